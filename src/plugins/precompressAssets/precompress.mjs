// @ts-check
// Precompressed copies for nginx's `gzip_static` and `brotli_static`: a `.gz` (level 9) beside
// each text file of `assets/` and `pagefind/`, and a `.br` beside what a first visit or first
// search loads (per-page chunks would make the build's cost per page grow). Pagefind's files
// are gzipped already: that gzip is the `.gz`, and the `.br` is of the decoded content, so the
// browser decodes them natively instead of pagefind.js on the main thread. Pages and Markdown
// twins are left to the server's on-the-fly compression.
import {phaseLine} from '../shared/phaseLine.mjs';
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {promisify} from 'node:util';
import {availableParallelism} from 'node:os';
import {join, relative} from 'node:path';
import {brotliCompress, constants, gunzip, gzip} from 'node:zlib';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

const precompressedFolders = ['assets', 'pagefind'];
const compressible = /\.(js|css|json|svg|xml|txt|map)$/;
const minimumBytes = 1024;
export const brotliMinimumBytes = 20 * 1024;
/** Chunks split out of shared code (numeric ids): every page loads several, whatever their size. */
const sharedChunk = /^assets\/js\/\d{1,5}\.[0-9a-f]+\.js$/;
/** What every first visit loads: the entry bundle and the stylesheets. */
const firstVisitAsset = /^assets\/(js\/(main|runtime~main)\.[0-9a-f]+\.js|css\/.+\.css)$/;
export const brotliBigBytes = 64 * 1024;
const pagefindFragment = /^pagefind\/fragment\/[^/]+$/;

/**
 * Brotli quality: 10 (slightly bigger, far faster) for what there is one of per page or only an
 * interaction loads, 11 otherwise.
 * @param {string} path relative to the build, forward slashes
 * @param {number} size
 */
export function brotliQuality(path, size) {
  const bigLazyChunk = path.startsWith('assets/') && size >= brotliBigBytes && !firstVisitAsset.test(path);
  return bigLazyChunk || pagefindFragment.test(path) ? 10 : 11;
}

/**
 * @param {string} path relative to the build, forward slashes
 * @param {number} size
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
 * Writes the copies, `jobs` files at a time: each file in flight holds its compressors' state,
 * so starting all at once only raises the peak memory.
 * @param {string} buildDir
 * @param {{jobs?: number}} [options]
 */
export async function precompress(buildDir, {jobs = availableParallelism()} = {}) {
  const totals = {gzipFiles: 0, brotliFiles: 0, before: 0, gzipBytes: 0, brotliBytes: 0};
  // The largest first: a big file started last would run alone at the end.
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
 * The build's step, run by the search plugin once Pagefind's index is written: Docusaurus runs
 * the plugins' postBuild hooks at the same time.
 * @param {string} buildDir
 */
export async function precompressBuild(buildDir) {
  const started = performance.now();
  const {gzipFiles, brotliFiles, before, gzipBytes, brotliBytes} = await precompress(buildDir);
  const ms = Math.round(performance.now() - started);
  console.log(
    `[precompress] ${gzipFiles} files of ${precompressedFolders.join('/ and ')}/ (${before} B) to ${gzipBytes} B in gzip, ` +
      `and ${brotliFiles} to ${brotliBytes} B in brotli, in ${ms} ms.`,
  );
  console.log(phaseLine('precompression', performance.now() - started));
}
