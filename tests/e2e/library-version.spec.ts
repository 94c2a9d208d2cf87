import {readFileSync} from 'node:fs';
import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';

/** What the navbar and footer must show: the library's own package.json, read at build. */
const {version} = JSON.parse(readFileSync('packages/inkwell/package.json', 'utf8')) as {version: string};
const releaseNotes = 'https://github.com/inkwell-cms/inkwell/blob/main/packages/inkwell/CHANGELOG.md';
const itemName = `@inkwell/cms ${version} release notes`;

test.describe('the @inkwell/cms version', () => {
  test('the navbar shows it on desktop, linking to its release notes', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/');
    const item = page.locator('.navbar__items--right').getByRole('link', {name: itemName});
    await expect(item).toBeVisible();
    await expect(item).toContainText(`@inkwell/cms ${version}`);
    await expect(item).toHaveAttribute('href', releaseNotes);
  });

  test('the mobile menu shows it too', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, '/');
    await expect(page.locator('.navbar__items--right').getByRole('link', {name: itemName})).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const item = page.locator('.navbar-sidebar').getByRole('link', {name: itemName});
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('href', releaseNotes);
  });

  test("the footer names it inside <footer>, in the footer's own text colour", async ({page}) => {
    await gotoHydrated(page, '/intro');
    const line = page.getByRole('contentinfo').getByText(`These docs describe @inkwell/cms ${version}.`);
    await expect(line).toBeVisible();
    const colours = await line.evaluate((node) => ({
      line: getComputedStyle(node).color,
      copyright: getComputedStyle(node.closest('footer')?.querySelector('.footer__copyright') ?? node).color,
    }));
    expect(colours.line).toBe(colours.copyright);
  });

  test('the release notes exist in the repository and their newest release is this version', () => {
    const changelog = readFileSync('packages/inkwell/CHANGELOG.md', 'utf8');
    // Changes not yet released are listed first, under "Unreleased".
    const releases = [...changelog.matchAll(/^## (\S+)/gm)]
      .map((match) => match[1])
      .filter((name) => name !== 'Unreleased');
    expect(releases[0]).toBe(version);
  });
});
