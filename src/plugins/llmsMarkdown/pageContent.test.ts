import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

import {copyPluginOutput, headAndMain, writePageContents} from './pageContent';

const page =
  '<!doctype html><html lang="en"><head><title>Intro | Inkwell</title><meta name="description" content="D"></head>' +
  '<body class="docs"><nav>navbar</nav><aside><a href="/docs/api/x">x</a></aside>' +
  '<main class="docMainContainer"><div class="container"><article><h1>Intro</h1><p>Body</p></article></div></main>' +
  '<footer>footer</footer><script src="/assets/js/main.js"></script></body></html>';

describe('headAndMain', () => {
  it('keeps the head and main, and drops the navbar, sidebar, footer and scripts', () => {
    expect(headAndMain(page)).toBe(
      '<!doctype html><html lang="en"><head><title>Intro | Inkwell</title><meta name="description" content="D"></head>' +
        '<body class="docs"><main class="docMainContainer"><div class="container"><article><h1>Intro</h1><p>Body</p></article></div></main>' +
        '</body></html>',
    );
  });

  it('leaves a page without main as it is', () => {
    const noMain = '<html><head><title>T</title></head><body><div>x</div></body></html>';
    expect(headAndMain(noMain)).toBe(noMain);
  });
});

describe('writePageContents and copyPluginOutput', () => {
  it('cuts every page into the input folder at its path, and copies back only Markdown and text', async () => {
    const root = await mkdtemp(join(tmpdir(), 'inkwell-llms-input-'));
    try {
      const outDir = join(root, 'build');
      const inputDir = join(root, 'input');
      await mkdir(join(outDir, 'docs', 'guide'), {recursive: true});
      await writeFile(join(outDir, 'docs', 'guide', 'intro.html'), page);
      expect(await writePageContents(outDir, inputDir)).toBe(1);
      expect(await readFile(join(inputDir, 'docs', 'guide', 'intro.html'), 'utf8')).toBe(headAndMain(page));

      await writeFile(join(inputDir, 'docs', 'guide', 'intro.md'), '# Intro\n');
      await writeFile(join(inputDir, 'llms.txt'), '# Inkwell\n');
      expect(await copyPluginOutput(inputDir, outDir)).toBe(2);
      expect(await readFile(join(outDir, 'docs', 'guide', 'intro.md'), 'utf8')).toBe('# Intro\n');
      expect(await readFile(join(outDir, 'llms.txt'), 'utf8')).toBe('# Inkwell\n');
      // The cut page never replaces the real one.
      expect(await readFile(join(outDir, 'docs', 'guide', 'intro.html'), 'utf8')).toBe(page);
    } finally {
      await rm(root, {recursive: true, force: true});
    }
  });
});
