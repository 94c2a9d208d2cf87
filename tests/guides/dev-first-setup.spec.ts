/**
 * The guide's own first run: `npm run dev` in a new app, then the setup form, with nothing
 * compiled yet. The first save waits while next dev compiles the API route, so the button's
 * pending state is what the reader watches; the guide says so, and this checks it ends in the
 * site being set up.
 */
import {join} from 'node:path';
import {expect} from '@playwright/test';
import {Server} from './app';
import {createProject, guideServerEnv, step, test} from './guide-app';
import {startMockGitHub} from './mock-github';

const devPort = Number(process.env.INKWELL_GUIDES_PORT ?? 5110) + 3;

test('the first setup in a new app on next dev, with nothing compiled yet', async ({
  browser,
  guideApp: {work, appDir},
}) => {
  const run = 'Run it';
  const github = await startMockGitHub();
  const origin = `http://localhost:${devPort}`;
  const dev = new Server('npx', ['next', 'dev', '-p', String(devPort)], appDir, {
    ...guideServerEnv(origin, github, join(work, 'first-run-data')),
    NODE_ENV: undefined,
  });
  try {
    await step('npm run dev', 'the development server answers the setup page', () =>
      dev.ready(`${origin}/setup`, 240_000),
    );
    const page = await browser.newPage();
    await page.goto(`${origin}/setup`);
    await page.getByRole('textbox', {name: createProject.quote(run, 'Site name')}).fill('First run');

    await step(
      'Save and continue, cold',
      "the button reads Saving… while next dev compiles the API route, then the site is set up (201) and the guide's next step shows",
      async () => {
        const saved = page.waitForResponse(
          (response) => response.url() === `${origin}/api/inkwell/setup` && response.request().method() === 'POST',
          {timeout: 120_000},
        );
        await page.getByRole('button', {name: createProject.quote(run, 'Save and continue')}).click();
        await expect(page.getByRole('button', {name: createProject.quote(run, 'Saving…')})).toBeDisabled();
        expect((await saved).status()).toBe(201);
        await expect(
          page.getByRole('heading', {name: createProject.quote(run, 'Sign in to finish').replace(/\.$/, '')}),
        ).toBeVisible();
        await expect(page.getByRole('status')).toHaveText('First run is set up.');
      },
    );
  } catch (error) {
    console.log(`\n--- ${dev.label}, last output:\n${dev.output.slice(-3000)}`);
    throw error;
  } finally {
    await dev.stop();
    await github.stop();
  }
});
