import {fileURLToPath} from 'node:url';
import {configDefaults, defineConfig} from 'vitest/config';

/**
 * Tests that start a browser, a server, an emulator or a build: the integration tier, which
 * `npm run test:all` runs. `npm test` runs the rest, and fails a test there that starts any of them.
 */
export const integrationTests = ['**/*.integration.test.{ts,tsx}'];

/** The fast tier's guard: a unit test that starts a process or opens a port fails, saying why. */
export const unitTierGuard = fileURLToPath(new URL('../../tests/support/unit-tier.ts', import.meta.url));

/**
 * The unit tests' time limit. Property tests run thousands of cases; on a loaded two-core
 * machine that can pass the 5 s default, and a timeout there is not a finding. Speed is
 * measured by the bench.
 */
export const unitTestTimeout = 60_000;

/** The library's test options for one tier; `vitest.integration.config.ts` is the other. */
export function inkwellTier(tier: 'unit' | 'integration') {
  return defineConfig({
    // Tests import the public package name, mapped to the source, so they exercise the real
    // entry point rather than deep module paths.
    resolve: {
      alias: {
        '@inkwell/cms/playground': fileURLToPath(new URL('./src/playground.ts', import.meta.url)),
        '@inkwell/cms': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      },
    },
    test: {
      name: tier === 'unit' ? 'inkwell' : 'inkwell-integration',
      globals: true,
      setupFiles: tier === 'unit' ? ['./vitest.setup.ts', unitTierGuard] : ['./vitest.setup.ts'],
      include:
        tier === 'unit'
          ? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts']
          : integrationTests,
      exclude: tier === 'unit' ? [...configDefaults.exclude, ...integrationTests] : configDefaults.exclude,
      // Component tests opt into jsdom per file with `// @vitest-environment jsdom`;
      // server code runs in plain Node so fetch, crypto and fs are the real ones.
      environment: 'node',
      ...(tier === 'unit' && {testTimeout: unitTestTimeout}),
    },
  });
}

export default inkwellTier('unit');
