// @ts-check
// Times the three ways to precompress the build's files (Zopfli, Node's gzip at level 9,
// brotli at quality 11) on the same files, one after another on one core each, and counts
// the bytes each produces. `npm run bench` prints it; it is how src/plugins/precompressAssets/precompress.mjs's choice was
// made (brotli 11 + gzip 9, Zopfli dropped) and how a change to that choice should be judged.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {gzipAsync} from '@gfx/zopfli';
import {buildFiles} from '../../src/plugins/precompressAssets/precompress.mjs';

/**
 * @typedef {{name: string, ms: number, bytes: number}} CompressorFigure
 * @typedef {{files: number, raw: number, results: CompressorFigure[]}} Comparison
 */

/** @type {Array<{name: string, compress: (data: Buffer) => Promise<Uint8Array> | Uint8Array}>} */
export const compressors = [
  {name: 'Zopfli (15 iterations)', compress: (data) => gzipAsync(data, {numiterations: 15})},
  {name: 'gzip level 9 (node:zlib)', compress: (data) => gzipSync(data, {level: 9})},
  {
    name: 'brotli quality 11 (node:zlib)',
    compress: (data) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
  },
];

/**
 * Compresses every file `select` picks from `buildDir` with each compressor in turn.
 * @param {string} buildDir
 * @param {(path: string, size: number) => boolean} select
 * @returns {Promise<Comparison>}
 */
export async function compareCompressors(buildDir, select) {
  const files = buildFiles(buildDir)
    .filter(({path, size}) => select(path, size))
    .map(({path}) => readFileSync(join(buildDir, path)));
  const raw = files.reduce((sum, data) => sum + data.length, 0);
  /** @type {CompressorFigure[]} */
  const results = [];
  for (const {name, compress} of compressors) {
    const started = performance.now();
    let bytes = 0;
    for (const data of files) bytes += (await compress(data)).length;
    results.push({name, ms: Math.round(performance.now() - started), bytes});
  }
  return {files: files.length, raw, results};
}

/**
 * One line per compressor: time, bytes and the size against the first (Zopfli).
 * @param {Comparison} comparison
 * @returns {string[]}
 */
export function comparisonLines({files, raw, results}) {
  const reference = results[0];
  return results.map(
    ({name, ms, bytes}) =>
      `${name}: ${(ms / 1000).toFixed(2)} s, ${bytes} B for ${files} files (${raw} B raw)` +
      (reference ? `, ${((bytes / reference.bytes) * 100).toFixed(1)} % of Zopfli's bytes` : ''),
  );
}
