// @ts-check
// Indexes a folder of built HTML with Pagefind into <folder>/pagefind. A script of its own,
// run by the pagefindIndex plugin after the build and by the bench on a synthetic site:
// Pagefind's Node API is ESM-only, which Docusaurus's config loader cannot import.
//   node indexer.mjs <buildDir> [baseUrl]
import {copyFile, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {brotliCompress, constants, gunzip} from 'node:zlib';
import * as pagefind from 'pagefind';
import {routeOf, sectionOf} from './sections.mjs';

/** Built pages that are not content: the not-found page and the search page itself. */
const notContent = new Set(['404.html', 'search.html']);

/**
 * Parts of a page that repeat on every page or only point elsewhere; indexed, they would
 * match every query. The navbar, sidebar and footer are outside `main` already.
 */
export const excludedSelectors = [
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '.hash-link',
  '[data-copy-page]',
  // A live demo's rendering repeats its source beside it.
  '[data-inkwell-demo]',
];

/**
 * The page as Pagefind should read it: its `main` tagged with its section filter. The file
 * on disk is left alone.
 * @param {string} html
 * @param {string} route
 */
export function withSectionFilter(html, route) {
  return html.replace(/<main\b/, `<main data-pagefind-filter="section:${sectionOf(route)}"`);
}

const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The files the browser fetches: the engine, the index chunks (a query needs one, of about
 * 20,000 word positions) and the fragments (one per result shown: the page's text, for its
 * excerpts). Brotli 11 costs the build about 30 ms per page's fragment, and saves about 18 %
 * on each result a reader sees.
 */
export const brotliIndexFile = /^(pagefind\.js|wasm\.[\w-]+\.pagefind|index\/.+\.pf_index|fragment\/.+\.pf_fragment)$/;

/**
 * Copies of Pagefind's files for nginx's `gzip_static` and `brotli_static`. Pagefind writes
 * its index and engine gzipped and inflates them in JavaScript on the main thread; served
 * with a Content-Encoding instead, the browser decodes them natively (pagefind.js passes
 * data that arrives decoded straight through), and brotli is 10-15 % smaller. The files
 * themselves stay as Pagefind wrote them, for hosts that serve files as they are.
 * - `x.gz`: Pagefind's gzip file itself, for browsers without brotli.
 * - `x.br`: brotli 11 of the decoded content, for the files in {@link brotliIndexFile}
 *   (the filter and metadata files are a few hundred bytes).
 * @param {string} outputPath the pagefind folder
 * @returns {Promise<{gzipFiles: number, brotliFiles: number}>}
 */
export async function precompressIndex(outputPath) {
  const counts = {gzipFiles: 0, brotliFiles: 0};
  const entries = await readdir(outputPath, {withFileTypes: true, recursive: true});
  await Promise.all(
    entries.map(async (entry) => {
      if (!entry.isFile()) return;
      const path = join(entry.parentPath, entry.name);
      const name = relative(outputPath, path).split(sep).join('/');
      const data = await readFile(path);
      const gzipped = data[0] === 0x1f && data[1] === 0x8b;
      if (gzipped) {
        await copyFile(path, `${path}.gz`);
        counts.gzipFiles += 1;
      }
      if (!brotliIndexFile.test(name)) return;
      const content = gzipped ? await gunzipAsync(data) : data;
      const brotli = await brotliAsync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          ...(name.endsWith('.js') ? {[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT} : {}),
        },
      });
      await writeFile(`${path}.br`, brotli);
      counts.brotliFiles += 1;
    }),
  );
  return counts;
}

/**
 * @param {string} buildDir
 * @param {string} baseUrl ending in `/`
 * @returns {Promise<number>} pages indexed
 */
export async function indexSite(buildDir, baseUrl = '/') {
  const {index, errors} = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: excludedSelectors,
    forceLanguage: 'en',
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    let pages = 0;
    const entries = await readdir(buildDir, {withFileTypes: true, recursive: true});
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const relativePath = relative(buildDir, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (notContent.has(relativePath) || relativePath.startsWith('pagefind/')) continue;
      const route = routeOf(relativePath);
      const html = await readFile(join(buildDir, relativePath), 'utf8');
      const added = await index.addHTMLFile({
        url: `${baseUrl.replace(/\/$/, '')}${route}`,
        content: withSectionFilter(html, route),
      });
      if (added.errors.length) throw new Error(`Pagefind could not index ${relativePath}: ${added.errors.join('; ')}`);
      pages += 1;
    }
    const outputPath = join(buildDir, 'pagefind');
    await rm(outputPath, {recursive: true, force: true});
    const written = await index.writeFiles({outputPath});
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    // Pagefind's own UIs and its worker: the site has its own UI and runs the engine on the
    // main thread, so these would only be dead weight in the deploy.
    for (const file of await readdir(outputPath)) {
      if (/^pagefind-(ui|component-ui|modular-ui)\.|^pagefind-worker\.js$/.test(file)) await rm(join(outputPath, file));
    }
    // The engine of each language the index uses; the site forces English, so Pagefind's
    // engine for pages of an unknown language would never load.
    const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8'));
    const engines = new Set(Object.values(entry.languages).map((language) => `wasm.${language.wasm}.pagefind`));
    for (const file of await readdir(outputPath)) {
      if (/^wasm\..+\.pagefind$/.test(file) && !engines.has(file)) await rm(join(outputPath, file));
    }
    const started = Date.now();
    const {gzipFiles, brotliFiles} = await precompressIndex(outputPath);
    console.log(`[pagefind] ${gzipFiles} .gz and ${brotliFiles} .br copies in ${Date.now() - started} ms`);
    return pages;
  } finally {
    await pagefind.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [buildDir, baseUrl = '/'] = process.argv.slice(2);
  if (!buildDir) throw new Error('usage: node indexer.mjs <buildDir> [baseUrl]');
  const pages = await indexSite(buildDir, baseUrl);
  console.log(`[pagefind] indexed ${pages} pages into ${join(buildDir, 'pagefind')}`);
}
