import {expect, type Page} from '@playwright/test';

/** Docusaurus sets this attribute once React has hydrated the server-rendered HTML. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/**
 * Waits for the page's running CSS transitions and animations to finish: a colour read while a
 * link or theme is changing state (axe's contrast checks, a layout read) is halfway between two.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/** Counts JS chunk requests the page makes from now on: the trace of a prefetch or preload. */
export function countChunkRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (/\/assets\/js\/.+\.js$/.test(request.url())) count += 1;
  });
  return () => count;
}
