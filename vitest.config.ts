import {resolve} from 'node:path';
import {defineConfig} from 'vitest/config';

// With INKWELL_TEST_TIMINGS_DIR=<folder>, every test's duration also goes to <folder>/vitest.json.
const timingsDir = process.env.INKWELL_TEST_TIMINGS_DIR;

export default defineConfig({
  test: {
    reporters: timingsDir ? ['default', ['json', {outputFile: resolve(timingsDir, 'vitest.json')}]] : ['default'],
    projects: [
      'packages/inkwell',
      // The renderer's tests again under React 18.3, the oldest React the library supports.
      'packages/inkwell/vitest.react-18.config.ts',
      {
        // The site's tsconfig preserves JSX for Docusaurus's bundler; tests that import
        // components (the demos' source printer) need it compiled.
        oxc: {jsx: {runtime: 'automatic'}},
        // Docusaurus's alias for the site's root, which the playground's modules import by.
        resolve: {alias: {'@site': import.meta.dirname}},
        test: {
          name: 'site',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          environment: 'node',
        },
      },
      {
        test: {
          // The docs' code samples type-checked against @inkwell/cms, and the environment
          // variables the docs name compared with the library's.
          name: 'docs',
          include: ['tests/docs/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'build-errors',
          include: ['tests/build-errors/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          // Each test runs a real Docusaurus build; two at once is all this machine has cores for.
          maxConcurrency: 1,
        },
      },
    ],
  },
});
