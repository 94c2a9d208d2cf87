import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import {pageDescription} from './pageContent';
import {pageToMarkdown, routeOf, twinProcessor} from './toMarkdown';

/** Which pages outside the docs sidebar llms.txt lists first, and which get no twin. */
export interface TwinsOptions {
  /** Routes listed first, under "Overview", e.g. `/intro`. */
  overview: readonly string[];
  /** Routes without a twin: pages with no content of their own (the home page, search). */
  exclude: readonly string[];
}

/** A page as llms.txt lists it: its label, its twin's URL, one sentence. */
type LlmsSection = {label: string; pages: {label: string; url: string; description: string}[]};

/** The leaf routes of the site (the pages), without the base URL. */
export function leafRoutes(routes: readonly RouteConfig[], baseUrl: string): string[] {
  return routes.flatMap((route) =>
    route.routes?.length
      ? leafRoutes(route.routes, baseUrl)
      : route.path.startsWith(baseUrl)
        ? [routeOf(route.path, baseUrl)]
        : [],
  );
}

function findSidebar(routes: readonly RouteConfig[], sidebarId: string): PropSidebarItem[] | undefined {
  for (const route of routes) {
    const sidebar =
      (route.props?.version as PropVersionMetadata | undefined)?.docsSidebars?.[sidebarId] ??
      (route.routes && findSidebar(route.routes, sidebarId));
    if (sidebar) return sidebar;
  }
  return undefined;
}

/**
 * A docs sidebar's sections, from the props of the docs plugin's version route: one per
 * top-level entry, its pages depth first (a category's page before its items), only the site's.
 */
export function sidebarSections(routes: readonly RouteConfig[], sidebarId: string, baseUrl: string) {
  const page = (label: string, href: string | undefined) =>
    href?.startsWith(baseUrl) ? [{label, route: routeOf(href, baseUrl)}] : [];
  const walk = (items: readonly PropSidebarItem[]): {label: string; route: string}[] =>
    items.flatMap((item) => {
      if (item.type === 'link') return page(item.label, item.href);
      if (item.type === 'category') return [...page(item.label, item.href), ...walk(item.items)];
      return [];
    });
  return (findSidebar(routes, sidebarId) ?? [])
    .map((item) => ({label: 'label' in item ? item.label : '', pages: walk([item])}))
    .filter((section) => section.pages.length > 0);
}

/** llms.txt as llmstxt.org shapes it: H1, summary quote, an H2 per section of described links (`Optional` may be skipped). */
export function llmsTxt(site: {title: string; summary: string}, sections: readonly LlmsSection[]): string {
  const escape = (label: string) => label.replace(/[[\]]/g, '\\$&');
  const parts = [`# ${site.title}`, `> ${site.summary}`];
  for (const section of sections) {
    if (!section.pages.length) continue;
    parts.push(
      `## ${section.label}`,
      section.pages
        .map((page) => `- [${escape(page.label)}](${page.url})${page.description ? `: ${page.description}` : ''}`)
        .join('\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * Writes a `.md` twin beside every page (`/docs/x/y` → `/docs/x/y.md`), then `llms.txt` (the
 * overview pages, the docs sidebar's sections, then the other pages under "Optional") and
 * `llms-full.txt` (llms.txt, then every twin in that order). Returns how many twins it wrote.
 */
export function writeTwins(
  {
    baseUrl,
    siteConfig,
  }: Pick<LoadContext, 'baseUrl'> & {siteConfig: Pick<LoadContext['siteConfig'], 'url' | 'title' | 'tagline'>},
  {outDir, routes: allRoutes}: {outDir: string; routes: readonly RouteConfig[]},
  options: TwinsOptions,
): number {
  const htmlFile = (route: string) => join(outDir, `${route === '/' ? '/index' : route}.html`);
  const sections = sidebarSections(allRoutes, 'docs', baseUrl);
  const inSidebar = sections.flatMap((section) => section.pages);
  const sidebarRoutes = new Set(inSidebar.map((page) => page.route));
  const others = [...new Set(leafRoutes(allRoutes, baseUrl))]
    .filter((route) => !sidebarRoutes.has(route) && !options.exclude.includes(route) && existsSync(htmlFile(route)))
    .sort();
  const routes = [...sidebarRoutes, ...others];
  const processor = twinProcessor({origin: siteConfig.url, baseUrl, twins: new Set(routes)});

  // Synchronous, without yielding: a yield per page lets the other postBuild hooks' main-thread
  // work run first, and each page would wait for it.
  const twins = new Map<string, {title: string; description: string; markdown: string}>();
  for (const route of routes) {
    const html = readFileSync(htmlFile(route), 'utf8');
    const markdown = pageToMarkdown(processor, html);
    const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? route;
    twins.set(route, {title, description: pageDescription(html, markdown), markdown});
    writeFileSync(join(outDir, `${route}.md`), markdown);
  }

  const listed = (route: string, label?: string) => {
    const twin = twins.get(route);
    if (!twin) throw new Error(`[llms] no twin for ${route}, a page llms.txt lists`);
    return {
      label: label ?? twin.title,
      url: `${siteConfig.url}${baseUrl}${route.slice(1)}.md`,
      description: twin.description,
    };
  };
  const overview = options.overview.filter((route) => twins.has(route));
  const optional = others.filter((route) => !overview.includes(route));
  const index = llmsTxt({title: siteConfig.title, summary: siteConfig.tagline}, [
    {label: 'Overview', pages: overview.map((route) => listed(route))},
    ...sections.map(({label, pages}) => ({label, pages: pages.map((page) => listed(page.route, page.label))})),
    {label: 'Optional', pages: optional.map((route) => listed(route))},
  ]);
  writeFileSync(join(outDir, 'llms.txt'), index);

  const inOrder = [...overview, ...inSidebar.map((page) => page.route), ...optional];
  const full = [index, ...inOrder.map((route) => twins.get(route)?.markdown.trim() ?? '')].join('\n\n---\n\n');
  writeFileSync(join(outDir, 'llms-full.txt'), `${full}\n`);
  return twins.size;
}
