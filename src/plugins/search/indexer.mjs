// @ts-check
// Indexes a folder of built HTML with Pagefind into <folder>/pagefind, after the build (the
// search plugin).
import {readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join, relative, sep} from 'node:path';
import * as pagefind from 'pagefind';
import {countPageWords, writeSearchWords} from './searchWords.mjs';
import {routeOf, sectionOf} from './sections.mjs';

/**
 * Built pages that are not content: the not-found page, the search page itself, and the
 * sample of this docs site's own Markdown, which is about the site rather than Inkwell and
 * sends readers to Markdown features (it outranked that guide for "markdown").
 */
const notContent = new Set(['404.html', 'search.html', 'markdown-page.html']);

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
  // Tab labels (GitHub, Vercel, DynamoDB…) are controls, not content.
  '.tabs-container > [role="tablist"]',
  // A live demo's rendering repeats its source beside it.
  '[data-inkwell-demo]',
];

/**
 * The page as Pagefind should read it: its `main` tagged with its section filter and with its
 * front matter's `keywords` (the words readers use for what the page explains, which its prose
 * may not: "remove" where it says "delete"), as Pagefind metadata, which search matches at the
 * weight `searchRanking.metaWeights` gives it. Docusaurus writes the keywords into `head`,
 * outside the `main` Pagefind reads. The file on disk is left alone.
 * @param {string} html
 * @param {string} route
 */
export function withSectionFilter(html, route) {
  const keywords = /<meta\b[^>]*\bname="?keywords"?[^>]*\bcontent=(?:"([^"]*)"|([^\s>]+))/i
    .exec(html)
    ?.slice(1)
    .find(Boolean);
  const meta = keywords ? ` data-pagefind-meta="keywords:${keywords}"` : '';
  return html.replace(/<main\b/, `<main data-pagefind-filter="section:${sectionOf(route)}"${meta}`);
}

/** Pagefind's own weight for a level-3 heading, which the API body's lower weight overrides. */
export const memberHeadingWeight = 5;

/**
 * An API page as Pagefind should read it: each member's heading by its qualified name,
 * `Inkwell.resolve()` for the `resolve()` under `Inkwell`'s "Members", which is how the
 * guides' code calls it and what a reader searches for. The heading keeps a heading's weight
 * under the body's lower one, so the member's own section answers its name; its sub-result
 * is titled with the qualified name too. The file on disk is left alone.
 * @param {string} html
 * @param {string} route
 */
export function withQualifiedMemberNames(html, route) {
  if (sectionOf(route) !== 'API') return html;
  const owner = html.match(/<h1[^>]*>\s*\w+: ([\w$]+)(?:\(\))?\s*<\/h1>/)?.[1];
  const members = html.match(/<h2\b[^>]*\bid="?members"?[^>]*>[\s\S]*?(?=<h2\b|<\/main>|$)/);
  if (!owner || !members || members.index === undefined) return html;
  const qualified = members[0].replace(
    /<h3\b([^>]*)>\s*([\w$]+(?:\(\))?)/g,
    (_, attributes, name) => `<h3${attributes} data-pagefind-weight="${memberHeadingWeight}">${owner}.${name}`,
  );
  return html.slice(0, members.index) + qualified + html.slice(members.index + members[0].length);
}

/**
 * Pagefind's weight for the first column of a troubleshooting table, the symptoms: heavier
 * than prose, lighter than a heading.
 */
export const symptomWeight = 3;

/**
 * A guide as Pagefind should read it: in each troubleshooting table (its first column headed
 * "What you see"), the symptom cells weigh more than the rest of the page. A reader who
 * searches for a symptom types it the way that column says it ("you sign in but stay signed
 * out"), while the rest of the guide uses the same words for other things ("sign in" in every
 * step); at a prose weight, a guide that repeats them outranks the row that answers. The file
 * on disk is left alone.
 * @param {string} html
 * @returns {string}
 */
export function withSymptomWeights(html) {
  return html.replace(/<table>\s*<thead>\s*<tr>\s*<th[^>]*>\s*What you see\b[\s\S]*?<\/table>/gi, (table) =>
    table.replace(/(<tr\b[^>]*>\s*)<td\b/g, `$1<td data-pagefind-weight="${symptomWeight}"`),
  );
}

/**
 * A page's tables as Pagefind should read them: each row a sentence of its cells. Pagefind
 * ends a heading's text with a full stop but runs the cells of a row, and the rows of a table,
 * together ("Field What to enter Site name Your site's title"), so a snippet reads as one
 * sentence made of them. Here each cell but the last ends with a colon after the first cell
 * and a semicolon after the others, and the row with a full stop, unless the cell ends in
 * punctuation already: "Site name: Your site's title, shown in its header." The header row
 * names the columns, which every row's snippet would otherwise begin with, and which answer
 * nothing, so it is left out. The built HTML omits optional end tags (`</td>`, `</tr>`), so a
 * cell ends where the next cell, row or section of the table starts. The file on disk is left
 * alone.
 * @param {string} html
 * @returns {string}
 */
export function withTableSentences(html) {
  return html.replace(/<table\b[\s\S]*?<\/table>/gi, (table) => {
    const withoutHeader = table.replace(/<thead\b[\s\S]*?(?=<tbody\b|<\/table>)/i, '');
    /** @type {{start: number, end: number, row: number}[]} */
    const cells = [];
    let row = 0;
    /** @type {number | undefined} */
    let cellStart;
    for (const tag of withoutHeader.matchAll(/<(\/?)(t[dhr]|tbody|thead|tfoot|table)\b[^>]*>/gi)) {
      if (cellStart !== undefined) {
        cells.push({start: cellStart, end: endOfText(withoutHeader, cellStart, tag.index), row});
        cellStart = undefined;
      }
      const name = (tag[2] ?? '').toLowerCase();
      if (name === 'tr' && !tag[1]) row += 1;
      if (!tag[1] && (name === 'td' || name === 'th')) cellStart = tag.index + tag[0].length;
    }
    let result = withoutHeader;
    for (let index = cells.length - 1; index >= 0; index -= 1) {
      const cell = cells[index];
      if (!cell) continue;
      const last = cells[index + 1]?.row !== cell.row;
      const first = cells[index - 1]?.row !== cell.row;
      const text = textOf(result.slice(cell.start, cell.end)).trim();
      if (!text || (last ? endsSentence : endsClause).test(text)) continue;
      const separator = last ? '.' : first ? ':' : ';';
      result = result.slice(0, cell.end) + separator + result.slice(cell.end);
    }
    return result;
  });
}

/** Text that ends a sentence, maybe closed by a quote or bracket. */
const endsSentence = /[.!?]["'”’)\]]*$/;
/** Text that ends a sentence or a clause. */
const endsClause = /[.!?:;,]["'”’)\]]*$/;

/**
 * Where a cell's text ends in `html`: before the whitespace and comments (`<!-- -->`, React's
 * text separators) between its last word and the next tag at `next`.
 * @param {string} html
 * @param {number} start the cell's content's start
 * @param {number} next the next tag's index
 */
function endOfText(html, start, next) {
  const inner = html.slice(start, next);
  const trailing = inner.match(/(?:\s|<!--[\s\S]*?-->)*$/)?.[0] ?? '';
  return next - trailing.length;
}

/**
 * The text of a piece of HTML, tags left out.
 * @param {string} html
 */
const textOf = (html) => html.replace(/<!--[\s\S]*?-->|<[^>]*>/g, '');

/**
 * Pagefind's browser scripts: its engine's JavaScript, which every first search downloads
 * (pagefind.js), and the highlighter a result's page loads (pagefind-highlight.js, mark.js).
 */
export const browserScripts = ['pagefind.js', 'pagefind-highlight.js'];

/**
 * Minifies Pagefind's browser scripts in place the way the site's own bundles are minified
 * (swc, with Docusaurus Faster's options). Pagefind writes them with their whitespace gone
 * but every name kept (`passStringToWasm0`, `loaded_fragment_groups`…): minified, pagefind.js
 * is the largest cut in a first search after the parts Pagefind fixes (the engine's
 * WebAssembly, an index chunk). Licence comments stay.
 * @param {string} outputPath the pagefind folder
 * @returns {Promise<{before: number, after: number}>} the scripts' bytes before and after
 */
export async function minifyBrowserScripts(outputPath) {
  // @docusaurus/faster is a dependency of the site, and @swc/core one of it: resolved through
  // it, the minifier is the one the build itself uses, wherever npm put it.
  const requireFromSite = createRequire(import.meta.url);
  /** @type {{getSwcJsMinimizerOptions: () => import('@swc/core').JsMinifyOptions}} */
  const faster = requireFromSite('@docusaurus/faster');
  /** @type {typeof import('@swc/core')} */
  const swc = createRequire(requireFromSite.resolve('@docusaurus/faster'))('@swc/core');
  const options = faster.getSwcJsMinimizerOptions();
  const sizes = {before: 0, after: 0};
  for (const file of browserScripts) {
    const path = join(outputPath, file);
    const source = await readFile(path, 'utf8');
    const {code} = await swc.minify(source, {...options, format: {...options.format, comments: 'some'}});
    await writeFile(path, code);
    sizes.before += Buffer.byteLength(source);
    sizes.after += Buffer.byteLength(code);
  }
  return sizes;
}

/** The built search page, which searches the query in its URL as the site's code starts. */
export const searchPageFile = 'search.html';

/**
 * The name clientModules/searchPageQuery.ts gives the chunk that starts the search page's
 * search (its `webpackChunkName`), so the built file, `assets/js/<name>.<hash>.js`, can be found.
 */
export const searchPageChunk = 'search-page-query';

/**
 * The built search-starting chunk's path in `buildDir`.
 * @param {string} buildDir
 * @returns {Promise<string>} such as `assets/js/search-page-query.1a2b3c4d.js`
 */
export async function searchPageChunkFile(buildDir) {
  const pattern = new RegExp(`^${searchPageChunk}\\.[0-9a-f]+\\.js$`);
  const found = (await readdir(join(buildDir, 'assets', 'js'))).filter((file) => pattern.test(file));
  if (found.length !== 1) {
    throw new Error(
      `Expected one ${searchPageChunk}.<hash>.js in ${join(buildDir, 'assets', 'js')}, found ${found.length}: ` +
        'src/plugins/search/clientModules/searchPageQuery.ts names the chunk with webpackChunkName',
    );
  }
  return `assets/js/${found[0]}`;
}

/**
 * The search page with hints that download Pagefind's engine and metadata as the page
 * arrives: its script (pagefind.js), its WebAssembly and the metadata file of the index's
 * language, whose name holds a hash of this index and so is known only now. The page's own
 * code starts the search once main.js has downloaded and run; without the hints, those
 * three downloads would start only then. Pagefind fetches the two files with `fetch()`'s
 * defaults (CORS mode, same-origin credentials), which `crossorigin` matches, so the
 * browser hands it the preloaded responses. The page's code that starts the search is a
 * chunk of its own ({@link searchPageChunk}), which the site's code would otherwise ask for
 * only once main.js has run; its hint is a plain script preload, as the bundler's runtime
 * adds the chunk's `<script>` without `crossorigin`. Hints an earlier indexing added (the
 * bench indexes a copy of the build again) are replaced.
 * @param {string} html the built search page
 * @param {string} baseUrl ending in `/`
 * @param {{hash: string, wasm: string}} language the index's language, from pagefind-entry.json
 * @param {string} chunk the search-starting chunk's path in the build, such as `assets/js/search-page-query.1a2b3c4d.js`
 * @returns {string}
 */
export function withPagefindPreloads(html, baseUrl, language, chunk) {
  const folder = `${baseUrl}pagefind/`;
  const hints =
    `<link rel="preload" as="script" href="${baseUrl}${chunk}" data-pagefind-preload>` +
    `<link rel="modulepreload" href="${folder}pagefind.js" data-pagefind-preload>` +
    `<link rel="preload" as="fetch" crossorigin href="${folder}pagefind.${language.hash}.pf_meta" data-pagefind-preload>` +
    `<link rel="preload" as="fetch" crossorigin href="${folder}wasm.${language.wasm}.pagefind" data-pagefind-preload>`;
  const withoutEarlier = html.replace(/<link\b[^>]*\bdata-pagefind-preload\b[^>]*>/g, '');
  const charset = /<meta charset=[^>]*>/i.exec(withoutEarlier);
  if (!charset) throw new Error("The search page has no <meta charset> to put Pagefind's preload hints after");
  const at = charset.index + charset[0].length;
  return withoutEarlier.slice(0, at) + hints + withoutEarlier.slice(at);
}

/**
 * Adds {@link withPagefindPreloads}' hints to `buildDir`'s search page, if it has one.
 * Written to a temporary file and renamed over the page: the security headers step reads
 * the built pages meanwhile, and sees the page whole, before or after.
 * @param {string} buildDir
 * @param {string} baseUrl ending in `/`
 * @param {{languages: Record<string, {hash: string, wasm: string, page_count: number}>}} entry pagefind-entry.json
 * @returns {Promise<boolean>} whether there was a search page
 */
export async function addSearchPagePreloads(buildDir, baseUrl, entry) {
  const path = join(buildDir, searchPageFile);
  let html;
  try {
    html = await readFile(path, 'utf8');
  } catch {
    return false;
  }
  // The site forces one language; were there more, Pagefind would load the largest index
  // for a page of a language it lacks.
  const [language] = Object.values(entry.languages).sort((a, b) => b.page_count - a.page_count);
  if (!language) throw new Error('pagefind-entry.json lists no language');
  const chunk = await searchPageChunkFile(buildDir);
  await writeFile(`${path}.tmp`, withPagefindPreloads(html, baseUrl, language, chunk));
  await rename(`${path}.tmp`, path);
  return true;
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
    /** @type {Map<string, number>} */
    const vocabulary = new Map();
    const entries = await readdir(buildDir, {withFileTypes: true, recursive: true});
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const relativePath = relative(buildDir, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (notContent.has(relativePath) || relativePath.startsWith('pagefind/')) continue;
      const route = routeOf(relativePath);
      const html = await readFile(join(buildDir, relativePath), 'utf8');
      const added = await index.addHTMLFile({
        url: `${baseUrl.replace(/\/$/, '')}${route}`,
        content: withTableSentences(
          withSymptomWeights(withQualifiedMemberNames(withSectionFilter(html, route), route)),
        ),
      });
      if (added.errors.length) throw new Error(`Pagefind could not index ${relativePath}: ${added.errors.join('; ')}`);
      countPageWords(vocabulary, html);
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
    await addSearchPagePreloads(buildDir, baseUrl, entry);
    const words = await writeSearchWords(outputPath, vocabulary);
    console.log(`[pagefind] ${words.words} site words`);
    const scripts = await minifyBrowserScripts(outputPath);
    console.log(`[pagefind] scripts minified from ${scripts.before} to ${scripts.after} B`);
    return pages;
  } finally {
    await pagefind.close();
  }
}
