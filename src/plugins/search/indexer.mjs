// @ts-check
// Indexes a folder of built HTML with Pagefind into <folder>/pagefind, after the build.
import {readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join, relative, sep} from 'node:path';
import * as pagefind from 'pagefind';
import {countPageWords, writeSearchWords} from './searchWords.mjs';
import {routeOf, sectionOf} from './sections.mjs';

/** Not content: the markdown-page sample is about this site, and outranked the Markdown guide. */
const notContent = new Set(['404.html', 'search.html', 'markdown-page.html']);

/** What repeats on every page or only points elsewhere, and so would match every query. */
const excludedSelectors = [
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
 * Tags `main` with its section filter and its front matter's `keywords` as metadata: readers'
 * words for the page ("remove" where it says "delete"), which Docusaurus puts outside `main`.
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
 * Names an API page's members as the guides' code calls them (`Inkwell.resolve()`), at a
 * heading's weight, so a member's own section answers its qualified name.
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

/** The weight of a troubleshooting table's symptoms: heavier than prose, lighter than a heading. */
export const symptomWeight = 3;

/**
 * Weighs the symptom cells of troubleshooting tables ("What you see"): readers search a symptom
 * in its words, which the rest of the guide uses for other things.
 * @param {string} html
 * @returns {string}
 */
export function withSymptomWeights(html) {
  return html.replace(/<table>\s*<thead>\s*<tr>\s*<th[^>]*>\s*What you see\b[\s\S]*?<\/table>/gi, (table) =>
    table.replace(/(<tr\b[^>]*>\s*)<td\b/g, `$1<td data-pagefind-weight="${symptomWeight}"`),
  );
}

/**
 * Punctuates each table row as a sentence ("Site name: Your site's title."), as Pagefind runs
 * cells together in snippets; the header row, which answers nothing, is left out. The built
 * HTML omits `</td>` and `</tr>`, so a cell ends where the next tag of the table starts.
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

const endsSentence = /[.!?]["'”’)\]]*$/;
const endsClause = /[.!?:;,]["'”’)\]]*$/;

/**
 * Where a cell's text ends: before the whitespace and React's `<!-- -->` ahead of the next tag.
 * @param {string} html
 * @param {number} start the cell's content's start
 * @param {number} next the next tag's index
 */
function endOfText(html, start, next) {
  const trailing = html.slice(start, next).match(/(?:\s|<!--[\s\S]*?-->)*$/)?.[0] ?? '';
  return next - trailing.length;
}

/** @param {string} html */
const textOf = (html) => html.replace(/<!--[\s\S]*?-->|<[^>]*>/g, '');

/** Pagefind's engine script, which every first search downloads, and its highlighter. */
export const browserScripts = ['pagefind.js', 'pagefind-highlight.js'];

/**
 * Minifies Pagefind's browser scripts with the build's own swc options (Pagefind keeps every
 * name), keeping licence comments.
 * @param {string} outputPath the pagefind folder
 * @returns {Promise<{before: number, after: number}>} the scripts' bytes before and after
 */
export async function minifyBrowserScripts(outputPath) {
  // Through @docusaurus/faster, the swc the build itself uses, wherever npm put it.
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

/** The `webpackChunkName` of clientModules/searchPageQuery.ts, which search.html preloads. */
export const searchPageChunk = 'search-page-query';

/**
 * Hints on the search page that fetch Pagefind's script, engine and metadata (whose name is
 * known only now) and the search-starting chunk as the page arrives, rather than after main.js
 * has run. `crossorigin` matches Pagefind's `fetch()`; hints of an earlier indexing are replaced.
 * @param {string} html the built search page
 * @param {string} baseUrl ending in `/`
 * @param {{hash: string, wasm: string}} language the index's language, from pagefind-entry.json
 * @param {string} chunk the search-starting chunk's path in the build
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
 * Adds {@link withPagefindPreloads}' hints to `buildDir`'s search page, if it has one, through a
 * renamed temporary file: the security headers step reads the pages meanwhile.
 * @param {string} buildDir
 * @param {string} baseUrl ending in `/`
 * @param {{languages: Record<string, {hash: string, wasm: string, page_count: number}>}} entry pagefind-entry.json
 * @returns {Promise<boolean>} whether there was a search page
 */
export async function addSearchPagePreloads(buildDir, baseUrl, entry) {
  const path = join(buildDir, 'search.html');
  const html = await readFile(path, 'utf8').catch(() => undefined);
  if (html === undefined) return false;
  // One language is forced; were there more, Pagefind would load the largest index.
  const [language] = Object.values(entry.languages).sort((a, b) => b.page_count - a.page_count);
  if (!language) throw new Error('pagefind-entry.json lists no language');
  const chunks = join(buildDir, 'assets', 'js');
  const found = (await readdir(chunks)).filter((file) =>
    new RegExp(`^${searchPageChunk}\\.[0-9a-f]+\\.js$`).test(file),
  );
  if (found.length !== 1) {
    throw new Error(
      `Expected one ${searchPageChunk}.<hash>.js in ${chunks}, found ${found.length}: ` +
        'src/plugins/search/clientModules/searchPageQuery.ts names the chunk with webpackChunkName',
    );
  }
  await writeFile(`${path}.tmp`, withPagefindPreloads(html, baseUrl, language, `assets/js/${found[0]}`));
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
    for (const entry of await readdir(buildDir, {withFileTypes: true, recursive: true})) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const relativePath = relative(buildDir, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (notContent.has(relativePath) || relativePath.startsWith('pagefind/')) continue;
      const route = routeOf(relativePath);
      const html = await readFile(join(buildDir, relativePath), 'utf8');
      // Only `main` is indexed, so Pagefind parses (and the passes below rewrite) that alone.
      const main = /<main\b[\s\S]*<\/main>/.exec(withSectionFilter(html, route))?.[0] ?? '';
      const added = await index.addHTMLFile({
        url: `${baseUrl.replace(/\/$/, '')}${route}`,
        content: withTableSentences(withSymptomWeights(withQualifiedMemberNames(main, route))),
      });
      if (added.errors.length) throw new Error(`Pagefind could not index ${relativePath}: ${added.errors.join('; ')}`);
      countPageWords(vocabulary, main);
      pages += 1;
    }
    const outputPath = join(buildDir, 'pagefind');
    await rm(outputPath, {recursive: true, force: true});
    const written = await index.writeFiles({outputPath});
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8'));
    const engines = new Set(Object.values(entry.languages).map((language) => `wasm.${language.wasm}.pagefind`));
    // Dead weight: Pagefind's own UIs and worker (the site has its own UI and no worker), and
    // the engines of languages the index does not use.
    for (const file of await readdir(outputPath)) {
      const unused = /^pagefind-(ui|component-ui|modular-ui)\.|^pagefind-worker\.js$/.test(file);
      if (unused || (/^wasm\..+\.pagefind$/.test(file) && !engines.has(file))) await rm(join(outputPath, file));
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
