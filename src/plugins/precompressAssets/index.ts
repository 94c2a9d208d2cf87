import type {Plugin} from '@docusaurus/types';
import {phaseLine} from '../shared/phaseLine.mjs';
import {precompress, summary} from './precompress.mjs';

/**
 * Gzip and brotli copies of the hashed assets (precompress.mjs), written after the build for
 * nginx's `gzip_static` and `brotli_static`.
 *
 * @remarks
 * It reads and writes only `assets/`, so it runs beside the other postBuild steps; the
 * compression runs on Node's thread pool, off the main thread.
 */
export default function precompressAssets(): Plugin {
  return {
    name: 'inkwell-precompress-assets',
    async postBuild({outDir}) {
      const started = performance.now();
      console.log(summary(await precompress(outDir), performance.now() - started));
      console.log(phaseLine('precompression', performance.now() - started));
    },
  };
}
