import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/binaries.cjs';
import {reporters} from './tests/support/test-timings.cjs';

/** Port of the static server the tests start over build/. */
const port = Number(process.env.INKWELL_E2E_PORT ?? 4173);
/** Port of the nginx the quality gates (tests/gates) measure the build through. */
const nginxPort = Number(process.env.INKWELL_NGINX_PORT ?? 4580);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: chromiumLaunchOptions(),
};

export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: reporters('e2e'),
  timeout: 60_000,
  expect: {timeout: 10_000},
  projects: [
    {
      name: 'chromium',
      testDir: './tests/e2e',
      use: {...chromium, baseURL: `http://127.0.0.1:${port}`},
    },
    {
      // Against the build served as self-hosters serve it: nginx with deploy/nginx/.
      name: 'gates',
      testDir: './tests/gates',
      use: {...chromium, baseURL: `http://127.0.0.1:${nginxPort}`},
    },
  ],
  webServer: [
    {
      command: `node tests/support/serve-build.cjs --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      timeout: 30_000,
    },
    {
      command: `node scripts/nginx/nginx.cjs --port ${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}/`,
      timeout: 30_000,
    },
  ],
});
