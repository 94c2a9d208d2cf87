import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';

const toggleName = /Switch between dark and light mode/;

test.describe('colour mode', () => {
  test('defaults to light and saves the choice under the theme key', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: toggleName}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(page.getByRole('status').filter({hasText: 'Dark mode on'})).toHaveCount(1);
    await gotoHydrated(page, '/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('follows the system preference while nothing is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('a stored choice beats the system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('stays in sync across tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({colorScheme: 'light'});
    await second.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(first, '/');
    await gotoHydrated(second, '/intro');
    await first.getByRole('button', {name: toggleName}).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the toggle is disabled until the page is ready', async ({browser, page}) => {
    // Without JavaScript the page never becomes ready: this is the server-rendered state.
    const staticContext = await browser.newContext({javaScriptEnabled: false});
    const staticPage = await staticContext.newPage();
    await staticPage.goto('/');
    await expect(staticPage.getByRole('button', {name: toggleName})).toBeDisabled();
    await staticContext.close();
    await gotoHydrated(page, '/');
    await expect(page.getByRole('button', {name: toggleName})).toBeEnabled();
  });
});
