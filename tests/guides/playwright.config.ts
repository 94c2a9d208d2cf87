import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from '../../scripts/binaries.cjs';
import {reporters} from '../../scripts/test-timings.cjs';

// The guide runner: one long serial walk through the guides in a real Next.js app. Its own
// config, because it starts its own servers (the app, the mock OAuth server), not the docs build.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: reporters('guides'),
  // Creating, building and starting a Next.js app takes minutes on a small machine.
  timeout: 20 * 60_000,
  expect: {timeout: 30_000},
  use: {
    ...devices['Desktop Chrome'],
    trace: 'off',
    actionTimeout: 30_000,
    navigationTimeout: 120_000,
    launchOptions: chromiumLaunchOptions(),
  },
});
