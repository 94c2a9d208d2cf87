import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';
import {sitemapPaths} from './support/sitemap';

// Each docs page's outline is checked against its table of contents in pages.spec.ts.
const docsPaths = sitemapPaths().filter((path) => path.startsWith('/docs/'));

test('the sitemap lists docs pages to check', () => {
  expect(docsPaths.length).toBeGreaterThan(20);
});

test('/search has a meta description in its pre-rendered HTML and after hydration', async ({page}) => {
  // Search engines and link previews read the served HTML, before any script runs.
  const html = await (await page.request.get('/search')).text();
  // The build minifies HTML, so attribute quotes are optional.
  const served = /<meta[^>]+name="?description"?[^>]+content="([^"]*)"/.exec(html)?.[1] ?? '';
  expect(served).toMatch(/^Search the Inkwell documentation/);
  await gotoHydrated(page, '/search');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', served);
});
