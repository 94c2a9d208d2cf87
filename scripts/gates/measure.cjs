// @ts-check
// Measurements in a real browser against the served build, for the gates and the bench.
// CommonJS, because Playwright compiles the tests to CommonJS. Lighthouse CI cannot hold them:
// its byte assertions are per resource type with headers counted, per page and per load.

/** @typedef {{url: string, bytes: number, encoding: string}} Transfer */

/**
 * The JS and CSS a first visit to `url` loads, with the bytes each took on the wire. Prefetches
 * of other routes' chunks (resource type "other") are idle-time work for later pages: not counted.
 * @param {import('@playwright/test').Page} page a fresh page, so nothing is cached
 * @param {string} url
 * @returns {Promise<Transfer[]>}
 */
async function firstVisitAssets(page, url) {
  /** @type {Array<Promise<Transfer>>} */
  const pending = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
      })),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  // On a busy machine the main bundle can run longer than networkidle's 500 ms, and the route's
  // chunks would go uncounted: hydration cannot happen before they have loaded.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
  const seen = new Set();
  return (await Promise.all(pending)).filter((asset) => asset.bytes > 0 && !seen.has(asset.url) && seen.add(asset.url));
}

/**
 * Everything the first search downloads on the wire, from focusing the box until the network
 * has been quiet for half a second after its results show (the list loads more while its end is
 * in view). Prefetches of linked routes (type "other", destination "empty") are returned apart,
 * not counted: the page makes them whether or not anyone searches. A worker's `importScripts` is
 * "other" too, with destination "script": it counts.
 * @param {import('@playwright/test').Page} page a fresh page, so nothing is cached
 * @param {string} url a page with the navbar search box
 * @param {string} query
 * @param {{box?: (page: import('@playwright/test').Page) => import('@playwright/test').Locator}} [options]
 *   how to find the search box, when it is not the combobox named Search
 * @returns {Promise<{requests: Transfer[], prefetches: Transfer[], bytes: number, ms: number}>}
 */
async function firstSearch(page, url, query, {box: findBox = (on) => on.getByRole('combobox', {name: 'Search'})} = {}) {
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  /** @type {Array<Promise<Transfer & {prefetch: boolean}>>} */
  const pending = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const track = (/** @type {number} */ change) => () => {
    inFlight += change;
    lastActivity = Date.now();
  };
  const [onRequest, onDone] = [track(1), track(-1)];
  const onFinished = (/** @type {import('@playwright/test').Request} */ request) => {
    onDone();
    pending.push(
      Promise.all([request.sizes(), request.response(), request.allHeaders()]).then(([sizes, response, headers]) => ({
        url: request.url(),
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
  // One input, as a paste arrives: typed key by key on a busy machine, each prefix would search too.
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

module.exports = {firstVisitAssets, firstSearch};
