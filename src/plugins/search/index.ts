import {resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {phaseLine} from '../shared/phaseLine.mjs';

/**
 * Runs the indexer on a thread of its own: the other postBuild hooks keep the main thread
 * busy, and there each page's round trip to Pagefind's service waited for them. Resolves with
 * the pages indexed and when the index was done, which the busy main thread hears of later.
 */
function indexSite(buildDir: string, baseUrl: string): Promise<{pages: number; finished: number}> {
  const indexer = JSON.stringify(pathToFileURL(resolve(__dirname, 'indexer.mjs')).href);
  const worker = new Worker(
    `const {parentPort, workerData} = require('node:worker_threads');
    import(${indexer}).then((m) => m.indexSite(...workerData)).then((pages) => parentPort.postMessage({pages, finished: Date.now()}));`,
    {eval: true, workerData: [buildDir, baseUrl]},
  );
  return new Promise((done, fail) => {
    worker.once('message', done);
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`The search indexer stopped (exit code ${code})`)));
  });
}

/** Ctrl/⌘+K focuses the box from the first paint, before the site's code has run. */
const earlyShortcut = `addEventListener("keydown",function(e){if(e.key.toLowerCase()!=="k"||!(e.ctrlKey||e.metaKey)||e.altKey||e.shiftKey)return;var i=document.querySelector(".navbar__search-input");if(i){e.preventDefault();i.focus();i.select()}})`;

/**
 * Site search: the navbar box and search page (`theme/`), the results UI (`ui/`), and after
 * the build, Pagefind's index of the built HTML with the words ranking needs beside it. Then
 * `afterIndex` (the build's precompression) runs: only this hook knows when the index is done.
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
      const started = Date.now();
      const {pages, finished} = await indexSite(outDir, context.baseUrl);
      console.log(`[pagefind] indexed ${pages} pages`);
      console.log(phaseLine('Pagefind index', finished - started));
      await afterIndex?.(outDir);
    },
  };
}
