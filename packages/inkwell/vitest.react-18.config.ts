import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';
import {unitTestTimeout, unitTierGuard} from './vitest.config.js';

/** A file of React 18.3.1, installed by the root `npm install` into `tests/react-18`. */
const react18 = (path: string): string =>
  fileURLToPath(new URL(`../../tests/react-18/node_modules/${path}`, import.meta.url));

// Testing Library's ES module build: its CommonJS main would be loaded by Node, outside the
// aliases, and bring React 19's react-dom.
const testingLibrary = join(
  dirname(createRequire(import.meta.url).resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);

// The package supports React 18.3 and 19 (peerDependencies), and React 19 neutralises
// `javascript:` URLs on its own where React 18.3 does not, so the renderer's security tests
// run again under React 18.3. Every import of react and react-dom, including those of
// react-markdown and Testing Library (inlined so the aliases reach them), gets React 18.3.
/** The renderer's tests under React 18.3 for one tier: in Node, or in Chromium (integration). */
export function react18Tier(tier: 'unit' | 'integration') {
  return defineConfig({
    resolve: {
      alias: [
        {find: /^@testing-library\/react$/, replacement: testingLibrary},
        {find: '@inkwell/cms', replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url))},
        {find: /^react$/, replacement: react18('react/index.js')},
        {find: /^react\/(.+)$/, replacement: react18('react/$1.js')},
        {find: /^react-dom$/, replacement: react18('react-dom/index.js')},
        {find: /^react-dom\/(.+)$/, replacement: react18('react-dom/$1.js')},
      ],
    },
    test: {
      name: tier === 'unit' ? 'inkwell-react-18' : 'inkwell-react-18-integration',
      globals: true,
      setupFiles: tier === 'unit' ? ['./vitest.setup.ts', unitTierGuard] : ['./vitest.setup.ts'],
      include:
        tier === 'unit'
          ? [
              'src/components/MarkdownRenderer/MarkdownRenderer.test.tsx',
              'src/components/MarkdownRenderer/commonmark.test.tsx',
            ]
          : ['src/components/MarkdownRenderer/MarkdownRenderer.chromium.integration.test.tsx'],
      environment: 'node',
      env: {INKWELL_REACT_MAJOR: '18'},
      ...(tier === 'unit' && {testTimeout: unitTestTimeout}),
      server: {deps: {inline: ['react-markdown', '@testing-library/react']}},
    },
  });
}

export default react18Tier('unit');
