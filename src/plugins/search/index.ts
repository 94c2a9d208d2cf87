import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {phaseLine} from '../shared/phaseLine.mjs';

/**
 * The indexer, loaded by Node's own require: the config's loader (jiti) turns an import() in
 * this file into its require, which Pagefind's ESM-only package refuses, while Node's loads
 * an ES module (Node 20.19 and later).
 */
const {indexSite} = createRequire(__filename)('./indexer.mjs') as typeof import('./indexer.mjs');

/**
 * Ctrl/⌘+K focuses the box: an inline script, so the shortcut works from the first paint, before
 * the site's code has run, and on every page after. Without it the keys went to the page, and the
 * first space typed scrolled it.
 */
const earlyShortcut = `addEventListener("keydown",function(e){if(e.key.toLowerCase()!=="k"||!(e.ctrlKey||e.metaKey)||e.altKey||e.shiftKey)return;var i=document.querySelector(".navbar__search-input");if(i){e.preventDefault();i.focus();i.select()}})`;

/**
 * Site search, all in this folder, as Docusaurus's own search plugins are laid out:
 * - `theme/`: the navbar box (`@theme/SearchBar`) and the search page (`@theme/SearchPage`,
 *   routed at `/search`);
 * - `ui/`: the results list, the ranking and the excerpts, loaded on first use;
 * - `clientModules/`: the highlighter on a page opened from a result, and the search page's
 *   early start;
 * - `indexer.mjs` and `searchWords.mjs`: after the build, Pagefind indexes the built HTML into
 *   `build/pagefind/` (a chunked index the browser loads a few fragments of per query), and the
 *   words ranking needs beyond it are written beside it. Then `afterIndex` runs: Docusaurus
 *   runs the plugins' postBuild hooks at the same time, so only this hook knows when the index
 *   is done, and the build's precompression of the bundles and the index waits for it.
 * @param context the site's
 * @param options `afterIndex`, what to run on the build folder once the index is written
 * @returns the plugin
 * @example plugins: [(context) => searchPlugin(context, {afterIndex: precompressBuild})]
 */
export default function searchPlugin(
  context: LoadContext,
  {afterIndex}: {afterIndex?: (outDir: string) => Promise<void>} = {},
): Plugin {
  return {
    name: 'inkwell-search',
    getThemePath: () => resolve(__dirname, 'theme'),
    getClientModules: () => [
      require.resolve('./clientModules/highlight.ts'),
      require.resolve('./clientModules/searchPageQuery.ts'),
    ],
    contentLoaded({actions}) {
      actions.addRoute({path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: earlyShortcut}]}),
    async postBuild({outDir}) {
      const started = performance.now();
      const pages = await indexSite(outDir, context.baseUrl);
      console.log(`[pagefind] indexed ${pages} pages`);
      console.log(phaseLine('Pagefind index', performance.now() - started));
      await afterIndex?.(outDir);
    },
  };
}
