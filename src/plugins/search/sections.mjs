// @ts-check
// Which section a page is in, shared by the indexer (Node) and the search UI (browser).

/** The section filters search offers, in the order the UI lists them. */
export const searchSections = /** @type {const} */ (['Guides', 'API', 'Pages']);

/** @typedef {(typeof searchSections)[number]} SearchSection */

/**
 * The section of a page, by its route without the base URL.
 * @param {string} route e.g. `/docs/api/functions/InkwellRouter`
 * @returns {SearchSection}
 */
export function sectionOf(route) {
  if (route === '/docs/api' || route.startsWith('/docs/api/')) return 'API';
  if (route === '/docs' || route.startsWith('/docs/')) return 'Guides';
  return 'Pages';
}

/**
 * The clean URL path (`trailingSlash: false`) of a built HTML file, without the base URL.
 * @param {string} relativePath path under the build folder, with `/` separators
 */
export function routeOf(relativePath) {
  const withoutExtension = relativePath.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutExtension}`.replace(/(.)\/$/, '$1');
}
