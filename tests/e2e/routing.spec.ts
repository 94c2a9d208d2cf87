import {readFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {expect, test} from '../support/test';
import {buildDir, serveBuild} from '../support/serve-build.cjs';
import {chunkContaining} from './support/chunks';
import {emulateConnection} from './support/connection';
import {countChunkRequests, gotoHydrated} from './support/page';

const jsChunks = '**/assets/js/*.js';
const notFoundPage = () => readFileSync(join(buildDir, '404.html'), 'utf8');

test.describe('routing', () => {
  test('the progress bar appears only when a route takes longer than 200 ms to load', async ({page}) => {
    // Without prefetching, the target route's chunks load only when the link is clicked.
    await emulateConnection(page, {saveData: true, effectiveType: '4g'});
    await gotoHydrated(page, '/');
    // The page notes when the click lands and when the bar first shows: polled from the test,
    // a bar that shows for about a second could fall between two polls on a busy machine
    // (it did once in CI).
    await page.evaluate(() => {
      const times = window as unknown as {clickedAt?: number; barShownAt?: number};
      document.addEventListener('click', () => (times.clickedAt ??= performance.now()), {capture: true});
      new MutationObserver(() => {
        if (times.barShownAt === undefined && document.querySelector('#nprogress .bar'))
          times.barShownAt = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.route(jsChunks, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('.navbar__items--right').getByRole('link', {name: 'Intro', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'What is Inkwell?'})).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
    const {clickedAt, barShownAt} = await page.evaluate(() => {
      const times = window as unknown as {clickedAt?: number; barShownAt?: number};
      return {clickedAt: times.clickedAt, barShownAt: times.barShownAt};
    });
    expect(clickedAt).toBeDefined();
    expect(barShownAt, 'the bar never showed while the route loaded').toBeDefined();
    // Not before 200 ms (1 ms for the clock's coarsening).
    expect((barShownAt ?? 0) - (clickedAt ?? 0)).toBeGreaterThanOrEqual(199);
  });

  test('a fast route change shows no progress bar', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      const win = window as unknown as {sawProgress: boolean};
      win.sawProgress = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) win.sawProgress = true;
      }).observe(document.body, {childList: true, subtree: true});
    });
    const link = page.locator('.navbar__items--right').getByRole('link', {name: 'Intro', exact: true});
    await link.hover(); // prefetch, so the navigation itself is instant
    await page.waitForLoadState('networkidle');
    await link.click();
    await expect(page.getByRole('heading', {level: 1, name: 'What is Inkwell?'})).toBeVisible();
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as {sawProgress: boolean}).sawProgress)).toBe(false);
  });

  test('a route change scrolls to the top, or to the anchor in the hash', async ({page}) => {
    await gotoHydrated(page, '/intro');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('footer').getByRole('link', {name: 'Configuration', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/category\/configuration$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await gotoHydrated(page, '/markdown-page');
    await page.getByRole('link', {name: 'how the parts fit together'}).click();
    await expect(page).toHaveURL(/\/intro#how-the-parts-fit-together$/);
    const heading = page.getByRole('heading', {name: 'How the parts fit together'});
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('links are prefetched when they become visible', async ({page}) => {
    await gotoHydrated(page, '/');
    const footerLink = page.locator('footer a[href="/docs/category/deploy-your-site"]');
    const prefetchedFooterRoute = () => page.locator('link[rel="prefetch"]').count();
    const before = await prefetchedFooterRoute();
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(prefetchedFooterRoute).toBeGreaterThan(before);
  });

  for (const trigger of ['hover', 'touch'] as const) {
    test(`links are prefetched on ${trigger}`, async ({page}) => {
      // Without visibility prefetching, only the interaction itself can trigger it.
      await page.addInitScript(() => {
        window.IntersectionObserver = class {
          observe(): void {}
          unobserve(): void {}
          disconnect(): void {}
          takeRecords(): IntersectionObserverEntry[] {
            return [];
          }
        } as unknown as typeof IntersectionObserver;
      });
      await gotoHydrated(page, '/');
      await page.waitForLoadState('networkidle');
      // Hover and touch preload: the route's chunks are fetched as scripts.
      const chunkRequests = countChunkRequests(page);
      const link = page.locator('footer').getByRole('link', {name: 'Deployment', exact: true});
      if (trigger === 'hover') {
        await link.hover();
      } else {
        await link.dispatchEvent('touchstart');
      }
      await expect.poll(chunkRequests).toBeGreaterThan(0);
    });
  }

  for (const connection of [
    {saveData: true, effectiveType: '4g'},
    {saveData: false, effectiveType: '2g'},
    {saveData: false, effectiveType: 'slow-2g'},
  ]) {
    test(`nothing is prefetched with saveData=${connection.saveData} on ${connection.effectiveType}`, async ({
      page,
    }) => {
      await emulateConnection(page, connection);
      await gotoHydrated(page, '/');
      await page.waitForLoadState('networkidle');
      const chunkRequests = countChunkRequests(page);
      const link = page.locator('footer').getByRole('link', {name: 'Deployment', exact: true});
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await link.dispatchEvent('touchstart');
      await page.waitForTimeout(500);
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      expect(chunkRequests()).toBe(0);
    });
  }

  test('an unknown path ending in index.html is served as the route without it', async ({page, allowConsole}) => {
    // The 404 page's HTML is hydrated as another route; React reports the mismatch and renders it afresh.
    allowConsole(/Minified React error #418/, 'the not-found HTML hydrated as the API route', {kind: 'error'});
    // A host that does not rewrite answers with its 404 page; the client strips the ending.
    await page.route('**/docs/category/api/index.html', (route) =>
      route.fulfill({status: 404, contentType: 'text/html', body: notFoundPage()}),
    );
    await page.goto('/docs/category/api/index.html');
    await expect(page.getByRole('heading', {level: 1, name: 'API'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
  });

  test('an unknown path ending in .html is served as the route without it', async ({page}) => {
    await page.route('**/intro.html', (route) =>
      route.fulfill({status: 404, contentType: 'text/html', body: notFoundPage()}),
    );
    await page.goto('/intro.html');
    await expect(page.getByRole('heading', {level: 1, name: 'What is Inkwell?'})).toBeVisible();
  });

  test('a route whose code fails to load reloads the page and lands on it', async ({page, allowConsole}) => {
    allowConsole(
      /net::ERR_CONNECTION_RESET|Loading chunk \d+ failed/,
      'the chunk load this test breaks, and the loader reporting it',
    );
    await emulateConnection(page, {saveData: true, effectiveType: '4g'});
    await gotoHydrated(page, '/');
    let aborted = 0;
    await page.route(
      jsChunks,
      (route) => {
        aborted += 1;
        return route.abort('connectionreset');
      },
      {times: 1},
    );
    const reloaded = page.waitForEvent('load');
    await page.locator('.navbar__items--right').getByRole('link', {name: 'Intro', exact: true}).click();
    await reloaded;
    expect(aborted).toBe(1);
    await expect(page).toHaveURL(/\/intro$/);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1, name: 'What is Inkwell?'})).toBeVisible();
  });

  test('a chunk that fails on the first load reloads the page once and it hydrates', async ({page, allowConsole}) => {
    allowConsole(
      /net::ERR_CONNECTION_RESET|Loading chunk \d+ failed/,
      'the chunk load this test breaks, and the loader reporting it',
    );
    // The page's own content chunk: without it the route cannot render. It fails for as
    // long as the first document is open, however often it is asked for.
    const contentChunk = chunkContaining('What Inkwell is not');
    let documents = 0;
    let aborted = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents += 1;
    });
    await page.route(`**/assets/js/${contentChunk}`, (route) => {
      if (documents > 1) return route.continue();
      aborted += 1;
      return route.abort('connectionreset');
    });
    await page.goto('/intro');
    await expect.poll(() => documents).toBe(2);
    expect(aborted).toBeGreaterThan(0);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1, name: 'What is Inkwell?'})).toBeVisible();
  });

  test('a chunk that is gone for good ends on the server-rendered page, never an endless progress bar', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(
      /net::ERR_CONNECTION_RESET|Loading chunk \d+ failed/,
      'the chunk load this test breaks, and the loader reporting it',
    );
    // A deploy removed the chunk and nothing brings it back: Docusaurus reloads once for the
    // client navigation, chunkRecovery once for the first load, and then the static page stays.
    await emulateConnection(page, {saveData: true, effectiveType: '4g'});
    const contentChunk = chunkContaining('What Inkwell is not');
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents += 1;
    });
    await page.route(`**/assets/js/${contentChunk}`, (route) => route.abort('connectionreset'));
    await gotoHydrated(page, '/');
    await page.locator('.navbar__items--right').getByRole('link', {name: 'Intro', exact: true}).click();
    await expect(page).toHaveURL(/\/intro$/);
    await expect.poll(() => documents, {timeout: 15_000}).toBeGreaterThanOrEqual(2);
    // Give a loop time to show itself.
    await page.waitForTimeout(3000);
    expect(documents).toBeLessThanOrEqual(3);
    await expect(page.getByRole('heading', {level: 1, name: 'What is Inkwell?'})).toBeVisible();
    await expect(page.getByText('What Inkwell is not').first()).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a base-URL misconfiguration shows the banner', async ({page, allowConsole}) => {
    // What the banner is for: under the wrong base URL, no asset loads.
    allowConsole(
      /^Failed to load resource: the server responded with a status of 404/,
      'assets asked for under the wrong base URL',
      {kind: 'error'},
    );
    const server = await serveBuild({port: 0, base: '/wrong/'});
    try {
      const {port} = server.address() as AddressInfo;
      // Docusaurus checks on the home page, the page a wrong baseUrl breaks first.
      await page.goto(`http://127.0.0.1:${port}/wrong/`);
      const banner = page.locator('#__docusaurus-base-url-issue-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Your Docusaurus site did not load properly.');
      await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong/');
    } finally {
      server.close();
    }
  });
});
