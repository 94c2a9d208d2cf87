import {mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {precompress, shouldPrecompress} from './precompress.mjs';

describe('shouldPrecompress', () => {
  it('takes hashed text assets and the search index, not pages, images or tiny files', () => {
    expect(shouldPrecompress('assets/js/main.1234abcd.js', 50_000)).toBe(true);
    expect(shouldPrecompress('assets/css/styles.1234abcd.css', 50_000)).toBe(true);
    expect(shouldPrecompress('search-index.json', 50_000)).toBe(true);
    expect(shouldPrecompress('index.html', 50_000)).toBe(false);
    expect(shouldPrecompress('assets/images/card-1234.png', 50_000)).toBe(false);
    expect(shouldPrecompress('assets/js/tiny.1234abcd.js', 200)).toBe(false);
  });
});

describe('precompress', () => {
  it('writes a .gz beside each asset that gunzips to the same bytes', async () => {
    const build = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(build, 'assets', 'js'), {recursive: true});
    const source = 'export const x = 1;\n'.repeat(500);
    writeFileSync(join(build, 'assets', 'js', 'main.abcd1234.js'), source);
    writeFileSync(join(build, 'index.html'), '<p>page</p>'.repeat(500));
    const result = await precompress(build);
    expect(result.files).toBe(1);
    expect(gunzipSync(readFileSync(join(build, 'assets', 'js', 'main.abcd1234.js.gz'))).toString()).toBe(source);
    expect(existsSync(join(build, 'index.html.gz'))).toBe(false);
  });
});
