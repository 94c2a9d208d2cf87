// @ts-check
// `npm run bench`: the site's speed figures, each printed beside its budget
// (scripts/gates/budgets.json). Timings depend on the machine and its load; compare them
// within one run. `npm test` holds the build to the size and Lighthouse budgets.
//   --skip-build   measure the existing build/ instead of timing a cold build first
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {figureLine, median, scoresUnder} from './gates/figures.mjs';
import {auditPages} from './gates/lighthouse.mjs';

const require = createRequire(import.meta.url);
const {startNginx} = require('./nginx/nginx.cjs');
const {chromiumPath} = require('./binaries.cjs');
const {firstVisitAssets, searchIndexSize, searchTimes, searchQueries} = require('./gates/measure.cjs');

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const buildDir = join(root, 'build');
const budgets = JSON.parse(readFileSync(join(root, 'scripts', 'gates', 'budgets.json'), 'utf8'));
const {values} = parseArgs({options: {'skip-build': {type: 'boolean', default: false}}});

/** @type {string[]} */
const summary = [];
/** @param {string} line */
const report = (line) => {
  summary.push(line);
  console.log(line);
};

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

if (!values['skip-build']) {
  console.log('\n=== Cold build: docusaurus clear, then npm run build');
  run('npx', ['docusaurus', 'clear']);
  const started = performance.now();
  run('npm', ['run', 'build']);
  report(
    `Cold build (library, API reference, site, headers, precompression): ${((performance.now() - started) / 1000).toFixed(1)} s (no budget; printed)`,
  );
}

const server = await startNginx({siteRoot: buildDir});
try {
  console.log(`\n=== Lighthouse, mobile, 3 runs per page, through nginx at ${server.url}`);
  const results = await auditPages({runs: 3, baseUrl: server.url, log: console.log});
  for (const result of results) {
    const under = scoresUnder(result.median, budgets.lighthouse.bench);
    report(
      `Lighthouse median ${result.path}: ${Object.entries(result.median)
        .map(([category, score]) => `${category} ${score}`)
        .join(', ')} ` +
        `(budget performance ≥ ${budgets.lighthouse.bench.performance}, others 100) ${under.length ? `OVER BUDGET: ${under.join('; ')}` : 'ok'}`,
    );
  }

  console.log('\n=== Bytes and search in Chromium');
  const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu']});
  try {
    for (const {path, kind, max} of budgets.firstVisitJsCssGzipBytes) {
      const visit = await browser.newPage();
      const assets = await firstVisitAssets(visit, `${server.url}${path}`);
      const total = assets.reduce((sum, /** @type {{bytes: number}} */ asset) => sum + asset.bytes, 0);
      report(
        figureLine(`JS+CSS on first visit to ${kind}, ${path} (gzip, ${assets.length} files)`, total, {
          max,
          unit: ' B',
        }),
      );
      await visit.close();
    }

    const index = searchIndexSize(buildDir);
    report(`Search index: ${index.gzip} B gzip (${index.raw} B raw, ${index.files.join(', ')}) (no budget; printed)`);
    const searchPage = await browser.newPage();
    const times = await searchTimes(searchPage, server.url, searchQueries);
    report(
      figureLine(`Search, typing to results once loaded (median of ${times.join(', ')} ms)`, median(times), {
        max: budgets.searchTimeToResultsMs,
        unit: ' ms',
      }),
    );
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
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
