import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';

test('the not-found page offers search with the words of the address and the closest pages', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 404/, 'the missing page is the result under test', {kind: 'error'});
  const response = await page.goto('/docs/oauth/githb');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByText('Please contact the owner')).toHaveCount(0);
  const search = page.getByRole('searchbox', {name: 'Search the docs'});
  await expect(search).toHaveValue('oauth githb');
  const suggestions = page.getByRole('region', {name: 'Pages with a similar address'});
  await expect(suggestions.locator('li a').first()).toHaveAttribute('href', /\/docs\/configuration\/oauth\//);
  // Starting points for editors as well as developers.
  const start = page.getByRole('region', {name: 'Or start from'});
  await expect(start.getByRole('link', {name: 'Write a blog post'})).toBeVisible();
  await expect(start.getByRole('link', {name: 'Create a new project'})).toBeVisible();
  // The search form works without the site's scripts: a plain GET to /search.
  await search.fill('markdown');
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(page).toHaveURL(/\/search\?q=markdown$/);
});

test('a mistyped address that names a task suggests the guide before API types', async ({page, allowConsole}) => {
  allowConsole(/status of 404/, 'the missing page is the result under test', {kind: 'error'});
  await page.goto('/this-page-does-not-exist');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const suggestions = page.getByRole('region', {name: 'Pages with a similar address'});
  await expect(suggestions.locator('li a').first()).toHaveAttribute('href', '/docs/using-inkwell/create-a-page');
});

test('the providers page fills each row with its cards and sets variable names as code', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/providers');
  const rows = await page.locator('section ul').evaluateAll((lists) =>
    lists.map((list) => {
      const cards = Array.from(list.children).map((card) => card.getBoundingClientRect());
      const top = cards[0]?.top ?? 0;
      const firstRow = cards.filter((card) => Math.abs(card.top - top) < 2);
      const used = firstRow.reduce((sum, card) => sum + card.width, 0);
      return used / list.getBoundingClientRect().width;
    }),
  );
  expect(rows.length).toBeGreaterThan(2);
  // Gaps take a little; an empty column would take a quarter or more.
  for (const share of rows) expect(share).toBeGreaterThan(0.9);
});

test('the home page is a hero, the features with icons, the install commands and the editor, in three screens', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/');
  const hero = page.locator('header').filter({has: page.getByRole('heading', {level: 1, name: 'Inkwell'})});
  await expect(hero.getByRole('link')).toHaveText(['Get started', 'What is Inkwell?']);
  for (const card of await page.locator('#home-features + ul > li').all()) {
    await expect(card.locator('svg[aria-hidden="true"]')).toHaveCount(1);
  }
  await expect(page.locator('section:has(#home-install) pre')).toContainText('npm install @inkwell/cms');
  await expect(page.locator('main [data-inkwell-demo]')).toHaveCount(1);
  // Everything above the footer fits in about three screens of 900 px: the editor demo, a
  // screen and a half by itself, leaves the rest under two.
  const contentBottom = await page.locator('main').evaluate((main) => main.getBoundingClientRect().bottom + scrollY);
  expect(contentBottom).toBeLessThanOrEqual(3.2 * 900);
});

test('the home page shows the editor working and its features without an orphan row', async ({page}) => {
  for (const width of [1280, 768]) {
    await page.setViewportSize({width, height: 900});
    await gotoHydrated(page, '/');
    await expect(page.locator('main [data-inkwell-demo]')).toHaveCount(1);
    const tops = await page
      .locator('#home-features + ul > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const perRow = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
    expect(perRow.at(-1), `${width} px: ${perRow.join('+')}`).toBeGreaterThan(1);
  }
});

test('every provider card shows its mark beside its name, hidden from screen readers', async ({page}) => {
  await gotoHydrated(page, '/providers');
  const cards = page.locator('section ul > li');
  expect(await cards.count()).toBeGreaterThan(8);
  for (const card of await cards.all()) {
    const mark = card.locator('svg');
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    // Drawn, not an empty box: its path has a size.
    const area = await mark.locator('path').evaluate((path) => {
      const box = (path as SVGPathElement).getBBox();
      return box.width * box.height;
    });
    expect(area, await card.innerText()).toBeGreaterThan(50);
  }
});
