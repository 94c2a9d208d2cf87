import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {readerBundle} from './readerBundle.mjs';

const root = resolve(__dirname, '..', '..');
// Bundled once for both tests.
let full: ReturnType<typeof readerBundle> | undefined;
const fullBundle = () => (full ??= readerBundle({root}));

// esbuild bundles the whole library (react-markdown and its plugins): seconds on a busy machine.
describe('readerBundle', {timeout: 60_000}, () => {
  it("measures the library's JS and CSS for a reader's page, without React", async () => {
    const withReact = await readerBundle({
      root,
      entry: `import {createElement} from 'react';\nexport {createElement};\n`,
    });
    // React is the app's: an entry of React alone costs next to nothing.
    expect(withReact.js.minified).toBeLessThan(200);
    const reader = await fullBundle();
    expect(reader.js.gzip).toBeGreaterThan(1000);
    expect(reader.js.gzip).toBeLessThan(reader.js.minified);
    // The stylesheet is bundled too: the CSS figure is not empty.
    expect(reader.css.gzip).toBeGreaterThan(1000);
    expect(reader.css.gzip).toBeLessThan(reader.css.minified);
  });

  it('costs less for an entry that imports less', async () => {
    const markdownOnly = await readerBundle({
      root,
      entry: `import {PostList} from '@inkwell/cms';\nexport {PostList};\n`,
    });
    const reader = await fullBundle();
    expect(markdownOnly.js.gzip).toBeLessThan(reader.js.gzip);
    expect(markdownOnly.css.gzip).toBe(0);
  });
});
