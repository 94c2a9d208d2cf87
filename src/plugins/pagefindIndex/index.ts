import {execFile} from 'node:child_process';
import {join} from 'node:path';
import {promisify} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {phaseLine} from '../../../scripts/bench/phases.mjs';

const execFileAsync = promisify(execFile);

/**
 * Indexes the built HTML with Pagefind after the build, into `build/pagefind/`: a chunked
 * index the browser loads a few fragments of per query, so a first search costs about the
 * same at 50 pages as at 5,000. Headings with ids become sub-results; API pages are
 * indexed like guides. It runs in the plugins' postBuild, in a child process beside the
 * other postBuild plugins (it reads only the pages, and writes only `build/pagefind/`);
 * the precompression step after `docusaurus build` then covers its files.
 */
export default function pagefindIndex(context: LoadContext): Plugin {
  return {
    name: 'inkwell-pagefind-index',
    async postBuild({outDir}) {
      const started = performance.now();
      const {stdout, stderr} = await execFileAsync(
        process.execPath,
        [join(__dirname, 'indexer.mjs'), outDir, context.baseUrl],
        {maxBuffer: 16 * 1024 * 1024},
      );
      process.stdout.write(stdout);
      process.stderr.write(stderr);
      console.log(phaseLine('Pagefind index (child process)', performance.now() - started));
    },
  };
}
