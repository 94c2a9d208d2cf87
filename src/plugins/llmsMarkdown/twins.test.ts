import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {writeTwins} from './twins';

const brotli = promisify(brotliCompress);

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta name=description content="${title} in one sentence."></head>` +
  `<body><nav>navbar</nav><main><article><h1>${title}</h1><p>${body}</p></article></main></body></html>`;

/** A small built site: two pages outside any sidebar. */
function site() {
  const outDir = mkdtempSync(join(tmpdir(), 'inkwell-twins-'));
  mkdirSync(join(outDir, 'docs'));
  writeFileSync(join(outDir, 'intro.html'), page('Intro', 'What Inkwell is.'));
  writeFileSync(join(outDir, 'docs', 'guide.html'), page('Guide', 'How to use it.'));
  return {
    outDir,
    routes: [
      {path: '/intro', component: 'page'},
      {path: '/docs/guide', component: 'doc'},
    ],
  };
}

const context = {baseUrl: '/', siteConfig: {url: 'https://example.com', title: 'Inkwell', tagline: 'A CMS.'}};
let outDir = '';
afterEach(() => rmSync(outDir, {recursive: true, force: true}));

describe('writeTwins', () => {
  it('writes each twin, llms.txt and llms-full.txt', async () => {
    const built = site();
    outDir = built.outDir;
    expect(await Promise.resolve(writeTwins(context, built, {overview: ['/intro'], exclude: []}))).toBe(2);
    expect(readFileSync(join(outDir, 'docs', 'guide.md'), 'utf8')).toBe('# Guide\n\nHow to use it.\n');
    const index = readFileSync(join(outDir, 'llms.txt'), 'utf8');
    expect(index).toContain('- [Intro](https://example.com/intro.md): Intro in one sentence.');
    expect(index).toContain('- [Guide](https://example.com/docs/guide.md): Guide in one sentence.');
    expect(readFileSync(join(outDir, 'llms-full.txt'), 'utf8')).toContain('# Intro\n\nWhat Inkwell is.');
  });

  it('does not wait for the thread pool: the twins are written while compression fills it', async () => {
    const built = site();
    outDir = built.outDir;
    // More brotli 11 jobs than the pool has threads (4 by default), as precompressAssets
    // queues when postBuild starts.
    const text = Buffer.from(Array.from({length: 4_000}, (_, index) => `line ${index * 7919} of text`).join('\n'));
    const compressions = Array.from({length: 5}, () => brotli(text, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}));
    let firstCompressed = false;
    void Promise.race(compressions).then(() => {
      firstCompressed = true;
    });
    await Promise.resolve(writeTwins(context, built, {overview: [], exclude: []}));
    expect(firstCompressed).toBe(false);
    expect(readFileSync(join(outDir, 'intro.md'), 'utf8')).toBe('# Intro\n\nWhat Inkwell is.\n');
    await Promise.all(compressions);
  }, 30_000);

  it('converts every page before the other postBuild steps get a turn, not one page per turn', async () => {
    const built = site();
    outDir = built.outDir;
    // What Pagefind's indexing does between two pages: a callback that queues the next.
    let turns = 0;
    let twinsDone = false;
    const otherStep = () => {
      if (twinsDone) return;
      turns += 1;
      setImmediate(otherStep);
    };
    setImmediate(otherStep);
    const twins = writeTwins(context, built, {overview: [], exclude: []});
    await Promise.resolve(twins).finally(() => {
      twinsDone = true;
    });
    expect(turns).toBe(0);
  });
});
