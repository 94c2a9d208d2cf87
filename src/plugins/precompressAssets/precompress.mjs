// @ts-check
// The precompressed copies of what the build writes, for nginx's `gzip_static` and
// `brotli_static` to serve as they are: a gzip (`.gz`) and, where it pays, a brotli (`.br`)
// beside each file of `assets/` (the bundles) and `pagefind/` (the search engine and index).
// One step for both, after the search index is written, so one set of rules decides:
// - gzip 9 costs a small part of Zopfli's time for a few per cent more bytes, so every text
//   asset gets it.
// - brotli goes to what every first visit or first search loads: the entry bundle, the
//   stylesheets, the chunks split out of shared code, anything of `brotliMinimumBytes` or more,
//   and every file of Pagefind's. The per-page chunks grow with the docs, and brotli on each
//   would make the build's cost per page grow with them.
// - Quality 11, except 10 for what there is one of per page or only an interaction loads (a
//   page's search fragment, a big chunk outside the first visit): slightly bigger at far less
//   time.
// - Pagefind writes its index and engine gzipped and inflates them in JavaScript on the main
//   thread. Its gzip becomes the `.gz` as it is, and the `.br` is brotli of the decoded
//   content: served with a Content-Encoding, the browser decodes them natively, and
//   pagefind.js passes data that arrives decoded straight through.
// Pages and Markdown twins are left to the server's on-the-fly compression: they change with
// every build.
import {phaseLine} from '../shared/phaseLine.mjs';
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {promisify} from 'node:util';
import {availableParallelism} from 'node:os';
import {join, relative} from 'node:path';
import {brotliCompress, constants, gunzip, gzip} from 'node:zlib';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

/** The folders whose files get copies: the bundler's hashed assets and Pagefind's output. */
export const precompressedFolders = ['assets', 'pagefind'];
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
 * What every first visit loads: Docusaurus's entry bundle (`main`, `runtime~main`, whose map
 * of every chunk's file name grows with the pages) and stylesheets.
 */
const firstVisitAsset = /^assets\/(js\/(main|runtime~main)\.[0-9a-f]+\.js|css\/.+\.css)$/;
/** From here up a chunk that is not in every first visit gets brotli 10. */
export const brotliBigBytes = 64 * 1024;
/** A page's search fragment: one per page, the text its excerpts are cut from. */
const pagefindFragment = /^pagefind\/fragment\/[^/]+$/;

/**
 * Brotli quality for a file: 10 for a page's search fragment and for a big chunk that not
 * every first visit loads, 11 otherwise.
 * @param {string} path relative to the build, forward slashes
 * @param {number} size in bytes
 * @returns {number}
 */
export function brotliQuality(path, size) {
  const bigLazyChunk = path.startsWith('assets/') && size >= brotliBigBytes && !firstVisitAsset.test(path);
  return bigLazyChunk || pagefindFragment.test(path) ? 10 : 11;
}

/**
 * Which precompressed copies `path` (relative to the build, forward slashes) gets.
 * @param {string} path
 * @param {number} size
 * @returns {{gzip: boolean, brotli: boolean}}
 */
export function precompressedCopies(path, size) {
  if (/\.(gz|br)$/.test(path)) return {gzip: false, brotli: false};
  if (path.startsWith('pagefind/')) return {gzip: true, brotli: true};
  const eligible = size >= minimumBytes && compressible.test(path) && path.startsWith('assets/');
  return {
    gzip: eligible,
    brotli:
      eligible &&
      (size >= brotliMinimumBytes || sharedChunk.test(path) || firstVisitAsset.test(path) || path.endsWith('.css')),
  };
}

/**
 * Writes the copies. The compressions run on Node's thread pool, `jobs` files at a time: by
 * default one per core. Each file in flight holds its bytes and its compressors' state (brotli
 * 10 and 11 keep tens of MB for their match finder), so starting every file at once raised the
 * build's peak memory without finishing any sooner.
 * @param {string} buildDir
 * @param {{jobs?: number}} [options]
 * @returns {Promise<{gzipFiles: number, brotliFiles: number, before: number, gzipBytes: number, brotliBytes: number}>}
 */
export async function precompress(buildDir, {jobs = availableParallelism()} = {}) {
  const totals = {gzipFiles: 0, brotliFiles: 0, before: 0, gzipBytes: 0, brotliBytes: 0};
  // The largest first: a big file's brotli started last would run alone at the end, with the
  // other jobs long done. Paths relative to the build, with forward slashes.
  const queue = precompressedFolders
    .filter((folder) => existsSync(join(buildDir, folder)))
    .flatMap((folder) => readdirSync(join(buildDir, folder), {recursive: true, withFileTypes: true}))
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return {path: relative(buildDir, path).split('\\').join('/'), size: statSync(path).size};
    })
    .sort((a, b) => b.size - a.size);
  /** @param {{path: string, size: number}} file */
  const compressOne = async ({path: relativePath, size}) => {
    const copies = precompressedCopies(relativePath, size);
    if (!copies.gzip) return;
    const path = join(buildDir, relativePath);
    const data = readFileSync(path);
    const gzipped = data[0] === 0x1f && data[1] === 0x8b;
    const content = gzipped ? await gunzipAsync(data) : data;
    const [gzipCopy, brotli] = await Promise.all([
      gzipped ? data : gzipAsync(content, {level: 9}),
      copies.brotli
        ? brotliAsync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: brotliQuality(relativePath, size),
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              ...(compressible.test(relativePath) && {[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT}),
            },
          })
        : undefined,
    ]);
    // A copy no smaller than the file would only cost the server a lookup; a gzipped file's
    // own bytes are its .gz, served with a Content-Encoding.
    if (gzipped || gzipCopy.length < size) {
      writeFileSync(`${path}.gz`, gzipCopy);
      totals.gzipFiles += 1;
      totals.before += content.length;
      totals.gzipBytes += gzipCopy.length;
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
    `[precompress] ${gzipFiles} files of ${precompressedFolders.join('/ and ')}/ (${before} B) to ${gzipBytes} B in gzip, ` +
    `and ${brotliFiles} to ${brotliBytes} B in brotli, in ${Math.round(milliseconds)} ms.`
  );
}

/**
 * The build's precompression step: {@link precompress} over `buildDir`, with its summary and
 * timing lines. The search plugin calls it once Pagefind's index is written (see
 * docusaurus.config.ts), since Docusaurus runs the plugins' postBuild hooks at the same time.
 * @param {string} buildDir
 * @returns {Promise<void>}
 */
export async function precompressBuild(buildDir) {
  const started = performance.now();
  console.log(summary(await precompress(buildDir), performance.now() - started));
  console.log(phaseLine('precompression', performance.now() - started));
}
