import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Indexes the built HTML with Pagefind after the build, into `build/pagefind/`: a chunked
 * index the browser loads a few fragments of per query, so a first search costs about the
 * same at 50 pages as at 5,000. Headings with ids become sub-results; API pages are
 * indexed like guides. It runs in the plugins' postBuild, before the security headers
 * and precompression steps, which then cover its files.
 */
export default function pagefindIndex(context: LoadContext): Plugin {
  return {
    name: 'inkwell-pagefind-index',
    postBuild({outDir}) {
      execFileSync(process.execPath, [join(__dirname, 'indexer.mjs'), outDir, context.baseUrl], {stdio: 'inherit'});
    },
  };
}
