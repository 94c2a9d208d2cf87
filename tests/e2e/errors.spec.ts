import {expect, test} from '../support/test';
import {crashPageModule} from './support/crash';

test.describe('error catalogue', () => {
  test('a page that fails to render shows "Page Error" with its causes, and "Try again" recovers', async ({
    page,
    allowConsole,
    consoleProblems,
  }) => {
    // React logs the error its boundary caught; the injected one, and nothing else, is expected.
    allowConsole(/Injected render failure/, 'the render failure this test injects', {kind: 'error'});
    await crashPageModule(page, 'What Inkwell is not');
    await page.goto('/intro');
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Injected render failure')).toBeVisible();
    await expect(page.getByText('The content module threw while rendering')).toBeVisible();
    // The page shell survives the crash: navigation still works.
    await expect(page.locator('nav.navbar')).toBeVisible();
    const report = page.getByRole('link', {name: 'Report this problem'});
    await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/inkwell-cms\/inkwell\/issues\/new\?/);
    expect(new URL((await report.getAttribute('href')) ?? '').searchParams.get('body')).toContain(
      'Injected render failure',
    );

    await page.evaluate(() => {
      (window as unknown as {inkwellTestCrash: boolean}).inkwellTestCrash = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'What is Inkwell?'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
    // The crash reached React's error reporting, as the fallback page says it did.
    expect(consoleProblems.some(({text}) => text.includes('Injected render failure'))).toBe(true);
  });
});
