import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';

test.describe('local search', () => {
  test('Ctrl+K focuses the search box from anywhere on the page', async ({page}) => {
    await gotoHydrated(page, '/intro');
    const input = page.getByRole('combobox', {name: 'Search'}).or(page.getByPlaceholder('Search')).first();
    await expect(input).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
  });

  // `hit` is text of the result: its title, or for a match in the body, its breadcrumb.
  for (const {query, hit, expectedPath, kind} of [
    {
      query: 'GitHub OAuth app',
      hit: 'OAuth › GitHub',
      expectedPath: '/docs/configuration/oauth/github',
      kind: 'a guide',
    },
    {
      query: 'InkwellRouter',
      hit: 'InkwellRouter',
      expectedPath: '/docs/api/functions/InkwellRouter',
      kind: 'an API page',
    },
    {query: 'Providers', hit: 'Providers', expectedPath: '/providers', kind: 'a top-level page'},
  ]) {
    test(`finds ${kind} and opens it`, async ({page}) => {
      await gotoHydrated(page, '/');
      const input = page.getByPlaceholder('Search');
      await input.click();
      await input.fill(query);
      const result = page.getByRole('option').filter({hasText: hit}).first();
      await expect(result).toBeVisible();
      await result.click();
      // The target page highlights the query, so it arrives as `?_highlight=…`.
      await expect(page).toHaveURL(new RegExp(`${expectedPath}(\\?[^#]*)?(#.*)?$`));
    });
  }

  test('the search page lists results for a query in the URL', async ({page}) => {
    await gotoHydrated(page, '/search?q=setup%20form');
    await expect(page.getByRole('heading', {level: 1, name: 'Search results for "setup form"'})).toBeVisible();
    const firstResult = page.locator('article h2 a').first();
    await expect(firstResult).toHaveAttribute('href', /^\/docs\//);
    await firstResult.click();
    await expect(page.locator('mark').filter({hasText: /setup/i}).first()).toBeVisible();
  });
});
