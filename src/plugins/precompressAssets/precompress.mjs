// @ts-check
// The precompressed copies of the hashed assets: a gzip (`.gz`) beside each text asset, and a
// brotli (`.br`) beside the shared code, for nginx's `gzip_static` and `brotli_static` to
// serve as they are. gzip 9 costs a small part of Zopfli's time for a few per cent more
// bytes, so every asset gets it. brotli goes to the shared code only (assets of
// `brotliMinimumBytes` or more, what every first visit loads, the chunks split out of shared
// code): the per-page chunks grow with the docs, and brotli on each would make the build's cost
// per page grow with them. The entry runtime is small but holds the map of every chunk's file
// name, which grows with the pages, so it gets brotli whatever its size. Quality 11 goes to
// what every first visit loads and to the small chunks; the big chunks that only some pages or
// an interaction load get 10, which is slightly bigger at far less time. Pages are left to the
// server's on-the-fly compression: they change with every build. `npm run bench` prints the
// figures behind these choices for the current build.
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {promisify} from 'node:util';
import {availableParallelism} from 'node:os';
import {join, relative} from 'node:path';
import {brotliCompress, constants, gzip} from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Worth compressing: text, and big enough that the gzip header does not eat the gain. */
const compressible = /\.(js|css|json|svg|xml|txt|map)$/;
export const minimumBytes = 1024;
/** From here up an asset also gets a brotli copy. */
export const brotliMinimumBytes = 20 * 1024;
/**
 * Chunks the bundler split out of shared code (numeric ids, e.g. `assets/js/9053.f7302042.js`)
 * get brotli whatever their size: every docs page loads several, and their number follows the
 * theme's components, not the number of pages. Route chunks (an 8-hex name per page) do not.
 */
const sharedChunk = /^assets\/js\/\d{1,5}\.[0-9a-f]+\.js$/;

/**
 * Every file under `buildDir`, or under its folder `under`, with its path relative to
 * `buildDir` (forward slashes) and size.
 * @param {string} buildDir
 * @param {string} [under]
 * @returns {Array<{path: string, size: number}>}
 */
export function buildFiles(buildDir, under = '.') {
  return readdirSync(join(buildDir, under), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return {path: relative(buildDir, path).split('\\').join('/'), size: statSync(path).size};
    });
}

/** What every first visit loads: Docusaurus's entry bundle (`main`, `runtime~main`) and stylesheets. */
const firstVisitAsset = /^assets\/(js\/(main|runtime~main)\.[0-9a-f]+\.js|css\/.+\.css)$/;
/** From here up a chunk that is not in every first visit gets brotli 10. */
export const brotliBigBytes = 64 * 1024;

/**
 * Brotli quality for an asset: 10 for a big chunk that not every first visit loads, 11 otherwise.
 * @param {string} path relative to the build, forward slashes
 * @param {number} size in bytes
 * @returns {number}
 */
export function brotliQuality(path, size) {
  return size >= brotliBigBytes && !firstVisitAsset.test(path) ? 10 : 11;
}

/**
 * Which precompressed copies `path` (relative to the build, forward slashes) gets.
 * @param {string} path
 * @param {number} size
 * @returns {{gzip: boolean, brotli: boolean}}
 */
export function precompressedCopies(path, size) {
  const eligible = size >= minimumBytes && compressible.test(path) && path.startsWith('assets/');
  return {
    gzip: eligible,
    brotli:
      eligible &&
      (size >= brotliMinimumBytes || sharedChunk.test(path) || firstVisitAsset.test(path) || path.endsWith('.css')),
  };
}

/**
 * Whether `path` gets any precompressed copy.
 * @param {string} path
 * @param {number} size
 */
export function shouldPrecompress(path, size) {
  return precompressedCopies(path, size).gzip;
}

/**
 * Files compressed at once by default: one per core. Each file in flight holds its bytes and
 * its compressors' state (brotli 10 and 11 keep tens of MB for their match finder), so
 * starting every file at once raised the build's peak memory without finishing any sooner.
 */
export const defaultCompressionJobs = availableParallelism();

/**
 * Writes the copies. The compressions run on Node's thread pool, `jobs` files at a time.
 * @param {string} buildDir
 * @param {{jobs?: number}} [options] how many files to compress at once
 * @returns {Promise<{gzipFiles: number, brotliFiles: number, before: number, gzipBytes: number, brotliBytes: number}>}
 */
export async function precompress(buildDir, {jobs = defaultCompressionJobs} = {}) {
  const totals = {gzipFiles: 0, brotliFiles: 0, before: 0, gzipBytes: 0, brotliBytes: 0};
  // Only `assets/`: Pagefind compresses its own files. The largest first: a big chunk's
  // brotli started last would run alone at the end, with the other jobs long done.
  const queue = buildFiles(buildDir, 'assets').sort((a, b) => b.size - a.size);
  /** @param {{path: string, size: number}} file */
  const compressOne = async ({path: relativePath, size}) => {
    const copies = precompressedCopies(relativePath, size);
    if (!copies.gzip) return;
    const path = join(buildDir, relativePath);
    const data = readFileSync(path);
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(data, {level: 9}),
      copies.brotli
        ? brotliAsync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: brotliQuality(relativePath, size),
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : undefined,
    ]);
    // A copy no smaller than the file would only cost the server a lookup.
    if (gzipped.length < size) {
      writeFileSync(`${path}.gz`, gzipped);
      totals.gzipFiles += 1;
      totals.before += size;
      totals.gzipBytes += gzipped.length;
    }
    if (brotli && brotli.length < size) {
      writeFileSync(`${path}.br`, brotli);
      totals.brotliFiles += 1;
      totals.brotliBytes += brotli.length;
    }
  };
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compressOne(file);
  };
  await Promise.all(Array.from({length: Math.max(1, jobs)}, worker));
  return totals;
}

/**
 * What {@link precompress} did, in one line for the build's output.
 * @param {Awaited<ReturnType<typeof precompress>>} totals
 * @param {number} milliseconds how long it took
 * @returns {string}
 */
export function summary({gzipFiles, brotliFiles, before, gzipBytes, brotliBytes}, milliseconds) {
  return (
    `[precompress] ${gzipFiles} assets (${before} B) with gzip -9 to ${gzipBytes} B, ` +
    `and ${brotliFiles} with brotli (10 for chunks of ${brotliBigBytes / 1024} KB or more, 11 for the rest and the entry bundle) to ${brotliBytes} B, in ${Math.round(milliseconds)} ms.`
  );
}
