import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {phaseLine} from '../../../scripts/bench/phases.mjs';
import {runNodeChild} from '../nodeChild';

/**
 * Indexes the built HTML with Pagefind after the build, into `build/pagefind/`: a chunked
 * index the browser loads a few fragments of per query, so a first search costs about the
 * same at 50 pages as at 5,000. Headings with ids become sub-results; API pages are
 * indexed like guides. It runs in the plugins' postBuild, in a child process beside the
 * other postBuild plugins (it reads only the pages, and writes only `build/pagefind/`,
 * with its own gzip and brotli copies).
 */
export default function pagefindIndex(context: LoadContext): Plugin {
  return {
    name: 'inkwell-pagefind-index',
    async postBuild({outDir}) {
      const started = performance.now();
      await runNodeChild(join(__dirname, 'indexer.mjs'), [outDir, context.baseUrl], '[pagefind] Indexing');
      console.log(phaseLine('Pagefind index (child process)', performance.now() - started));
    },
  };
}
