import {defineConfig} from 'vitest/config';

// The packed library's docs against the site's build: run by `npm test` after the production
// build, which it reads, so it is not a project of the root config (whose unit tests run first).
export default defineConfig({
  test: {
    name: 'package-docs',
    root: __dirname,
    include: ['*.test.ts'],
    environment: 'node',
    // npm pack runs the library's prepack, which copies the site's pages.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
