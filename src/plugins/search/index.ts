import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {phaseLine} from '../shared/phaseLine.mjs';
import {runNodeChild} from '../shared/runNodeChild';

/**
 * Ctrl/⌘+K before the site's code has run: an inline script, so the shortcut focuses the box
 * from the first paint (the search bar's own listener takes over once React hydrates, and does
 * the same). Without it the keys went to the page, and the first space typed scrolled it.
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
 *   words ranking needs beyond it are written beside it.
 * @param context the site's
 * @returns the plugin
 * @example plugins: [searchPlugin]
 */
export default function searchPlugin(context: LoadContext): Plugin {
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
      // Pagefind's Node API is ESM-only: the config's loader (jiti) turns an import() here
      // into a require(), which Pagefind's package refuses, and an import() made at run time
      // has no module loader in the config's vm context. So the indexer runs as a script.
      await runNodeChild(require.resolve('./indexer.mjs'), [outDir, context.baseUrl], '[pagefind] Indexing');
      console.log(phaseLine('Pagefind index (child process)', performance.now() - started));
    },
  };
}
