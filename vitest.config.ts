import {resolve} from 'node:path';
import {configDefaults, defineConfig} from 'vitest/config';
import {integrationTests, unitTestTimeout, unitTierGuard} from './packages/inkwell/vitest.config.js';

// With INKWELL_TEST_TIMINGS_DIR=<folder>, every test's duration also goes to <folder>/vitest.json.
const timingsDir = process.env.INKWELL_TEST_TIMINGS_DIR;

// The unit projects (`npm test`) start no browser, server, emulator or build: a guard fails any
// test that does. The integration projects (`npm run test:all`) hold the rest.
const unitTier = {
  exclude: [...configDefaults.exclude, ...integrationTests],
  setupFiles: [unitTierGuard],
  testTimeout: unitTestTimeout,
};

// The site's tsconfig preserves JSX for Docusaurus's bundler; `@site` is its alias for the root.
const siteOptions = {
  oxc: {jsx: {runtime: 'automatic' as const}},
  resolve: {alias: {'@site': import.meta.dirname}},
};

export default defineConfig({
  test: {
    reporters: timingsDir ? ['default', ['json', {outputFile: resolve(timingsDir, 'vitest.json')}]] : ['default'],
    projects: [
      'packages/inkwell/vitest.config.ts',
      // The renderer's tests again under React 18.3, the oldest React the library supports.
      'packages/inkwell/vitest.react-18.config.ts',
      {
        ...siteOptions,
        test: {
          name: 'site',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'tests/load/**/*.test.ts'],
          ...unitTier,
        },
      },
      {
        test: {
          name: 'docs',
          include: ['tests/docs/**/*.test.ts'],
          ...unitTier,
        },
      },
      'packages/inkwell/vitest.integration.config.ts',
      'packages/inkwell/vitest.react-18-integration.config.ts',
      {
        ...siteOptions,
        test: {name: 'site-integration', include: integrationTests.map((pattern) => `{src,scripts,tests}/${pattern}`)},
      },
      {
        test: {
          name: 'build-errors',
          include: ['tests/build-errors/**/*.test.ts'],
          testTimeout: 240_000,
          // Each test runs a real Docusaurus build; two at once is all this machine has cores for.
          maxConcurrency: 1,
        },
      },
    ],
  },
});
