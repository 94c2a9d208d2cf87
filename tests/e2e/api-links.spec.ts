// A type named on an API page links to a page about that type alone, never into one page that
// holds every export, and /docs/api/globals is an index of the exports, read from build/.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {buildDir} from '../support/serve-build.cjs';
import {expect, test} from '../support/test';

/**
 * The most HTML an API page another API page links to may weigh: the heaviest API pages (the
 * `Inkwell` variable and the server interfaces, each with every member's example, which follow
 * the getting-started guide's files) are under it, and the all-exports page that held every
 * export's details was about four times as heavy. Links to the guides are to a task's steps,
 * which are as long as the task.
 */
const maxLinkedPageBytes = 220_000;
/** The index of exports: a row with a one-line summary for each, and no export's details. */
const maxIndexBytes = 50_000;

/** The built HTML file a site path is served from, as a clean-URL host finds it. */
function fileFor(path: string): string | undefined {
  const clean = path.replace(/\/$/, '');
  return [`${clean}.html`, join(clean, 'index.html')]
    .map((file) => join(buildDir, file))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/** The page's <article>: the document itself, without the navbar, sidebar and footer every page shares. */
function article(tree: Root): Element | undefined {
  let found: Element | undefined;
  visit(tree, 'element', (node: Element) => {
    if (!found && node.tagName === 'article') found = node;
  });
  return found;
}

function apiPages(): string[] {
  return readdirSync(join(buildDir, 'docs', 'api'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/docs/api/${file.replace(/\.html$/, '')}`)
    .sort();
}

test('every link in an API page resolves, and one to another API page to at most 220 KB of HTML', () => {
  const pages = apiPages();
  expect(pages.length).toBeGreaterThan(11);
  const problems: string[] = [];
  let links = 0;
  for (const page of pages) {
    const body = article(fromHtml(readFileSync(join(buildDir, `${page}.html`), 'utf8')));
    if (!body) {
      problems.push(`${page}: no <article>`);
      continue;
    }
    visit(body, 'element', (node: Element) => {
      const href = node.tagName === 'a' ? node.properties['href'] : undefined;
      if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return;
      links += 1;
      const path = href.split('#')[0] ?? '';
      const file = path ? fileFor(path) : fileFor(page);
      if (!file) problems.push(`${page} links to ${href}: no such page in the build`);
      else if (path.startsWith('/docs/api/') && statSync(file).size > maxLinkedPageBytes)
        problems.push(`${page} links to ${href}: ${statSync(file).size} B of HTML (at most ${maxLinkedPageBytes})`);
    });
  }
  expect(links).toBeGreaterThan(100);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('/docs/api/globals is an index: one row per export, each linking to its own page', () => {
  const file = join(buildDir, 'docs', 'api', 'globals.html');
  expect(statSync(file).size).toBeLessThanOrEqual(maxIndexBytes);
  const body = article(fromHtml(readFileSync(file, 'utf8')));
  // The first link of each body row: the export it is about.
  const rows: string[] = [];
  visit(body ?? {type: 'root', children: []}, 'element', (row: Element) => {
    if (row.tagName !== 'tr') return;
    let first: string | undefined;
    visit(row, 'element', (link: Element) => {
      const href = link.tagName === 'a' ? link.properties['href'] : undefined;
      if (first === undefined && typeof href === 'string') first = href;
    });
    if (first) rows.push(first);
  });
  // Each of the library's exports, functions and variables as well as types, has its own page.
  const ownPages = apiPages().filter((page) => page !== '/docs/api/globals');
  expect([...rows].sort()).toEqual(ownPages);
  expect(ownPages.length).toBeGreaterThan(40);
});
