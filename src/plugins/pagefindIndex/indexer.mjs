// @ts-check
// Indexes a folder of built HTML with Pagefind into <folder>/pagefind. A script of its own,
// run by the pagefindIndex plugin after the build and by the bench on a synthetic site:
// Pagefind's Node API is ESM-only, which Docusaurus's config loader cannot import.
//   node indexer.mjs <buildDir> [baseUrl]
import {readdir, readFile, rm} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
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
