import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// Tests import the public package name, mapped to the source, so they exercise the real
// entry point rather than deep module paths.
export default defineConfig({
  resolve: {
    alias: {
      '@inkwell/cms/playground': fileURLToPath(new URL('./src/playground.ts', import.meta.url)),
      '@inkwell/cms': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'inkwell',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // Component tests opt into jsdom per file with `// @vitest-environment jsdom`;
    // server code runs in plain Node so fetch, crypto and fs are the real ones.
    environment: 'node',
  },
});
