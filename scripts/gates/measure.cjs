// @ts-check
// Measurements taken in a real browser against the served build, shared by the budget test
// (tests/gates/budgets.spec.ts) and the bench (scripts/bench.mjs). CommonJS, because
// Playwright compiles the tests that import it to CommonJS.
const {existsSync, readdirSync, readFileSync, statSync} = require('node:fs');
const path = require('node:path');
const {gzipSync} = require('node:zlib');

/**
 * The JS and CSS a first visit to `url` loads, with the bytes each took on the wire (gzip
 * from nginx). Prefetches of other routes' chunks (resource type "other") are not counted:
 * they are idle-time work for later pages, not what this page needs.
 * @param {import('@playwright/test').Page} page a fresh page, so nothing is cached
 * @param {string} url
 * @returns {Promise<Array<{url: string, type: string, bytes: number, encoding: string}>>}
 */
async function firstVisitAssets(page, url) {
  /** @type {Array<Promise<{url: string, type: string, bytes: number, encoding: string} | null>>} */
  const pending = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        type,
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
      })),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  const seen = new Set();
  const assets = [];
  for (const asset of await Promise.all(pending)) {
    if (!asset || asset.bytes <= 0 || seen.has(asset.url)) continue;
    seen.add(asset.url);
    assets.push(asset);
  }
  return assets;
}

/**
 * Size of the search index files in `buildDir`, raw and gzipped as nginx sends them: the
 * precompressed `.gz` when the build has one, else gzip level 6 as nginx would.
 * @param {string} buildDir
 */
function searchIndexSize(buildDir) {
  const files = readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file));
  if (files.length === 0) throw new Error(`No search-index*.json in ${buildDir}`);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const data = readFileSync(path.join(buildDir, file));
    raw += data.length;
    const precompressed = path.join(buildDir, `${file}.gz`);
    gzip += existsSync(precompressed) ? statSync(precompressed).size : gzipSync(data, {level: 6}).length;
  }
  return {files, raw, gzip};
}

/**
 * Milliseconds from the search box receiving a query to its first matching result being in
 * the page, once the index has loaded: one figure per query.
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl
 * @param {Array<{query: string, hit: string}>} queries
 * @returns {Promise<number[]>}
 */
async function searchTimes(page, baseUrl, queries) {
  await page.goto(`${baseUrl}/`, {waitUntil: 'networkidle'});
  const input = page.getByPlaceholder('Search');
  await input.click();
  // Warm up: the first query waits for the index to download and load.
  await input.fill(queries[0]?.query ?? 'inkwell');
  await page.getByRole('option').first().waitFor({timeout: 30_000});
  const times = [];
  for (const {query, hit} of queries) {
    await input.fill('');
    await page.waitForTimeout(100);
    const measured = page.evaluate(
      ({hit}) =>
        new Promise((resolve, reject) => {
          /** @type {number | undefined} */
          let started;
          const box = /** @type {HTMLInputElement} */ (document.querySelector('input[placeholder="Search"]'));
          box.addEventListener('input', () => (started ??= performance.now()), {capture: true, once: true});
          // Visible options only: the emptied box may leave the last query's list hidden.
          const found = () =>
            Array.from(document.querySelectorAll('[role="option"]')).some(
              (option) =>
                option instanceof HTMLElement &&
                option.offsetParent !== null &&
                (option.textContent ?? '').includes(hit),
            );
          const observer = new MutationObserver(() => {
            if (started !== undefined && found()) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document.body, {childList: true, subtree: true, characterData: true});
          setTimeout(() => reject(new Error(`no result containing "${hit}"`)), 10_000);
        }),
      {hit},
    );
    await input.fill(query);
    times.push(Math.round(Number(await measured)));
  }
  return times;
}

/** The queries timed: a guide, an API page and a top-level page. */
const searchQueries = [
  {query: 'GitHub OAuth app', hit: 'GitHub'},
  {query: 'InkwellRouter', hit: 'InkwellRouter'},
  {query: 'Providers', hit: 'Providers'},
  {query: 'markdown', hit: 'Markdown'},
  {query: 'deploy vercel', hit: 'Vercel'},
];

module.exports = {firstVisitAssets, searchIndexSize, searchTimes, searchQueries};
