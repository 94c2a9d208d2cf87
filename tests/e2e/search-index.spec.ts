import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {parse} from 'parse5';
import {buildDir} from '../support/serve-build.cjs';
import {expect, test} from '../support/test';

type Node = {nodeName: string; value?: string; childNodes?: Node[]; content?: Node};

/** Every page Pagefind indexed: its URL and the text its snippets are cut from. */
function indexedPages(): {url: string; content: string}[] {
  const folder = join(buildDir, 'pagefind', 'fragment');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.pf_fragment'))
    .map((file) => {
      // A fragment is gzipped JSON behind Pagefind's short signature.
      const text = gunzipSync(readFileSync(join(folder, file))).toString('utf8');
      return JSON.parse(text.slice(text.indexOf('{'))) as {url: string; content: string};
    });
}

const textOf = (node: Node): string =>
  node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(textOf).join('');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The rows of every table in a page, each as its cells' text, the header row included. */
function tableRows(html: string): string[][] {
  const rows: string[][] = [];
  const visit = (node: Node) => {
    if (node.nodeName === 'tr')
      rows.push(
        (node.childNodes ?? [])
          .filter((cell) => cell.nodeName === 'td' || cell.nodeName === 'th')
          .map((cell) => collapse(textOf(cell))),
      );
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return rows;
}

test('no snippet can run table cells together: in the whole index, each cell ends before the next starts', () => {
  const pages = indexedPages();
  expect(pages.length).toBeGreaterThan(40);
  const runTogether: string[] = [];
  let pairs = 0;
  for (const {url, content} of pages) {
    const file = url === '/' ? 'index.html' : `${url.slice(1)}.html`;
    const cells = tableRows(readFileSync(join(buildDir, file), 'utf8'))
      .flat()
      .filter(Boolean);
    // A cell followed by the next (in its row, or the next row's first) after a space alone,
    // and no punctuation between, reads as one sentence: "Field What to enter Site name Your
    // site's title". Whole cells, so a line of code that holds the same words is not taken for them.
    for (let index = 0; index + 1 < cells.length; index += 1) {
      const [cell = '', next = ''] = [cells[index], cells[index + 1]];
      pairs += 1;
      if (/[.!?:;,]["'”’)\]]*$/.test(cell)) continue;
      if (new RegExp(`(?:^|\\s)${escape(cell)} ${escape(next)}(?=\\s|$)`).test(content))
        runTogether.push(`${url}: "${cell} ${next}"`);
    }
  }
  expect(pairs, 'table cells the site has').toBeGreaterThan(100);
  expect(runTogether, 'cells the index runs together').toEqual([]);
});
