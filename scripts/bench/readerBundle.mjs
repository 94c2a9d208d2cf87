// @ts-check
// What @inkwell/cms costs a reader's page: the three components a public site renders and the
// stylesheet, bundled for the browser as an app's bundler would (React left to the app),
// minified, then gzipped at level 9.
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';

const readerEntry = `import {MarkdownRenderer, PageRenderer, PostList} from '@inkwell/cms';
import '@inkwell/cms/styles.css';
export {MarkdownRenderer, PageRenderer, PostList};
`;

/**
 * The JS and CSS sizes of `entry` bundled from `root`, where `@inkwell/cms` resolves.
 * @param {{root: string, entry?: string}} options
 */
export async function readerBundle({root, entry = readerEntry}) {
  const result = await build({
    stdin: {contents: entry, resolveDir: root, loader: 'js', sourcefile: 'reader-entry.js'},
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    // Not written; esbuild still needs a folder to name the CSS.
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
