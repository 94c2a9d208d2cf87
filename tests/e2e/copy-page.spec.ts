import {axeAudit, wcagTags} from '../support/axe';
import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';

const guide = '/docs/configuration/oauth/github';

test.describe('"Copy page" menu', () => {
  test('opens from the keyboard, walks its items with the arrow keys and closes with Escape back to its button', async ({
    page,
  }) => {
    await gotoHydrated(page, guide);
    const trigger = page.getByRole('button', {name: 'Copy page'});
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Copy as Markdown',
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
    ]);
    await expect(menu.getByRole('menuitem', {name: 'Copy as Markdown'})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', {name: 'View as Markdown'})).toBeFocused();
    const axe = await axeAudit(page).withTags(wcagTags).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('copies the page as Markdown and says so', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await gotoHydrated(page, guide);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await page.request.get(`${guide}.md`)).text();
    expect(copied).toBe(twin);
    expect(copied).toMatch(/^# .*GitHub/m);
  });

  test('links to the Markdown twin and to ChatGPT and Claude with the page URL', async ({page}) => {
    await gotoHydrated(page, '/docs/api/functions/InkwellRouter');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/docs/api/functions/InkwellRouter.md',
    );
    for (const [name, origin] of [
      ['Open in ChatGPT', 'https://chatgpt.com'],
      ['Open in Claude', 'https://claude.ai'],
    ] as const) {
      const href = (await page.getByRole('menuitem', {name}).getAttribute('href')) ?? '';
      expect(new URL(href).origin).toBe(origin);
      expect(new URL(href).searchParams.get('q')).toContain(
        'https://inkwell-cms.github.io/docs/api/functions/InkwellRouter',
      );
    }
  });

  test('the page names its Markdown twin for tools that look for one', async ({page}) => {
    await gotoHydrated(page, guide);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${guide}.md`);
  });
});
