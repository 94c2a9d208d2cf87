import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';
import {specRoutes} from './support/routes';
import {sitemapPaths} from './support/sitemap';

const paths = sitemapPaths();

test('the sitemap lists every route of the spec', () => {
  const missing = specRoutes.filter((route) => !paths.includes(route));
  expect(missing).toEqual([]);
});

test('the sitemap has no blog and no other locale', () => {
  expect(paths.filter((path) => path.startsWith('/blog'))).toEqual([]);
  expect(paths.filter((path) => /^\/[a-z]{2}(-[A-Z]{2})?\//.test(path) && !path.startsWith('/docs/'))).toEqual([]);
});

for (const path of paths) {
  test(`${path} hydrates with no console errors`, async ({page}) => {
    const response = await page.request.get(path);
    expect(response.status(), `${path} is served`).toBe(200);
    await gotoHydrated(page, path);
    // The skip link's target: every page must have it for the skip link to work.
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeVisible();
    // Not the catch-all: a real route renders no "Page Not Found" heading.
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
  });
}
