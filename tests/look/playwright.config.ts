import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from '../../scripts/binaries.cjs';
import {reporters} from '../support/test-timings.cjs';

/**
 * The library's look, without the docs site: its screens rendered server-side into host
 * pages (with and without Tailwind's preflight) that the tests serve themselves on port 0,
 * so this config needs no build of the site and no web server of its own.
 */
export default defineConfig({
  testDir: '.',
  // screenshots.spec.ts writes review screenshots, not checks: only when asked for with
  // LOOK_SHOTS_DIR=<folder> npx playwright test -c tests/look screenshots
  ...(process.env.LOOK_SHOTS_DIR ? {} : {testIgnore: 'screenshots.spec.ts'}),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: reporters('look'),
  timeout: 60_000,
  use: {
    ...devices['Desktop Chrome'],
    trace: 'off',
    launchOptions: chromiumLaunchOptions(),
  },
});
