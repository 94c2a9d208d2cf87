import {expect, test} from '../support/test';
import {specRoutes} from './support/routes';
import {sitemapPaths} from './support/sitemap';

// Each page's own checks (served, hydrated, no console errors) are in pages.spec.ts.
const paths = sitemapPaths();

test('the sitemap lists every route of the spec', () => {
  const missing = specRoutes.filter((route) => !paths.includes(route));
  expect(missing).toEqual([]);
});

test('the sitemap has no blog and no other locale', () => {
  expect(paths.filter((path) => path.startsWith('/blog'))).toEqual([]);
  expect(paths.filter((path) => /^\/[a-z]{2}(-[A-Z]{2})?\//.test(path) && !path.startsWith('/docs/'))).toEqual([]);
});
