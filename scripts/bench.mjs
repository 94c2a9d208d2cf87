// @ts-check
// `npm run bench`: the site's speed and size figures against the fair peer's from the same run
// (our docs/ built by stock Docusaurus 3.7.0 with docusaurus-plugin-typedoc, search-local and
// llms-txt, precompressed as ours: scripts/bench/peer.mjs), each ratio beside its budget
// (scripts/bench/peerTable.mjs); then, as a second line, against the bare stock template (`create-docusaurus@3.7.0
// classic --typescript` with experimental_faster), and beside the budgets in
// scripts/gates/budgets.json. Both sites are made once in the OS temp folder. Timings depend on
// the machine and its load: read the ratios. `npm test` holds the sizes.
//   --skip-build       no build or start timings; measure the existing build/ (and the peer's and stock's)
//   --skip-peer        no fair peer
//   --skip-stock       no stock site
//   --skip-lighthouse  no Lighthouse runs
//   --skip-start       no dev-server (`npm start`) timings
//   --pages N          generated pages for the growth figure (default 200)
//   --runs N           cold builds of each site and size, ours and stock alternating; the
//                      figures are the medians (default 1; single runs vary by 10-30 % here)
//   --search-only      only the search figures (today's site and +500 generated pages)
//   --reader-bundle    only the reader's bundle: what PostList, PageRenderer, MarkdownRenderer
//                      and the stylesheet cost a visitor's page (scripts/bench/readerBundle.mjs)
// INKWELL_BENCH_PORT sets the dev-server port the start timings use (default: a free one).
// The library's load bench is `npm run bench:load` (tests/load/bench.mjs).
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {figureLine, median} from './gates/figures.mjs';
import {precompress} from '../src/plugins/precompressAssets/precompress.mjs';
import {writeGeneratedPages} from './bench/generatePages.mjs';
import {ensureStockSite} from './bench/stock.mjs';
import {ensurePeerSite} from './bench/peer.mjs';
import {peerTable} from './bench/peerTable.mjs';
import {freePort, medianRun, perHundredPages, ratioLine, timeCommand, timeStart} from './bench/processes.mjs';
import {buildPhases, phaseTable} from './bench/phases.mjs';
import {syntheticSite} from '../src/plugins/search/syntheticSite.mjs';
import {readerBundle} from './bench/readerBundle.mjs';

const require = createRequire(import.meta.url);
const {startNginx} = require('./nginx/nginx.cjs');
const {chromiumPath} = require('./binaries.cjs');
const {
  elementsBuiltAfterParse,
  firstVisitAssets,
  firstSearch,
  searchIndexSize,
  searchTimes,
  searchPageTimes,
  searchQueries,
} = require('./gates/measure.cjs');

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const buildDir = join(root, 'build');
const budgets = JSON.parse(readFileSync(join(root, 'scripts', 'gates', 'budgets.json'), 'utf8'));
const {values} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    'skip-peer': {type: 'boolean', default: false},
    'skip-stock': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    'skip-start': {type: 'boolean', default: false},
    pages: {type: 'string', default: '200'},
    runs: {type: 'string', default: '1'},
    'search-only': {type: 'boolean', default: false},
    'reader-bundle': {type: 'boolean', default: false},
  },
});
const extraPages = Number(values.pages);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number of 1 or more, not ${values.runs}`);
const searchOnly = values['search-only'];
const stockDir = values['skip-stock'] || searchOnly || values['reader-bundle'] ? null : ensureStockSite();
const stockBuildDir = stockDir ? join(stockDir, 'build') : null;
/** The peer's TypeDoc options are ours (src/config/apiReference.ts, TypeScript: loaded through jiti). */
const peerDir =
  values['skip-peer'] || searchOnly || values['reader-bundle']
    ? null
    : ensurePeerSite(
        root,
        /** @type {import('../src/config/apiReference.ts')} */ (
          require('jiti')(import.meta.url)('../src/config/apiReference.ts')
        ).apiReferencePlugin[1],
      );
const peerBuildDir = peerDir ? join(peerDir, 'build') : null;
/** Ours and the peer's figures for the ratio table (scripts/bench/peerTable.mjs). */
/** @type {Partial<Record<import('./bench/peerTable.mjs').PeerFigure, {ours: number | null, peer: number | null}>>} */
const peerFigures = {};
const generatedDir = 'docs/bench-generated';

/** @type {string[]} */
const summary = [];
/** @param {string} line */
const report = (line) => {
  summary.push(line);
  console.log(line);
};
const mb = (/** @type {number | null} */ bytes) => (bytes === null ? null : bytes / 1024 / 1024);

// The library as npm ships it (dist/), so the figure is what an app's bundler gets.
console.log("\n=== The reader's bundle: @inkwell/cms's PostList, PageRenderer, MarkdownRenderer and styles.css");
if (spawnSync('npm', ['run', 'build:lib'], {cwd: root, stdio: 'inherit'}).status !== 0)
  throw new Error('npm run build:lib failed');
const reader = await readerBundle({root});
report(
  `Reader's bundle, JS (esbuild, minified, React left to the app): ${reader.js.minified} B, ${reader.js.gzip} B gzip (no budget; printed)`,
);
report(`Reader's bundle, CSS (minified): ${reader.css.minified} B, ${reader.css.gzip} B gzip (no budget; printed)`);
report(
  figureLine("Reader's bundle, JS+CSS gzip", reader.js.gzip + reader.css.gzip, {
    max: budgets.readerBundleGzipBytes,
    unit: ' B',
  }),
);
if (values['reader-bundle']) process.exit(0);

/** Ours with nothing cached: no .docusaurus, no TypeDoc pages. (The build compiles the library from source.) */
function clearOurs() {
  spawnSync('npx', ['docusaurus', 'clear'], {cwd: root, stdio: 'ignore'});
  rmSync(join(root, 'docs', 'api'), {recursive: true, force: true});
}
/** @param {string} dir */
function clearStock(dir) {
  spawnSync('npx', ['docusaurus', 'clear'], {cwd: dir, stdio: 'ignore'});
}
/** The peer with nothing cached, as ours: no .docusaurus, no TypeDoc pages. @param {string} dir */
function clearPeer(dir) {
  clearStock(dir);
  rmSync(join(dir, 'docs', 'api'), {recursive: true, force: true});
}
/** @param {number} count */
function generate(count) {
  writeGeneratedPages(join(root, generatedDir), count);
  if (peerDir) writeGeneratedPages(join(peerDir, generatedDir), count);
  if (stockDir) writeGeneratedPages(join(stockDir, generatedDir), count);
}
function removeGenerated() {
  rmSync(join(root, generatedDir), {recursive: true, force: true});
  if (peerDir) rmSync(join(peerDir, generatedDir), {recursive: true, force: true});
  if (stockDir) rmSync(join(stockDir, generatedDir), {recursive: true, force: true});
}

/** @typedef {import('./bench/processes.mjs').BuildRun} BuildRun */

if (!values['skip-build'] && !searchOnly) {
  /** @type {Record<string, BuildRun | null>} */
  const builds = {};
  // Docusaurus's own phase timings, in both sites' builds.
  const perfLogger = {DOCUSAURUS_PERF_LOGGER: 'true'};
  const buildOurs = () => {
    clearOurs();
    return timeCommand('npm', ['run', 'build'], root, perfLogger);
  };
  const buildStock = () => {
    if (!stockDir) return null;
    clearStock(stockDir);
    // The command CI runs, as ours is timed.
    return timeCommand('npm', ['run', 'build'], stockDir, perfLogger);
  };
  const buildPeer = () => {
    if (!peerDir) return null;
    clearPeer(peerDir);
    return timeCommand('npm', ['run', 'build'], peerDir, perfLogger);
  };
  /**
   * `runs` rounds, each a cold build of ours, the peer and stock with the generated pages and
   * then of each as it is: a load that grows or fades during the bench weighs on both sizes of
   * every site, and each round's cost per page compares builds minutes apart.
   */
  /** @type {Array<Record<'oursPlus' | 'peerPlus' | 'stockPlus' | 'ours' | 'peer' | 'stock', BuildRun | null>>} */
  const rounds = [];
  for (let run = 0; run < runs; run += 1) {
    console.log(
      `\n=== Round ${run + 1} of ${runs}: cold builds with ${extraPages} generated pages (ours, the peer, stock)`,
    );
    generate(extraPages);
    /** @type {BuildRun | null} */
    let oursPlus = null;
    /** @type {BuildRun | null} */
    let peerPlus = null;
    /** @type {BuildRun | null} */
    let stockPlus = null;
    try {
      oursPlus = buildOurs();
      peerPlus = buildPeer();
      stockPlus = buildStock();
    } finally {
      removeGenerated();
    }
    console.log(`\n=== Round ${run + 1} of ${runs}: cold builds of the sites as they are (ours, the peer, stock)`);
    rounds.push({oursPlus, peerPlus, stockPlus, ours: buildOurs(), peer: buildPeer(), stock: buildStock()});
  }
  /** @param {'oursPlus' | 'peerPlus' | 'stockPlus' | 'ours' | 'peer' | 'stock'} key */
  const medianOf = (key) => {
    const measured = rounds.flatMap((round) => (round[key] ? [round[key]] : []));
    return measured.length ? medianRun(measured) : null;
  };
  builds.ours = medianOf('ours');
  builds.oursPlus = medianOf('oursPlus');
  builds.stock = medianOf('stock');
  builds.stockPlus = medianOf('stockPlus');
  builds.peer = medianOf('peer');
  /** @param {'ours' | 'peer' | 'stock'} site */
  const pairs = (site) => rounds.map((round) => ({plus: round[`${site}Plus`], base: round[site]}));
  const growth = {
    ours: perHundredPages(pairs('ours'), extraPages),
    peer: perHundredPages(pairs('peer'), extraPages),
    stock: perHundredPages(pairs('stock'), extraPages),
  };
  peerFigures.coldBuild = {ours: builds.ours?.seconds ?? null, peer: builds.peer?.seconds ?? null};
  peerFigures.wallPer100 = {ours: growth.ours.seconds.median, peer: growth.peer.seconds.median};
  peerFigures.peakMemory = {ours: mb(builds.ours?.peakBytes ?? null), peer: mb(builds.peer?.peakBytes ?? null)};
  peerFigures.memoryPer100 = {ours: mb(growth.ours.peakBytes.median), peer: mb(growth.peer.peakBytes.median)};
  if (runs > 1) {
    const list = (/** @type {Array<number | null>} */ values) =>
      values.map((value) => (value === null ? 'n/a' : value.toFixed(1))).join(', ');
    console.log(
      `\nRound by round (s): ours ${list(rounds.map((round) => round.ours?.seconds ?? null))}, ` +
        `+${extraPages} ${list(rounds.map((round) => round.oursPlus?.seconds ?? null))}; ` +
        `peer ${list(rounds.map((round) => round.peer?.seconds ?? null))}, ` +
        `+${extraPages} ${list(rounds.map((round) => round.peerPlus?.seconds ?? null))}; ` +
        `stock ${list(rounds.map((round) => round.stock?.seconds ?? null))}, ` +
        `+${extraPages} ${list(rounds.map((round) => round.stockPlus?.seconds ?? null))}; ` +
        `per 100 pages ours ${list(growth.ours.seconds.rounds)}, peer ${list(growth.peer.seconds.rounds)}, ` +
        `stock ${list(growth.stock.seconds.rounds)}`,
    );
  }

  /** @type {number | null} */
  let oursCold = null;
  /** @type {number | null} */
  let oursWarm = null;
  /** @type {number | null} */
  let stockCold = null;
  /** @type {number | null} */
  let stockWarm = null;
  if (!values['skip-start']) {
    console.log('\n=== Dev server: npm start to the first 200, cold (caches cleared) then warm (second start)');
    const port = Number(process.env.INKWELL_BENCH_PORT ?? 0) || /** @type {number} */ (await freePort());
    const startArgs = ['--port', String(port), '--host', '127.0.0.1', '--no-open'];
    clearOurs();
    oursCold = await timeStart('npm', ['start', '--', ...startArgs], root, port);
    oursWarm = await timeStart('npm', ['start', '--', ...startArgs], root, port);
    if (stockDir) {
      clearStock(stockDir);
      stockCold = await timeStart('npx', ['docusaurus', 'start', ...startArgs], stockDir, port);
      stockWarm = await timeStart('npx', ['docusaurus', 'start', ...startArgs], stockDir, port);
    }
  }

  console.log('\n=== Ours again with its caches');
  spawnSync('npx', ['docusaurus', 'clear'], {cwd: root, stdio: 'ignore'});
  builds.oursWarm = timeCommand('npm', ['run', 'build'], root, perfLogger);

  const {ours, oursPlus, stock: stockBase, stockPlus: stockPlusBuild} = builds;
  report(
    ratioLine(
      `Cold build (API reference, site, headers, precompression)${runs > 1 ? `, median of ${runs}` : ''}`,
      ours?.seconds ?? null,
      stockBase?.seconds ?? null,
      {unit: ' s'},
    ),
  );
  report(
    ratioLine(`Cold build with +${extraPages} pages`, oursPlus?.seconds ?? null, stockPlusBuild?.seconds ?? null, {
      unit: ' s',
    }),
  );
  /**
   * Ours against stock per 100 extra pages: the median of the rounds' own pairs of builds.
   * @param {string} name
   * @param {'seconds' | 'cpuSeconds'} figure
   */
  const perHundredLine = (name, figure) =>
    ratioLine(
      `${name}${runs > 1 ? `, median of ${runs} rounds` : ''}`,
      growth.ours[figure].median,
      growth.stock[figure].median,
      {unit: ' s'},
    );
  report(perHundredLine('Build cost per 100 extra pages', 'seconds'));
  // CPU seconds (every process of the build, user and system) move less with the machine's
  // other load than wall time, which waits for cores: printed beside the budgets' wall time.
  report(
    ratioLine(
      'Cold build CPU (user + system, every process)',
      ours?.cpuSeconds ?? null,
      stockBase?.cpuSeconds ?? null,
      {
        unit: ' s',
      },
    ),
  );
  report(perHundredLine('Build CPU per 100 extra pages', 'cpuSeconds'));
  report(
    ratioLine('Peak memory of a cold build', mb(ours?.peakBytes ?? null), mb(stockBase?.peakBytes ?? null), {
      unit: ' MB',
      digits: 0,
    }),
  );
  report(
    ratioLine(
      `Peak memory with +${extraPages} pages`,
      mb(oursPlus?.peakBytes ?? null),
      mb(stockPlusBuild?.peakBytes ?? null),
      {unit: ' MB', digits: 0},
    ),
  );
  report(
    `Warm build (Docusaurus's cache kept; TypeDoc runs again): ${builds.oursWarm?.seconds.toFixed(1)} s (no budget; printed)`,
  );
  // Where the time goes: each phase at today's size and with the generated pages, and its
  // growth per 100 pages; stock's phases beside ours.
  const phaseBuilds = [
    {label: 'ours today', build: ours},
    {label: `ours +${extraPages}`, build: oursPlus},
    {label: 'stock today', build: stockBase},
    {label: `stock +${extraPages}`, build: stockPlusBuild},
    {label: 'ours warm', build: builds.oursWarm},
  ].flatMap(({label, build}) => (build ? [{label, phases: buildPhases(build.output)}] : []));
  const at = (/** @type {string} */ label) => phaseBuilds.findIndex((build) => build.label === label);
  /** Each round's phases of one site, today and with the pages. @param {'ours' | 'stock'} site */
  const phaseRounds = (site) =>
    rounds.flatMap((round) => {
      const base = round[site];
      const plus = round[site === 'ours' ? 'oursPlus' : 'stockPlus'];
      return base && plus ? [{base: buildPhases(base.output), plus: buildPhases(plus.output)}] : [];
    });
  for (const line of phaseTable(phaseBuilds, {
    base: at('ours today'),
    plus: at(`ours +${extraPages}`),
    extraPages,
    rounds: phaseRounds('ours'),
  }))
    report(`Build phase, ${line}`);
  const stockPhases = [phaseBuilds[at('stock today')], phaseBuilds[at(`stock +${extraPages}`)]];
  if (stockPhases[0] && stockPhases[1]) {
    for (const line of phaseTable(stockPhases, {base: 0, plus: 1, extraPages, rounds: phaseRounds('stock')}))
      report(`Stock build phase, ${line}`);
  }
  if (!values['skip-start']) {
    report(ratioLine('npm start to first 200, cold', oursCold, stockCold, {unit: ' s'}));
    report(ratioLine('npm start to first 200, warm (second start)', oursWarm, stockWarm, {unit: ' s', budget: 2}));
  }
}

/**
 * Runs `measure` against another site's build served as ours is: through the same nginx,
 * without our security headers. Null when there is no build.
 * @template T
 * @param {string | null} siteBuildDir
 * @param {(url: string) => Promise<T>} measure
 * @returns {Promise<T | null>}
 */
async function servedAsOurs(siteBuildDir, measure) {
  if (!siteBuildDir || !existsSync(join(siteBuildDir, 'index.html'))) return null;
  const headersDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-headers-'));
  writeFileSync(join(headersDir, 'inkwell-docs-headers.conf'), '# no headers\n');
  const siteServer = await startNginx({siteRoot: siteBuildDir, headersDir});
  try {
    return await measure(siteServer.url);
  } finally {
    await siteServer.stop();
    rmSync(headersDir, {recursive: true, force: true});
  }
}

/**
 * The JS and CSS bytes of a first visit to `url`, in a fresh context.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function firstVisitBytes(browser, url) {
  const context = await browser.newContext();
  const assets = await firstVisitAssets(await context.newPage(), url);
  await context.close();
  return assets.reduce((sum, /** @type {{bytes: number}} */ asset) => sum + asset.bytes, 0);
}

/**
 * The first search "markdown" from `url`, in a fresh page.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {(page: import('@playwright/test').Page) => import('@playwright/test').Locator} box
 */
async function searchOnce(browser, url, box) {
  const page = await browser.newPage();
  try {
    return await firstSearch(page, url, 'markdown', {box});
  } finally {
    await page.close();
  }
}

/** The ordinary guide page of the first-visit budgets, measured on ours and on the peer. */
const guidePath = budgets.firstVisitJsCssGzipBytes.find(
  (/** @type {{kind: string}} */ budget) => budget.kind === 'an ordinary guide page',
).path;
/** The page kinds Lighthouse CI audits (lighthouserc.cjs), but the not-found page and the React page. */
const lighthousePages = [
  '/',
  '/docs/getting-started/create-new-project',
  '/docs/using-inkwell/markdown-features',
  '/docs/api/functions/InkwellRouter',
];

/**
 * The search figures of one site: index on disk, the first search's bytes and time from
 * focus to results, and typing-to-results once loaded.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url where the site is served
 * @param {string} dir the built site
 * @param {string} label
 * @param {number} maxFirstSearchBytes
 * @returns {Promise<number>} the first search's bytes
 */
async function searchFigures(browser, url, dir, label, maxFirstSearchBytes) {
  const index = searchIndexSize(dir);
  report(`Search index on disk, ${label}: ${index.bytes} B in ${index.files} files (gzip already; no budget; printed)`);
  const first = await browser.newPage();
  const {bytes, requests, ms} = await firstSearch(first, `${url}/docs/intro`, 'markdown');
  await first.close();
  report(
    figureLine(`First search "markdown", ${label}: bytes from focus to results (${requests.length} requests)`, bytes, {
      max: maxFirstSearchBytes,
      unit: ' B',
    }),
  );
  report(
    `First search "markdown", ${label}: ${ms} ms from focus to results, engine and index loading included (no budget; printed)`,
  );
  const searchPage = await browser.newPage();
  const times = await searchTimes(searchPage, url, searchQueries);
  await searchPage.close();
  report(
    figureLine(`Search, ${label}: typing to results once loaded (median of ${times.join(', ')} ms)`, median(times), {
      max: budgets.searchTimeToResultsMs,
      unit: ' ms',
    }),
  );
  const pageTimes = await searchPageTimes(
    browser,
    url,
    searchQueries.map(({query}) => query),
    3,
  );
  report(
    figureLine(
      `Search page /search?q=…, ${label}: hydration to first results, empty cache (median of ${pageTimes.join(', ')} ms)`,
      median(pageTimes),
      {max: budgets.searchPageResultsAfterHydrationMs, unit: ' ms'},
    ),
  );
  return bytes;
}

if (!values['skip-lighthouse'] && !searchOnly) {
  // Lighthouse CI with the gate's pages and assertions (lighthouserc.cjs), three runs per page:
  // it prints a performance score under budget as a warning, judged on the median run.
  console.log('\n=== Lighthouse CI, mobile, 3 runs per page, through nginx');
  spawnSync('npx', ['lhci', 'autorun', '--collect.numberOfRuns=3'], {cwd: root, stdio: 'inherit'});
  const lhci = join(root, '.lighthouseci');
  /** @type {Array<{url: string, summary: Record<string, number>}>} */
  const runs = JSON.parse(readFileSync(join(lhci, 'reports', 'manifest.json'), 'utf8'));
  /** @type {Array<{url: string, passed: boolean, auditId: string, auditProperty?: string, level: string, actual: number, expected: number}>} */
  const results = JSON.parse(readFileSync(join(lhci, 'assertion-results.json'), 'utf8'));
  const unmet = results.filter((result) => !result.passed);
  for (const url of new Set(runs.map((run) => run.url))) {
    const summaries = runs.filter((run) => run.url === url).map((run) => run.summary);
    const scores = Object.keys(summaries[0] ?? {}).map(
      (category) => `${category} ${Math.round(median(summaries.map((summary) => summary[category] ?? 0)) * 100)}`,
    );
    const over = unmet
      .filter((result) => result.url === url)
      .map(
        (result) =>
          `${[result.auditId, result.auditProperty].filter(Boolean).join(':')} ${result.actual} against ${result.expected} (${result.level})`,
      );
    report(
      `Lighthouse median ${new URL(url).pathname}: ${scores.join(', ')} ${over.length ? `OVER BUDGET: ${over.join('; ')}` : 'ok'}`,
    );
  }
}

const server = await startNginx({siteRoot: buildDir});
try {
  console.log('\n=== Bytes and search in Chromium');
  const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu']});
  try {
    // Stock precompressed as ours after its build; the peer's build does it itself.
    if (!searchOnly && stockBuildDir && existsSync(join(stockBuildDir, 'index.html'))) await precompress(stockBuildDir);
    const stockIntro = searchOnly
      ? null
      : await servedAsOurs(stockBuildDir, (url) => firstVisitBytes(browser, `${url}/docs/intro`));
    const peer = await servedAsOurs(searchOnly ? null : peerBuildDir, async (url) => ({
      visit: await firstVisitBytes(browser, `${url}${guidePath}`),
      // search-local's box: its input, which becomes a combobox once the index has loaded.
      search: await searchOnce(browser, `${url}${guidePath}`, (page) => page.locator('input.navbar__search-input')),
    }));
    if (peer)
      report(
        `First search "markdown", peer: ${peer.search.bytes} B from focus to results (${peer.search.requests.length} requests; no budget; printed)`,
      );
    /** @type {Map<string, number>} */
    const firstVisits = new Map();
    const pages = [
      ...budgets.firstVisitJsCssGzipBytes.map(
        (/** @type {{path: string, kind: string, max: number}} */ budget) => budget,
      ),
      ...budgets.firstVisitRatios.map((/** @type {{path: string, kind: string}} */ {path, kind}) => ({
        path,
        kind,
        max: undefined,
      })),
    ];
    for (const {path, kind, max} of searchOnly ? [] : pages) {
      const context = await browser.newContext();
      const assets = await firstVisitAssets(await context.newPage(), `${server.url}${path}`);
      await context.close();
      const total = assets.reduce((sum, /** @type {{bytes: number}} */ asset) => sum + asset.bytes, 0);
      firstVisits.set(path, total);
      report(
        figureLine(`JS+CSS on first visit to ${kind}, ${path} (brotli/gzip as served, ${assets.length} files)`, total, {
          max,
          unit: ' B',
        }),
      );
      report(
        ratioLine(
          `  against stock's /docs/intro, first-visit JS+CSS`,
          total / 1000,
          stockIntro === null ? null : stockIntro / 1000,
          {unit: ' KB'},
        ),
      );
    }
    if (!searchOnly) peerFigures.firstVisit = {ours: firstVisits.get(guidePath) ?? null, peer: peer?.visit ?? null};
    // What hydration rebuilds instead of adopting, on Lighthouse's four page kinds, at its
    // mobile viewport: a count, so a remount shows whatever the machine's load.
    for (const path of searchOnly ? [] : lighthousePages) {
      const context = await browser.newContext({
        viewport: {width: 412, height: 823},
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const {added, total} = await elementsBuiltAfterParse(await context.newPage(), `${server.url}${path}`);
      await context.close();
      report(`Elements built after the HTML is parsed, ${path}: ${added} of ${total} (printed)`);
    }
    for (const {path, relativeTo, maxRatio} of searchOnly ? [] : budgets.firstVisitRatios) {
      const ratio = (firstVisits.get(path) ?? 0) / (firstVisits.get(relativeTo) ?? 1);
      report(
        `First visit ${path} / ${relativeTo}: ${ratio.toFixed(3)}× (budget ≤ ${maxRatio}×: ${ratio <= maxRatio ? 'ok' : 'OVER'})`,
      );
    }

    const oursSearch = await searchFigures(browser, server.url, buildDir, 'today', budgets.firstSearchGzipBytes);
    if (!searchOnly) peerFigures.firstSearch = {ours: oursSearch, peer: peer?.search.bytes ?? null};
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

const syntheticPages = 500;
console.log(`\n=== Search on a copy of the site with ${syntheticPages} generated guide pages`);
const synthetic = await syntheticSite(buildDir, syntheticPages);
const syntheticServer = await startNginx({siteRoot: synthetic});
try {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu']});
  try {
    await searchFigures(
      browser,
      syntheticServer.url,
      synthetic,
      `+${syntheticPages} pages`,
      budgets.firstSearchGzipBytesAt500ExtraPages,
    );
  } finally {
    await browser.close();
  }
} finally {
  await syntheticServer.stop();
  await rm(synthetic, {recursive: true, force: true});
}

console.log('\n=== npm audit --omit=dev');
const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], {cwd: root, encoding: 'utf8'});
/** @type {{metadata?: {vulnerabilities?: Record<string, number>}, message?: string}} */
let parsed = {};
try {
  parsed = JSON.parse(audit.stdout);
} catch {
  parsed = {message: audit.stderr.trim().split('\n').pop()};
}
const counts = parsed.metadata?.vulnerabilities;
// No counts is not zero advisories: say the audit could not run (e.g. a registry mirror
// without the advisories endpoint).
report(
  counts
    ? `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`
    : `npm audit --omit=dev: not available from this registry (${parsed.message ?? 'no answer'})`,
);

console.log('\n=== Figures');
for (const line of summary) console.log(`  ${line}`);
if (peerDir) {
  console.log(`\n=== Against the fair peer (ours ÷ peer, beside each budget; ${extraPages} generated pages)`);
  for (const line of peerTable(peerFigures)) console.log(line);
}
