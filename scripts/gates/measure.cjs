// @ts-check
// Measurements taken in a real browser against the served build, shared by the budget test
// (tests/gates/budgets.spec.ts) and the bench (scripts/bench.mjs). CommonJS, because
// Playwright compiles the tests that import it to CommonJS. Lighthouse CI (lighthouserc.cjs)
// cannot hold these: its byte assertions are per resource type with headers counted (not the
// JS+CSS bodies together), per page (not one page's ratio to another) and per load (no search).

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

module.exports = {firstVisitAssets, firstSearch};
