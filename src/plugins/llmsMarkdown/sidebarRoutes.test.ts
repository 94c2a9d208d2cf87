import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {sidebarSections} from './sidebarRoutes';

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
