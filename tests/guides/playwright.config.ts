import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from '../../scripts/binaries.cjs';
import {reporters} from '../support/test-timings.cjs';

// The guide runner: the guides followed in real Next.js apps. Its own config, because it starts
// its own servers (the app, the mock OAuth server), not the docs build. Two workers, each taking
// whole spec files: a spec waits on servers and the browser for much of its time, which the
// other spec's builds fill. Each spec file has ports of its own (INKWELL_GUIDES_PORT + offset).
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  workers: 2,
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
