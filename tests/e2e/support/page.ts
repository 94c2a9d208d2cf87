import {expect, type Page} from '@playwright/test';

/** Docusaurus sets this attribute once React has hydrated the server-rendered HTML. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** Counts JS chunk requests the page makes from now on: the trace of a prefetch or preload. */
export function countChunkRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (/\/assets\/js\/.+\.js$/.test(request.url())) count += 1;
  });
  return () => count;
}
