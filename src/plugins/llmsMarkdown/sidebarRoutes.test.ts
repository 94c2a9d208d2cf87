import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {sidebarRoutes} from './sidebarRoutes';

const link = (href: string): PropSidebarItem => ({type: 'link', href, label: href});
const category = (href: string | undefined, items: PropSidebarItem[]): PropSidebarItem => ({
  type: 'category',
  label: 'category',
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

describe('sidebarRoutes', () => {
  const sidebar = [
    category('/docs/category/a', [link('/docs/a/one'), category('/docs/a/b', [link('/docs/a/b/two')])]),
    category(undefined, [link('/docs/c/three')]),
    link('https://example.com/elsewhere'),
    {type: 'html', value: '<hr>'} satisfies PropSidebarItem,
    link('/docs/api/globals'),
  ];

  it('walks the sidebar depth first, a category page before its items, leaving out other sites', () => {
    expect(sidebarRoutes(docsRoutes('/', sidebar), 'docs', '/')).toEqual([
      '/docs/category/a',
      '/docs/a/one',
      '/docs/a/b',
      '/docs/a/b/two',
      '/docs/c/three',
      '/docs/api/globals',
    ]);
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
    expect(sidebarRoutes(docsRoutes('/sub/', under(sidebar)), 'docs', '/sub/')[0]).toBe('/docs/category/a');
  });

  it('finds nothing for a sidebar no version has', () => {
    expect(sidebarRoutes(docsRoutes('/', sidebar), 'other', '/')).toEqual([]);
  });
});
