import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

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
export default defineConfig({
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
    name: 'inkwell-react-18',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: [
      'src/components/MarkdownRenderer/MarkdownRenderer.test.tsx',
      'src/components/MarkdownRenderer/MarkdownRenderer.chromium.test.tsx',
      'src/components/MarkdownRenderer/commonmark.test.tsx',
    ],
    environment: 'node',
    env: {INKWELL_REACT_MAJOR: '18'},
    server: {deps: {inline: ['react-markdown', '@testing-library/react']}},
  },
});
