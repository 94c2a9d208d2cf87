// A component's API page documents it as component libraries do: each prop's type, default,
// whether it is required and what it does, in one table; an example; related components and
// the live demo in the guides. On a phone every column of that table is on screen.
import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';

const router = '/docs/api/functions/InkwellRouter';

test.describe.configure({timeout: 180_000});

test("a component's props table has Default and Required, and no parameters table repeats it", async ({page}) => {
  await gotoHydrated(page, router);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Function: InkwellRouter');
  await expect(page.getByRole('heading', {name: 'Parameters'})).toHaveCount(0);
  const table = page.locator('h2#props ~ div table').first();
  await expect(table.locator('thead th')).toHaveText(['Prop', 'Type', 'Default', 'Required', 'Description']);
  // A required prop has no default; an optional one shows its @defaultValue.
  const result = table.locator('tbody tr', {has: page.locator('td:first-child', {hasText: /^\s*result\s*$/})});
  await expect(result.locator('td')).toHaveText(['result', 'ResolveResult', '—', 'Yes', /Inkwell\.resolve/]);
  const blogPath = table.locator('tbody tr', {has: page.locator('td:first-child', {hasText: /^\s*blogPath\s*$/})});
  await expect(blogPath.locator('td').nth(2)).toHaveText("'/blog'");
  await expect(blogPath.locator('td').nth(3)).toHaveText('No');
  const related = page.locator('h2#related + ul');
  await expect(related.getByRole('link', {name: 'SiteProvider'})).toHaveAttribute(
    'href',
    '/docs/api/functions/SiteProvider',
  );
  await expect(related.getByRole('link', {name: 'the editor'})).toHaveAttribute(
    'href',
    '/docs/using-inkwell/create-a-blog-post#write-the-post',
  );
});

test('every component page links to related components, and its live demo where the guides have one', async ({
  page,
}) => {
  const demos: Record<string, string> = {
    AdminToolbar: '/docs/using-inkwell/create-a-blog-post#open-the-editor',
    MarkdownRenderer: '/docs/using-inkwell/markdown-features',
    Navigation: '/docs/using-inkwell/create-a-page#put-the-page-in-the-menu',
    PostList: '/docs/using-inkwell/create-a-blog-post#how-the-post-list-looks',
    SetupForm: '/docs/using-inkwell/users#the-first-admin',
  };
  for (const name of [
    'AdminToolbar',
    'MarkdownRenderer',
    'Navigation',
    'PageRenderer',
    'PostList',
    'SetupForm',
    'SiteProvider',
  ]) {
    await gotoHydrated(page, `/docs/api/functions/${name}`);
    const related = page.locator('h2#related + ul');
    await expect(related.locator('a[href^="/docs/api/functions/"]').first(), name).toBeVisible();
    const demo = demos[name];
    if (demo) await expect(related.locator(`a[href="${demo}"]`), name).toHaveCount(1);
  }
});

test('on a phone each props row is a card with every cell on screen, named by its column', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/docs/api/functions/SiteProvider');
  const table = page.locator('h2#props ~ div table').first();
  // The header row is left for screen readers only: no taller than a pixel.
  expect(await table.locator('thead').evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
  const cells = table.locator('tbody td');
  expect(await cells.count()).toBeGreaterThan(20);
  const offScreen = await cells.evaluateAll((all) =>
    all
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.left < 0 || box.right > document.documentElement.clientWidth;
      })
      .map((cell) => cell.textContent),
  );
  expect(offScreen).toEqual([]);
  const type = table.locator('tbody tr').first().locator('td').nth(1);
  expect(await type.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Type: "');
});
