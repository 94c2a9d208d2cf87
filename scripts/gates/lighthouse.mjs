// @ts-check
// Lighthouse (mobile preset, simulated throttling) through nginx over build/, on one page
// of each kind. `npm test` runs it once per page against the test budgets; `npm run bench`
// runs it three times and prints the medians beside the bench budgets.
//   node scripts/gates/lighthouse.mjs [--runs 3] [--budget test|bench] [--json out.json]
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {layoutShiftsOver, median, scoresUnder} from './figures.mjs';

const require = createRequire(import.meta.url);
const {startNginx} = require('../nginx/nginx.cjs');
const {chromiumPath} = require('../binaries.cjs');
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/**
 * The home page, a guide, Markdown features (the guide with live demos), an API page, a React
 * page and the not-found page. The not-found
 * page is audited at its own address: at an unknown one nginx sends it with status 404,
 * which Lighthouse's SEO audit fails by design ("page has unsuccessful HTTP status code").
 */
export const lighthousePages = [
  '/',
  '/docs/getting-started/create-new-project',
  '/docs/using-inkwell/markdown-features',
  '/docs/api/functions/InkwellRouter',
  '/providers',
  '/404',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs Lighthouse `runs` times on each page; returns each page's per-category medians.
 * @param {{runs: number, baseUrl: string, log?: (line: string) => void, pages?: string[]}} options
 * `layoutShift` is the page's worst cumulative layout shift over its runs.
 * @returns {Promise<Array<{path: string, runs: Array<Record<string, number>>, median: Record<string, number>, layoutShift: number, failedAudits: string[]}>>}
 */
export async function auditPages({runs, baseUrl, log = () => undefined, pages = lighthousePages}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results = [];
    for (const path of pages) {
      /** @type {Array<Record<string, number>>} */
      const scores = [];
      /** @type {Set<string>} */
      const failedAudits = new Set();
      let layoutShift = 0;
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
        /** @type {Record<string, number>} */
        const score = {};
        for (const category of categories) {
          const entry = lhr.categories[category];
          score[category] = Math.round((entry?.score ?? 0) * 100);
          for (const ref of entry?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && category !== 'performance') {
              failedAudits.add(`${category}/${ref.id}`);
            }
          }
        }
        scores.push(score);
        layoutShift = Math.max(layoutShift, lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity);
        const metrics = [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ]
          .map(
            (id) =>
              `${id
                .split('-')
                .map((word) => word[0])
                .join('')
                .toUpperCase()} ${lhr.audits[id]?.displayValue ?? '?'}`,
          )
          .join(', ');
        log(
          `  ${path} run ${run + 1}: ${categories.map((category) => `${category} ${score[category]}`).join(', ')} (${metrics})`,
        );
      }
      /** @type {Record<string, number>} */
      const medians = {};
      for (const category of categories) medians[category] = median(scores.map((score) => score[category] ?? 0));
      results.push({path, runs: scores, median: medians, layoutShift, failedAudits: [...failedAudits]});
    }
    return results;
  } finally {
    chrome.kill();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const {values} = parseArgs({
    options: {runs: {type: 'string', default: '1'}, budget: {type: 'string', default: 'test'}, json: {type: 'string'}},
  });
  const minimums = budgets.lighthouse[values.budget ?? 'test'];
  if (!minimums) throw new Error(`No Lighthouse budget named ${values.budget}`);
  const server = await startNginx({port: Number(process.env.INKWELL_LIGHTHOUSE_PORT ?? 0)});
  /** @type {string[]} */
  const failures = [];
  try {
    const results = await auditPages({runs: Number(values.runs), baseUrl: server.url, log: console.log});
    // Performance is timed on a shared machine: one run can catch another process's burst.
    // A page under the performance budget alone is measured three more times and judged by
    // their median; the other categories do not depend on timing and get no second chance.
    for (const [index, result] of results.entries()) {
      const under = scoresUnder(result.median, minimums);
      if (under.length === 0 || !under.every((line) => line.startsWith('performance '))) continue;
      console.log(
        `  ${result.path}: performance ${result.median.performance} under budget; measuring three more times`,
      );
      const [again] = await auditPages({runs: 3, baseUrl: server.url, log: console.log, pages: [result.path]});
      if (again) results[index] = again;
    }
    console.log(`\nLighthouse, mobile, median of each page's runs (budget: ${JSON.stringify(minimums)}):`);
    for (const result of results) {
      const under = scoresUnder(result.median, minimums);
      console.log(
        `  ${result.path}: ${Object.entries(result.median)
          .map(([category, score]) => `${category} ${score}`)
          .join(', ')}${under.length ? `  OVER BUDGET: ${under.join('; ')}` : '  ok'}`,
      );
      if (result.failedAudits.length) console.log(`    audits below 100: ${result.failedAudits.join(', ')}`);
      failures.push(...under.map((line) => `${result.path}: ${line}`));
    }
    const shifts = layoutShiftsOver(results, budgets.lighthouseLayoutShift);
    console.log(
      `\nCumulative layout shift, worst run (budget ≤ ${budgets.lighthouseLayoutShift.max}): ${results
        .map((result) => `${result.path} ${result.layoutShift.toFixed(3)}`)
        .join(', ')}`,
    );
    failures.push(...shifts);
    if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
  } finally {
    await server.stop();
  }
  if (failures.length) {
    console.error(`\nLighthouse budget failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}
