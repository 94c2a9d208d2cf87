import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';

/**
 * The routes of a docs sidebar's pages, in sidebar order (depth first, a category's own
 * page before its items), read from the docs plugin's version route, whose props carry its
 * sidebars. Links outside the site are left out.
 *
 * @param routes - The site's routes, as postBuild gets them.
 * @param sidebarId - The sidebar, e.g. `docs`.
 * @param baseUrl - The site's base URL, ending in `/`: the routes are returned without it.
 * @returns Routes such as `/docs/getting-started`; empty when no version route has that sidebar.
 */
export function sidebarRoutes(routes: readonly RouteConfig[], sidebarId: string, baseUrl: string): string[] {
  const sidebar = findSidebar(routes, sidebarId);
  if (!sidebar) return [];
  const local = (href: string | undefined) =>
    href?.startsWith(baseUrl) ? [`/${href.slice(baseUrl.length)}`.replace(/\/$/, '')] : [];
  const walk = (items: readonly PropSidebarItem[]): string[] =>
    items.flatMap((item) => {
      if (item.type === 'link') return local(item.href);
      if (item.type === 'category') return [...local(item.href), ...walk(item.items)];
      return [];
    });
  return walk(sidebar);
}

function findSidebar(routes: readonly RouteConfig[], sidebarId: string): PropSidebarItem[] | undefined {
  for (const route of routes) {
    const version = route.props?.version as PropVersionMetadata | undefined;
    const sidebar = version?.docsSidebars?.[sidebarId];
    if (sidebar) return sidebar;
    const nested = route.routes && findSidebar(route.routes, sidebarId);
    if (nested) return nested;
  }
  return undefined;
}
