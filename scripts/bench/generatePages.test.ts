import {mkdtempSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageSource, writeGeneratedPages} from './generatePages.mjs';

describe('generated bench pages', () => {
  it('are about 600 words with headings, a code block and a table', () => {
    const page = pageSource(7);
    const words = page.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThan(550);
    expect(words).toBeLessThan(700);
    expect(page).toMatch(/^## /m);
    expect(page).toMatch(/^```ts$/m);
    expect(page).toMatch(/^\| option \| default \|/m);
  });

  it('writes the requested number of pages and a category', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bench-pages-')), 'generated');
    writeGeneratedPages(dir, 5);
    expect(readdirSync(dir).sort()).toEqual([
      '_category_.json',
      'page-1.md',
      'page-2.md',
      'page-3.md',
      'page-4.md',
      'page-5.md',
    ]);
  });
});
