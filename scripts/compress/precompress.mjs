// @ts-check
// Runs after `docusaurus build`: writes a Zopfli-compressed `.gz` beside each hashed asset
// and the search index. Zopfli makes gzip files about 4 % smaller than gzip -9 and any
// browser reads them; nginx serves them as they are (`gzip_static on`), so the work is done
// once per build instead of on every request. Pages are left to nginx's own gzip: they
// change with every build and are small.
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipAsync} from '@gfx/zopfli';

/** Worth compressing: text, and big enough that the gzip header does not eat the gain. */
const compressible = /\.(js|css|json|svg|xml|txt|map)$/;
const minimumBytes = 1024;

/**
 * Whether `path` (relative to the build, forward slashes) gets a precompressed copy.
 * @param {string} path
 * @param {number} size
 */
export function shouldPrecompress(path, size) {
  if (size < minimumBytes || !compressible.test(path)) return false;
  return path.startsWith('assets/') || /^search-index.*\.json$/.test(path);
}

/**
 * @param {string} buildDir
 * @returns {Promise<{files: number, before: number, after: number}>}
 */
export async function precompress(buildDir) {
  let files = 0;
  let before = 0;
  let after = 0;
  const entries = readdirSync(buildDir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    const relativePath = relative(buildDir, path).split('\\').join('/');
    const size = statSync(path).size;
    if (!shouldPrecompress(relativePath, size)) continue;
    const compressed = await gzipAsync(readFileSync(path), {numiterations: 15});
    if (compressed.length >= size) continue;
    writeFileSync(`${path}.gz`, compressed);
    files += 1;
    before += size;
    after += compressed.length;
  }
  return {files, before, after};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), '..', '..', '..', 'build'));
  const started = Date.now();
  const {files, before, after} = await precompress(buildDir);
  console.log(`Precompressed ${files} files with Zopfli: ${before} -> ${after} bytes in ${Date.now() - started} ms.`);
}
