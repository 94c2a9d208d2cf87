import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {precompressIndex} from './indexer.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

describe('precompressIndex', () => {
  it('serves what Pagefind wrote decoded: its gzip as .gz, and brotli of the content as .br', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pagefind-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'fragment'));
    mkdirSync(join(dir, 'index'));
    const content = Buffer.from(`pagefind_dcd${'{"url":"/docs/x","content":"Some words. "}'.repeat(50)}`);
    const pagefindGzip = gzipSync(content);
    for (const file of [
      'fragment/en_1.pf_fragment',
      'index/en_2.pf_index',
      'wasm.en.pagefind',
      'pagefind.en_3.pf_meta',
    ])
      writeFileSync(join(dir, file), pagefindGzip);
    writeFileSync(join(dir, 'pagefind.js'), 'export const search = () => "not gzipped";'.repeat(20));

    expect(await precompressIndex(dir)).toEqual({gzipFiles: 4, brotliFiles: 4});
    for (const file of ['fragment/en_1.pf_fragment', 'index/en_2.pf_index', 'wasm.en.pagefind']) {
      expect(readFileSync(join(dir, `${file}.gz`))).toEqual(pagefindGzip);
      // The browser decodes the brotli: Pagefind then finds its signature and skips its own inflate.
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`)))).toEqual(content);
    }
    // The metadata file is a few hundred bytes: its .gz copy is enough.
    expect(existsSync(join(dir, 'pagefind.en_3.pf_meta.br'))).toBe(false);
    // pagefind.js is plain JavaScript: no .gz copy (nginx gzips it), and a brotli of itself.
    expect(existsSync(join(dir, 'pagefind.js.gz'))).toBe(false);
    expect(brotliDecompressSync(readFileSync(join(dir, 'pagefind.js.br'))).toString()).toContain('not gzipped');
    // What hosts without precompressed files serve stays as Pagefind wrote it.
    expect(readFileSync(join(dir, 'wasm.en.pagefind'))).toEqual(pagefindGzip);
  });
});
