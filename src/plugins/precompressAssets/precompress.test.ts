import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync, gzipSync} from 'node:zlib';
import {describe, expect, it, onTestFinished, vi} from 'vitest';

/** How many gzip compressions are running at once, the most there were, and the sizes of the files in the order they started. */
const gzipInFlight = vi.hoisted(() => ({now: 0, most: 0, startedSizes: [] as number[]}));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  return {
    ...zlib,
    gzip: (data: Buffer, options: object, callback: (error: Error | null, result: Buffer) => void) => {
      gzipInFlight.now += 1;
      gzipInFlight.startedSizes.push(data.length);
      gzipInFlight.most = Math.max(gzipInFlight.most, gzipInFlight.now);
      zlib.gzip(data, options, (error, result) => {
        gzipInFlight.now -= 1;
        callback(error, result);
      });
    },
  };
});
import {brotliBigBytes, brotliMinimumBytes, brotliQuality, precompress, precompressedCopies} from './precompress.mjs';

describe('precompressedCopies', () => {
  it("takes hashed text assets and every file of Pagefind's, not pages, images, tiny assets or copies", () => {
    expect(precompressedCopies('assets/js/main.1234abcd.js', 50_000).gzip).toBe(true);
    expect(precompressedCopies('assets/css/styles.1234abcd.css', 50_000).gzip).toBe(true);
    expect(precompressedCopies('pagefind/pagefind.js', 50_000).gzip).toBe(true);
    expect(precompressedCopies('pagefind/pagefind-entry.json', 200).gzip).toBe(true);
    expect(precompressedCopies('pagefind/fragment/en_1a2b.pf_fragment', 900).gzip).toBe(true);
    expect(precompressedCopies('pagefind/fragment/en_1a2b.pf_fragment.br', 900).gzip).toBe(false);
    expect(precompressedCopies('assets/js/main.1234abcd.js.gz', 50_000).gzip).toBe(false);
    expect(precompressedCopies('index.html', 50_000).gzip).toBe(false);
    expect(precompressedCopies('assets/images/card-1234.png', 50_000).gzip).toBe(false);
    expect(precompressedCopies('assets/js/tiny.1234abcd.js', 200).gzip).toBe(false);
  });
});

describe('precompressedCopies', () => {
  it('gives brotli only to the big shared bundles, so per-page chunks cost no brotli time', () => {
    expect(precompressedCopies('assets/js/main.1234abcd.js', brotliMinimumBytes)).toEqual({gzip: true, brotli: true});
    expect(precompressedCopies('assets/js/372fdb9b.abcd1234.js', brotliMinimumBytes - 1)).toEqual({
      gzip: true,
      brotli: false,
    });
    // Shared chunks (numeric ids) and stylesheets: loaded on every page, their number does not grow with pages.
    expect(precompressedCopies('assets/js/9053.abcd1234.js', 4000)).toEqual({gzip: true, brotli: true});
    expect(precompressedCopies('assets/css/styles.abcd1234.css', 4000)).toEqual({gzip: true, brotli: true});
    // The entry runtime, in every first visit, under brotliMinimumBytes: its chunk map grows with the pages.
    expect(precompressedCopies('assets/js/runtime~main.abcd1234.js', 9000)).toEqual({gzip: true, brotli: true});
    expect(precompressedCopies('docs/intro.html', 10 * brotliMinimumBytes)).toEqual({gzip: false, brotli: false});
    // Every file a search fetches, the small entry and metadata files of every first search too.
    expect(precompressedCopies('pagefind/pagefind.en_1a2b.pf_meta', 300)).toEqual({gzip: true, brotli: true});
  });
});

describe('brotliQuality', () => {
  it('gives 10 to big chunks that not every first visit loads, and 11 to the rest', () => {
    expect(brotliQuality('assets/js/1782.1234abcd.js', brotliBigBytes)).toBe(10);
    expect(brotliQuality('assets/js/2b9e9ebb.1234abcd.js', 158_000)).toBe(10);
    expect(brotliQuality('assets/js/main.1234abcd.js', 400_000)).toBe(11);
    expect(brotliQuality('assets/js/runtime~main.1234abcd.js', 100_000)).toBe(11);
    expect(brotliQuality('assets/css/styles.1234abcd.css', 100_000)).toBe(11);
    expect(brotliQuality('assets/js/6959.1234abcd.js', brotliBigBytes - 1)).toBe(11);
    expect(brotliQuality('assets/js/main-page.1234abcd.js', brotliBigBytes)).toBe(10);
  });

  it("gives 10 to Pagefind's per-page fragments and 11 to what every first search loads, however big", () => {
    expect(brotliQuality('pagefind/fragment/en_1a2b.pf_fragment', 2000)).toBe(10);
    expect(brotliQuality('pagefind/index/en_1a2b.pf_index', brotliBigBytes)).toBe(11);
    expect(brotliQuality('pagefind/pagefind.en_1a2b.pf_meta', 2000)).toBe(11);
    expect(brotliQuality('pagefind/wasm.en.pagefind', 4 * brotliBigBytes)).toBe(11);
    expect(brotliQuality('pagefind/pagefind.js', brotliBigBytes)).toBe(11);
  });
});

/** An empty build folder for one test, removed when the test ends. */
function tempBuild(prefix: string): string {
  const build = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(build, {recursive: true, force: true}));
  return build;
}

describe('precompress', () => {
  it('writes a .gz beside each asset and a .br beside big ones, each decoding to the same bytes', async () => {
    const build = tempBuild('precompress-');
    mkdirSync(join(build, 'assets', 'js'), {recursive: true});
    const small = 'export const x = 1;\n'.repeat(100);
    const big = Array.from({length: 3000}, (_, index) => `export const x${index} = ${index};\n`).join('');
    expect(big.length).toBeGreaterThan(brotliMinimumBytes);
    writeFileSync(join(build, 'assets', 'js', 'small.abcd1234.js'), small);
    writeFileSync(join(build, 'assets', 'js', 'main.abcd1234.js'), big);
    writeFileSync(join(build, 'index.html'), '<p>page</p>'.repeat(500));
    const result = await precompress(build);
    expect(result.gzipFiles).toBe(2);
    expect(result.brotliFiles).toBe(1);
    expect(gunzipSync(readFileSync(join(build, 'assets', 'js', 'small.abcd1234.js.gz'))).toString()).toBe(small);
    expect(gunzipSync(readFileSync(join(build, 'assets', 'js', 'main.abcd1234.js.gz'))).toString()).toBe(big);
    expect(brotliDecompressSync(readFileSync(join(build, 'assets', 'js', 'main.abcd1234.js.br'))).toString()).toBe(big);
    expect(existsSync(join(build, 'assets', 'js', 'small.abcd1234.js.br'))).toBe(false);
    expect(existsSync(join(build, 'index.html.gz'))).toBe(false);
  });

  it('compresses `jobs` files at a time, so the build holds no more than that in memory', async () => {
    const build = tempBuild('precompress-jobs-');
    mkdirSync(join(build, 'assets', 'js'), {recursive: true});
    for (let index = 0; index < 12; index += 1)
      writeFileSync(join(build, 'assets', 'js', `${index}.abcd1234.js`), `export const x = ${index};\n`.repeat(200));
    gzipInFlight.most = 0;
    const result = await precompress(build, {jobs: 2});
    expect(result.gzipFiles).toBe(12);
    expect(gzipInFlight.most).toBe(2);
  });

  it('starts the largest files first, so no big brotli job is left to run alone at the end', async () => {
    const build = tempBuild('precompress-order-');
    mkdirSync(join(build, 'assets', 'js'), {recursive: true});
    // Names in the opposite order to sizes, whichever order the folder lists them in.
    const sizes = [2_000, 9_000, 4_000, 30_000, 3_000, 12_000];
    sizes.forEach((size, index) =>
      writeFileSync(join(build, 'assets', 'js', `${index}.abcd1234.js`), 'x'.repeat(size)),
    );
    gzipInFlight.startedSizes = [];
    await precompress(build, {jobs: 1});
    expect(gzipInFlight.startedSizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('serves what Pagefind wrote decoded: its gzip as .gz, and brotli of the content as .br', async () => {
    const build = tempBuild('precompress-pagefind-');
    for (const folder of ['fragment', 'index', 'filter']) mkdirSync(join(build, 'pagefind', folder), {recursive: true});
    const content = Buffer.from(`pagefind_dcd${'{"url":"/docs/x","content":"Some words. "}'.repeat(50)}`);
    const pagefindGzip = gzipSync(content);
    const gzipped = [
      'fragment/en_1.pf_fragment',
      'index/en_2.pf_index',
      'wasm.en.pagefind',
      'pagefind.en_3.pf_meta',
      'filter/en_4.pf_filter',
    ];
    for (const file of gzipped) writeFileSync(join(build, 'pagefind', file), pagefindGzip);
    const script = 'export const search = () => "not gzipped";'.repeat(40);
    writeFileSync(join(build, 'pagefind', 'pagefind.js'), script);
    // As Pagefind writes it: small, but fetched by every first search.
    const entry = {
      version: '1.6.0',
      languages: {en: {hash: 'en_7a1bd81cfd', wasm: 'en', page_count: 92}},
      include_characters: ['_', '‿', '⁀', '⁔', '︳', '︴', '﹍', '﹎', '﹏', '＿'],
    };
    writeFileSync(join(build, 'pagefind', 'pagefind-entry.json'), JSON.stringify(entry));

    const result = await precompress(build);
    expect(result.brotliFiles).toBe(7);
    for (const file of gzipped) {
      const path = join(build, 'pagefind', file);
      expect(readFileSync(`${path}.gz`)).toEqual(pagefindGzip);
      // The browser decodes the brotli: Pagefind then finds its signature and skips its own inflate.
      expect(brotliDecompressSync(readFileSync(`${path}.br`))).toEqual(content);
      // What hosts without precompressed files serve stays as Pagefind wrote it.
      expect(readFileSync(path)).toEqual(pagefindGzip);
    }
    // Plain files (the scripts, the entry file): compressed as they are.
    expect(gunzipSync(readFileSync(join(build, 'pagefind', 'pagefind.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(build, 'pagefind', 'pagefind.js.br'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(build, 'pagefind', 'pagefind-entry.json.br'))).toString()).toContain(
      '1.6.0',
    );
  });
});
