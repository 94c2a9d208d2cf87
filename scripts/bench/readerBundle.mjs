// @ts-check
// What @inkwell/cms costs a reader's page: an entry that imports the three components a public
// site renders (PostList, PageRenderer, MarkdownRenderer) and the stylesheet, bundled by
// esbuild for the browser as an app's bundler would (the `browser` export condition, React left
// to the app, which has it anyway), minified, then gzipped at level 9.
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';

/** The entry a reader's site amounts to, as far as the library is concerned. */
export const readerEntry = `import {MarkdownRenderer, PageRenderer, PostList} from '@inkwell/cms';
import '@inkwell/cms/styles.css';
export {MarkdownRenderer, PageRenderer, PostList};
`;

/**
 * Bundles `entry` from `root` (where `@inkwell/cms` resolves) and measures its JS and CSS.
 * @param {{root: string, entry?: string}} options
 * @returns {Promise<{js: {minified: number, gzip: number}, css: {minified: number, gzip: number}}>}
 */
export async function readerBundle({root, entry = readerEntry}) {
  const result = await build({
    stdin: {contents: entry, resolveDir: root, loader: 'js', sourcefile: 'reader-entry.js'},
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    // Not written: the sizes are read from memory. esbuild still needs a folder to name the CSS.
    outdir: join(root, 'reader-bundle'),
    write: false,
    logLevel: 'silent',
    define: {'process.env.NODE_ENV': '"production"'},
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  });
  const sizes = (/** @type {string} */ extension) => {
    const files = result.outputFiles.filter((file) => file.path.endsWith(extension));
    return {
      minified: files.reduce((sum, file) => sum + file.contents.byteLength, 0),
      gzip: files.reduce((sum, file) => sum + gzipSync(file.contents, {level: 9}).byteLength, 0),
    };
  };
  return {js: sizes('.js'), css: sizes('.css')};
}
