import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {buildDir} from '../support/serve-build.cjs';
import {markdownOutline, type Fence} from './support/markdownOutline';
import {sitemapPaths} from './support/sitemap';

/** A code block as the page shows it, or `text: null` for a stack-picker choice's `.env` part. */
type PageBlock = Omit<Fence, 'text'> & {text: string | null};

/**
 * The page's headings and code blocks as the browser has them from the server's HTML, in
 * document order, in what the twin is made of (a docs page's Markdown body, else its
 * article, else main). A doc card's title is a list item in the twin, not a heading; a live
 * demo has no code block on the page, so none in the twin; the stack picker's one `.env` file
 * is, in the twin, one block per choice.
 */
function pageOutline(): {headings: string[]; blocks: PageBlock[]} {
  const root =
    document.querySelector('.theme-doc-markdown') ??
    document.querySelector('main article') ??
    document.querySelector('main');
  if (!root) return {headings: [], blocks: []};
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'))
    .filter((heading) => !heading.closest('a.card'))
    .map((heading) => {
      const copy = heading.cloneNode(true) as Element;
      copy.querySelectorAll('.hash-link').forEach((link) => link.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
  const blocks: PageBlock[] = [];
  for (const node of Array.from(root.querySelectorAll('pre, [data-stack-picker]'))) {
    const picker = node.closest('[data-stack-picker]');
    if (node.matches('[data-stack-picker]')) {
      if (node.querySelector('pre'))
        for (let index = 0; index < node.querySelectorAll('input[type=radio]').length; index += 1)
          blocks.push({lang: 'ini', title: null, text: null});
      continue;
    }
    if (picker) continue;
    const copy = node.cloneNode(true) as Element;
    copy.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
    const container = node.closest('.theme-code-block');
    const language = /\blanguage-([\w+#-]+)/.exec(`${node.className} ${container?.className ?? ''}`)?.[1] ?? '';
    blocks.push({
      lang: language,
      title: container?.querySelector('[class*="codeBlockTitle"]')?.textContent?.trim() ?? null,
      text: (copy.textContent ?? '').replace(/\n+$/, ''),
    });
  }
  return {headings, blocks};
}

test('every twin has the headings and code blocks of its page, in the same order', async ({browser}) => {
  test.setTimeout(180_000);
  const paths = sitemapPaths().filter((path) => existsSync(join(buildDir, `${path}.md`)));
  // Every page but the home page and search has a twin, /intro and /providers included.
  expect(paths).toEqual(expect.arrayContaining(['/intro', '/providers', '/docs/api/globals']));
  expect(paths.length).toBe(sitemapPaths().filter((path) => path !== '/' && path !== '/search').length);
  // The server's HTML, as the twins are made from it: no script changes it first.
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  let blocksCompared = 0;
  for (const path of paths) {
    await page.goto(path);
    const expected = await page.evaluate(pageOutline);
    const twin = markdownOutline(readFileSync(join(buildDir, `${path}.md`), 'utf8'));
    expect(twin.headings, `${path}.md: headings`).toEqual(expected.headings);
    expect(
      twin.fences.map((fence, index) => (expected.blocks[index]?.text === null ? {...fence, text: null} : fence)),
      `${path}.md: code blocks`,
    ).toEqual(expected.blocks);
    blocksCompared += expected.blocks.length;
  }
  expect(blocksCompared).toBeGreaterThan(100);
  await context.close();
});
