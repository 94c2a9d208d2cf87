import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants} from 'node:zlib';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {afterEach, describe, expect, it} from 'vitest';
import {llmsTxt, sidebarSections, writeTwins} from './twins';

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

describe('llmsTxt', () => {
  it('writes the llmstxt.org shape: H1, summary quote, H2 sections of described links', () => {
    const page = (label: string, description = '') => ({label, url: `https://x/${label}.md`, description});
    expect(
      llmsTxt({title: 'Inkwell', summary: 'A small CMS.'}, [
        {label: 'Getting started', pages: [page('Prerequisites', 'What you need.'), page('Setup [beta]')]},
        {label: 'Empty', pages: []},
        {label: 'Optional', pages: [page('Accessibility', 'How it is tested.')]},
      ]),
    ).toBe(
      [
        '# Inkwell',
        '',
        '> A small CMS.',
        '',
        '## Getting started',
        '',
        '- [Prerequisites](https://x/Prerequisites.md): What you need.',
        '- [Setup \\[beta\\]](https://x/Setup [beta].md)',
        '',
        '## Optional',
        '',
        '- [Accessibility](https://x/Accessibility.md): How it is tested.',
        '',
      ].join('\n'),
    );
  });
});

const link = (href: string): PropSidebarItem => ({type: 'link', href, label: href});
const category = (href: string | undefined, items: PropSidebarItem[], label = 'category'): PropSidebarItem => ({
  type: 'category',
  label,
  collapsed: true,
  collapsible: true,
  items,
  ...(href && {href}),
});

/** The docs plugin's routes as postBuild gets them: the version route, under the docs root, carries the sidebars. */
function docsRoutes(baseUrl: string, sidebar: PropSidebarItem[]): RouteConfig[] {
  return [
    {path: `${baseUrl}search`, component: 'search'},
    {
      path: `${baseUrl}docs`,
      component: 'docsRoot',
      routes: [
        {
          path: `${baseUrl}docs`,
          component: 'docVersionRoot',
          props: {version: {version: 'current', docsSidebars: {docs: sidebar}}},
          routes: [],
        },
      ],
    },
  ];
}

describe('sidebarSections', () => {
  const sidebar = [
    category('/docs/category/a', [link('/docs/a/one'), category('/docs/a/b', [link('/docs/a/b/two')], 'B')], 'A'),
    category(undefined, [link('/docs/c/three')], 'C'),
    link('https://example.com/elsewhere'),
    {type: 'html', value: '<hr>'} satisfies PropSidebarItem,
    link('/docs/api/globals'),
  ];
  const routesOf = (sections: ReturnType<typeof sidebarSections>) =>
    sections.map((section) => [section.label, section.pages.map((page) => page.route)]);

  it('makes a section of each top-level entry, its pages depth first, a category page before its items, leaving out other sites', () => {
    const sections = sidebarSections(docsRoutes('/', sidebar), 'docs', '/');
    expect(routesOf(sections)).toEqual([
      ['A', ['/docs/category/a', '/docs/a/one', '/docs/a/b', '/docs/a/b/two']],
      ['C', ['/docs/c/three']],
      ['/docs/api/globals', ['/docs/api/globals']],
    ]);
    expect(sections[0]?.pages.map((page) => page.label)).toEqual(['A', '/docs/a/one', 'B', '/docs/a/b/two']);
  });

  it('returns the routes without the base URL', () => {
    const under = (items: PropSidebarItem[]): PropSidebarItem[] =>
      items.map((item) =>
        item.type === 'link'
          ? {...item, href: item.href.replace(/^\//, '/sub/')}
          : item.type === 'category'
            ? {...item, ...(item.href && {href: item.href.replace(/^\//, '/sub/')}), items: under(item.items)}
            : item,
      );
    expect(sidebarSections(docsRoutes('/sub/', under(sidebar)), 'docs', '/sub/')[0]?.pages[0]?.route).toBe(
      '/docs/category/a',
    );
  });

  it('finds nothing for a sidebar no version has', () => {
    expect(sidebarSections(docsRoutes('/', sidebar), 'other', '/')).toEqual([]);
  });
});
