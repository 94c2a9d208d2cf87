// @ts-check
// Measurements taken in a real browser against the served build, shared by the budget test
// (tests/gates/budgets.spec.ts) and the bench (scripts/bench.mjs). CommonJS, because
// Playwright compiles the tests that import it to CommonJS. Lighthouse CI (lighthouserc.cjs)
// cannot hold these: its byte assertions are per resource type with headers counted (not the
// JS+CSS bodies together), per page (not one page's ratio to another) and per load (no search).
const {existsSync, readdirSync, statSync} = require('node:fs');
const path = require('node:path');

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
  // On a busy machine the main bundle can take longer to run than networkidle's 500 ms, and
  // the route's chunks would go uncounted: wait for hydration (Docusaurus, ours and stock,
  // marks it on <html>), which cannot happen before they have loaded. (A second
  // waitForLoadState('networkidle') would return at once: the page has reached that state.)
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
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
 * The search index on disk (build/pagefind): Pagefind writes its index, fragments and
 * WebAssembly engine gzipped already, so their size on disk is their size on the wire.
 * @param {string} buildDir
 * @returns {{files: number, bytes: number}}
 */
function searchIndexSize(buildDir) {
  const dir = path.join(buildDir, 'pagefind');
  if (!existsSync(dir)) throw new Error(`No Pagefind index in ${dir}: did the build's postBuild run?`);
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || entry.name.endsWith('.gz') || entry.name.endsWith('.br')) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return {files, bytes};
}

/**
 * Everything the first search downloads, from focusing the box to its results being in the
 * page: the results code, Pagefind's engine, the index chunk the query needs and the
 * fragments of the results shown, including any the list loads by itself right after
 * showing the first ones (it loads more while its end is in view): the count stops once the
 * network has been quiet for half a second. Bytes as they came over the wire (encoded), so
 * gzip or brotli from nginx counts as such, with the Content-Encoding each came in.
 * Docusaurus's prefetches of the routes the page links to (`<link rel="prefetch">`, resource
 * type "other", destination "empty") are returned apart and not counted: the page starts them
 * itself once its links are in view, whether or not anyone searches, and on a busy machine they
 * can still be in flight when the search starts. A web worker's `importScripts` is of type
 * "other" too, with destination "script": it counts.
 * @param {import('@playwright/test').Page} page a fresh page, so nothing is cached
 * @param {string} url a page with the navbar search box
 * @param {string} query
 * @param {{box?: (page: import('@playwright/test').Page) => import('@playwright/test').Locator}} [options]
 *   how to find the search box: ours is the combobox named Search; the bench's peer's
 *   (search-local) becomes a combobox only once its index has loaded
 * @returns {Promise<{requests: Array<SearchRequest>, prefetches: Array<SearchRequest>, bytes: number, ms: number}>}
 */
async function firstSearch(page, url, query, {box: findBox = (on) => on.getByRole('combobox', {name: 'Search'})} = {}) {
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  /** @type {Array<Promise<SearchRequest>>} */
  const pending = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const onRequest = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const onDone = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  const onFinished = (/** @type {import('@playwright/test').Request} */ request) => {
    onDone();
    pending.push(
      Promise.all([request.sizes(), request.response(), request.allHeaders()]).then(([sizes, response, headers]) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
        prefetch: request.resourceType() === 'other' && headers['sec-fetch-dest'] !== 'script',
      })),
    );
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onDone);
  const started = Date.now();
  const box = findBox(page);
  await box.focus();
  // The query as one input, as a paste or a burst of keys arrives: typed key by key on a
  // busy machine, the keys come slower than the search box's pause and each prefix's
  // results would count too, so the figure would measure the machine's load.
  await box.fill(query);
  await page.locator('[role="listbox"] [role="option"]').first().waitFor({timeout: 30_000});
  const ms = Date.now() - started;
  const deadline = Date.now() + 10_000;
  while ((inFlight > 0 || Date.now() - lastActivity < 500) && Date.now() < deadline) await page.waitForTimeout(50);
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  page.off('requestfailed', onDone);
  const finished = await Promise.all(pending);
  const requests = finished.filter((request) => !request.prefetch);
  const prefetches = finished.filter((request) => request.prefetch);
  return {requests, prefetches, bytes: requests.reduce((sum, request) => sum + request.bytes, 0), ms};
}

/** @typedef {{url: string, type: string, bytes: number, encoding: string, prefetch: boolean}} SearchRequest */

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
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const input = page.getByRole('combobox', {name: 'Search'});
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

/**
 * Milliseconds from hydration to the first results on the search page opened with a query in
 * its URL (`/search?q=…`), as a reader arrives from the navbar's Enter or a shared link: each
 * run a fresh browser context (an empty cache), so it counts the engine's and index's
 * download. Performance marks taken in the page time it: `inkwell-hydrated` when Docusaurus
 * marks the page hydrated, `inkwell-search-results` when the first result is in the page.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {string[]} queries
 * @param {number} runs per query
 * @returns {Promise<number[]>} one figure per run
 */
async function searchPageTimes(browser, baseUrl, queries, runs) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        const marked = new Set();
        const mark = (/** @type {string} */ name) => {
          if (marked.has(name)) return;
          marked.add(name);
          performance.mark(name);
        };
        new MutationObserver(() => {
          if (document.documentElement.dataset.hasHydrated === 'true') mark('inkwell-hydrated');
          if (document.querySelector('main article')) mark('inkwell-search-results');
        }).observe(document, {subtree: true, childList: true, attributes: true});
      });
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent(query)}`);
      await page.locator('main article').first().waitFor({timeout: 30_000});
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const ms = await page.evaluate(
        () =>
          performance.getEntriesByName('inkwell-search-results')[0].startTime -
          performance.getEntriesByName('inkwell-hydrated')[0].startTime,
      );
      times.push(Math.max(0, Math.round(ms)));
      await context.close();
    }
  }
  return times;
}

/**
 * The queries timed, each with a word its first results show: guides, API pages and
 * top-level pages. (The top-level page "Providers" ranks third for its name, after the API's
 * SiteProvider and TooltipProvider, so the results in view show "Provider".)
 */
const searchQueries = [
  {query: 'GitHub OAuth app', hit: 'GitHub'},
  {query: 'InkwellRouter', hit: 'InkwellRouter'},
  {query: 'Providers', hit: 'Provider'},
  {query: 'markdown', hit: 'Markdown'},
  {query: 'deploy vercel', hit: 'Vercel'},
];

/**
 * How many elements a page builds after its HTML has been parsed, and how many it has: what
 * hydration rebuilds instead of adopting. A count, not a timing, so the machine's load does
 * not move it. The head's tags, the mobile menu and the word-wrap buttons are built by the
 * theme in any case; a remount (the theme's Tabs) rebuilds what it holds.
 * @param {import('@playwright/test').Page} page a fresh page
 * @param {string} url
 * @returns {Promise<{added: number, total: number}>}
 */
async function elementsBuiltAfterParse(page, url) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const counts = {added: 0};
      Object.assign(window, {inkwellElementsAdded: counts});
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof Element) counts.added += 1 + node.querySelectorAll('*').length;
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({
    added: /** @type {{inkwellElementsAdded: {added: number}}} */ (/** @type {unknown} */ (window)).inkwellElementsAdded
      .added,
    total: document.querySelectorAll('*').length,
  }));
}

module.exports = {
  elementsBuiltAfterParse,
  firstVisitAssets,
  firstSearch,
  searchIndexSize,
  searchTimes,
  searchPageTimes,
  searchQueries,
};
