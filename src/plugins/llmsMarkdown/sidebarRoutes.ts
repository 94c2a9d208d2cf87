import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';

/** A page in a sidebar: its label there and its route, without the base URL. */
export interface SidebarPage {
  label: string;
  route: string;
}

/** A top-level entry of a sidebar and its pages, in sidebar order. */
export interface SidebarSection {
  label: string;
  pages: SidebarPage[];
}

/**
 * A docs sidebar's sections, read from the docs plugin's version route, whose props carry its
 * sidebars: one per top-level category (its label; its own page, then its items depth
 * first, a nested category's page before its items), or per top-level link. Links outside
 * the site are left out. The routes are returned without the base URL.
 */
export function sidebarSections(routes: readonly RouteConfig[], sidebarId: string, baseUrl: string): SidebarSection[] {
  const sidebar = findSidebar(routes, sidebarId);
  if (!sidebar) return [];
  const page = (label: string, href: string | undefined): SidebarPage[] =>
    href?.startsWith(baseUrl) ? [{label, route: `/${href.slice(baseUrl.length)}`.replace(/(.)\/$/, '$1')}] : [];
  const walk = (items: readonly PropSidebarItem[]): SidebarPage[] =>
    items.flatMap((item) => {
      if (item.type === 'link') return page(item.label, item.href);
      if (item.type === 'category') return [...page(item.label, item.href), ...walk(item.items)];
      return [];
    });
  return sidebar
    .map((item) => ({label: 'label' in item ? item.label : '', pages: walk([item])}))
    .filter((section) => section.pages.length > 0);
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
