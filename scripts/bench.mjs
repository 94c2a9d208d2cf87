// @ts-check
// `npm run bench`: the site against the fair peer (scripts/bench/peer.mjs) built in the same run,
// each ratio beside the budget, and against the stock template. Each site is built cold
// with the generated pages and as it is, then served through the same nginx. Timings depend on
// the machine's load: read the ratios.
//   --pages N        generated pages for the growth figures and the first search at scale (default 500)
//   --runs N         rounds of cold builds; each figure is the lower median (default 1)
//   --skip-build     measure the builds already there (build/ and the other sites')
//   --skip-stock     no stock template line
//   --reader-bundle  only the reader's bundle (scripts/bench/readerBundle.mjs)
// Lighthouse is `npm run lighthouse`; the library's load bench is `npm run bench:load`.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {figureLine} from './gates/figures.mjs';
import {precompress} from '../src/plugins/precompressAssets/precompress.mjs';
import {writeGeneratedPages} from './bench/generatePages.mjs';
import {ensurePeerSite, ensureStockSite} from './bench/peer.mjs';
import {peerTable, stockLine} from './bench/peerTable.mjs';
import {buildFigures, timeCommand} from './bench/processes.mjs';
import {readerBundle} from './bench/readerBundle.mjs';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {startNginx} = require('./nginx/nginx.cjs');
const {chromiumPath} = require('./binaries.cjs');
const {firstVisitAssets, firstSearch} = require('./gates/measure.cjs');

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const budgets = JSON.parse(readFileSync(join(root, 'scripts', 'gates', 'budgets.json'), 'utf8'));
const {values} = parseArgs({
  options: {
    pages: {type: 'string', default: '500'},
    runs: {type: 'string', default: '1'},
    'skip-build': {type: 'boolean', default: false},
    'skip-stock': {type: 'boolean', default: false},
    'reader-bundle': {type: 'boolean', default: false},
  },
});
const pages = Number(values.pages);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number of 1 or more, not ${values.runs}`);

// The library as npm ships it (dist/), so the figure is what an app's bundler gets.
if (spawnSync('npm', ['run', 'build:lib'], {cwd: root, stdio: 'inherit'}).status !== 0)
  throw new Error('npm run build:lib failed');
const reader = await readerBundle({root});
const readerLine = figureLine(
  "Reader's bundle (PostList, PageRenderer, MarkdownRenderer, styles.css), gzip",
  reader.js.gzip + reader.css.gzip,
  {max: budgets.readerBundleGzipBytes, unit: ' B'},
);
console.log(readerLine);
if (values['reader-bundle']) process.exit(0);

const typedocOptions = jiti('../src/config/apiReference.ts').apiReferencePlugin[1];
const guide = budgets.firstVisitJsCssGzipBytes[0].path;
/** Each site: its folder, whether its cold build clears TypeDoc's pages, the guide it opens. */
const sites = [
  {name: 'ours', dir: root, api: true, guide},
  {name: 'peer', dir: ensurePeerSite(root, typedocOptions), api: true, guide},
  ...(values['skip-stock'] ? [] : [{name: 'stock', dir: ensureStockSite(), api: false, guide: '/docs/intro'}]),
];
const generatedDir = (/** @type {string} */ dir) => join(dir, 'docs', 'bench-generated');

/** @param {(typeof sites)[number]} site */
function coldBuild(site) {
  spawnSync('npx', ['docusaurus', 'clear'], {cwd: site.dir, stdio: 'ignore'});
  if (site.api) rmSync(join(site.dir, 'docs', 'api'), {recursive: true, force: true});
  console.log(`\n=== Cold build of ${site.name}`);
  return timeCommand('npm', ['run', 'build'], site.dir);
}

const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu']});
/** @type {Record<string, ReturnType<typeof buildFigures>>} */
const builds = {};
/** Our first search on the build with the generated pages: how its cost grows with the docs. */
let searchAtScale = '';
if (!values['skip-build']) {
  /** @type {Record<string, Array<{base: import('./bench/processes.mjs').BuildRun, plus: import('./bench/processes.mjs').BuildRun}>>} */
  const rounds = Object.fromEntries(sites.map((site) => [site.name, []]));
  // Each round builds every site with the pages, then every site as it is: a load that grows or
  // fades during the bench weighs on both sizes of every site.
  for (let round = 0; round < runs; round += 1) {
    for (const site of sites) writeGeneratedPages(generatedDir(site.dir), pages);
    const plus = [];
    try {
      for (const site of sites) plus.push(coldBuild(site));
      const ours = /** @type {(typeof sites)[number]} */ (sites[0]);
      const {search, searchMs} = await visitAndSearch(browser, ours);
      searchAtScale = figureLine(
        `First search "markdown" with ${pages} generated pages, gzip (${searchMs} ms from focus to results)`,
        search ?? 0,
        {max: budgets.firstSearchGzipBytesAt500ExtraPages, unit: ' B'},
      );
    } finally {
      for (const site of sites) rmSync(generatedDir(site.dir), {recursive: true, force: true});
    }
    for (const [index, site] of sites.entries())
      rounds[site.name]?.push({
        plus: /** @type {import('./bench/processes.mjs').BuildRun} */ (plus[index]),
        base: coldBuild(site),
      });
  }
  for (const site of sites) builds[site.name] = buildFigures(rounds[site.name] ?? [], pages);
}

/**
 * A site's first visit (JS + CSS bytes on the wire) and first search; other sites without our headers.
 * @param {import('@playwright/test').Browser} browser
 * @param {(typeof sites)[number]} site
 */
async function visitAndSearch(browser, site) {
  const buildDir = join(site.dir, 'build');
  // The peer's build precompresses itself, as ours does; stock's is precompressed here.
  if (site.name === 'stock') await precompress(buildDir);
  const headersDir = site.name === 'ours' ? undefined : mkdtempSync(join(tmpdir(), 'inkwell-bench-headers-'));
  if (headersDir) writeFileSync(join(headersDir, 'inkwell-docs-headers.conf'), '# no headers\n');
  const server = await startNginx({siteRoot: buildDir, ...(headersDir && {headersDir})});
  try {
    const context = await browser.newContext();
    const assets = await firstVisitAssets(await context.newPage(), `${server.url}${site.guide}`);
    await context.close();
    const visit = assets.reduce((sum, /** @type {{bytes: number}} */ asset) => sum + asset.bytes, 0);
    if (site.name === 'stock') return {visit, search: null, searchMs: null};
    const page = await browser.newPage();
    // search-local's box is its input, which becomes a combobox only once its index has loaded.
    const box =
      site.name === 'peer'
        ? {box: (/** @type {import('@playwright/test').Page} */ on) => on.locator('input.navbar__search-input')}
        : {};
    const search = await firstSearch(page, `${server.url}${site.guide}`, 'markdown', box);
    await page.close();
    return {visit, search: /** @type {number} */ (search.bytes), searchMs: search.ms};
  } finally {
    await server.stop();
    if (headersDir) rmSync(headersDir, {recursive: true, force: true});
  }
}

console.log('\n=== First visit and first search in Chromium, through nginx');
/** @type {Record<string, {visit: number, search: number | null, searchMs: number | null}>} */
const served = {};
try {
  for (const site of sites) served[site.name] = await visitAndSearch(browser, site);
} finally {
  await browser.close();
}
if (searchAtScale) console.log(searchAtScale);

const mb = (/** @type {number | null | undefined} */ bytes) => (bytes == null ? null : bytes / 1024 / 1024);
/** @param {string} other */
const against = (other) => ({
  firstVisit: {ours: served.ours?.visit ?? null, peer: served[other]?.visit ?? null},
  firstSearch: {ours: served.ours?.search ?? null, peer: served[other]?.search ?? null},
  coldBuild: {ours: builds.ours?.seconds.cold ?? null, peer: builds[other]?.seconds.cold ?? null},
  coldCpu: {ours: builds.ours?.cpuSeconds.cold ?? null, peer: builds[other]?.cpuSeconds.cold ?? null},
  wallPer100: {ours: builds.ours?.seconds.per100 ?? null, peer: builds[other]?.seconds.per100 ?? null},
  peakMemory: {ours: mb(builds.ours?.peakBytes.cold), peer: mb(builds[other]?.peakBytes.cold)},
  memoryPer100: {ours: mb(builds.ours?.peakBytes.per100), peer: mb(builds[other]?.peakBytes.per100)},
});
const medians = runs > 1 ? `, lower medians of ${runs} rounds` : '';
console.log(`\n=== Against the fair peer (ours ÷ peer; ${pages} generated pages${medians})`);
for (const line of peerTable(against('peer'))) console.log(line);
if (!values['skip-stock']) console.log(`\n${stockLine(against('stock'))}`);
console.log(readerLine);
