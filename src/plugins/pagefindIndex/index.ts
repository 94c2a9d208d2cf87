import type {LoadContext, Plugin} from '@docusaurus/types';
import {phaseLine} from '../shared/phaseLine.mjs';
import {runNodeChild} from '../shared/runNodeChild';

/**
 * Indexes the built HTML with Pagefind after the build, into `build/pagefind/`: a chunked
 * index the browser loads a few fragments of per query, so a first search costs about the
 * same at 50 pages as at 5,000. Headings with ids become sub-results; API pages are
 * indexed like guides. It runs in postBuild beside the other steps (it reads only the pages,
 * and writes only `build/pagefind/`, with its own gzip and brotli copies), in a child
 * process: Pagefind's Node API is ESM-only, and the indexer's parsed pages stay out of the
 * build's memory.
 */
export default function pagefindIndex(context: LoadContext): Plugin {
  return {
    name: 'inkwell-pagefind-index',
    async postBuild({outDir}) {
      const started = performance.now();
      await runNodeChild(require.resolve('./indexer.mjs'), [outDir, context.baseUrl], '[pagefind] Indexing');
      console.log(phaseLine('Pagefind index (child process)', performance.now() - started));
    },
  };
}
