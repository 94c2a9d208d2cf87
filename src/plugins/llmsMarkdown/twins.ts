import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import {llmsTxt, type LlmsSection} from './llmsTxt';
import {pageDescription} from './pageContent';
import {sidebarSections} from './sidebarRoutes';
import {pageToMarkdown, twinProcessor} from './toMarkdown';

/** Which pages outside the docs sidebar llms.txt lists first, and which get no twin. */
export interface TwinsOptions {
  /** Routes listed first, under "Overview", e.g. `/intro`. */
  overview: readonly string[];
  /** Routes without a twin: pages with no content of their own (the home page, search). */
  exclude: readonly string[];
}

/** The leaf routes of the site (the pages), without the base URL. */
export function leafRoutes(routes: readonly RouteConfig[], baseUrl: string): string[] {
  return routes.flatMap((route) =>
    route.routes?.length
      ? leafRoutes(route.routes, baseUrl)
      : route.path.startsWith(baseUrl)
        ? [`/${route.path.slice(baseUrl.length)}`.replace(/(.)\/$/, '$1')]
        : [],
  );
}

/** What the twins read of the site's context: its base URL, and its URL, title and tagline. */
export type TwinsSite = Pick<LoadContext, 'baseUrl'> & {
  siteConfig: Pick<LoadContext['siteConfig'], 'url' | 'title' | 'tagline'>;
};

/** A twin written: its page's title and description, and its Markdown. */
interface Twin {
  title: string;
  description: string;
  markdown: string;
}

/**
 * Writes a `.md` twin beside every page (`/docs/x/y` → `/docs/x/y.md`, API pages included;
 * `/intro` → `/intro.md`), then `llms.txt` (the overview pages, the docs sidebar's sections
 * in its order and labels, then the other pages under "Optional") and `llms-full.txt`
 * (llms.txt, then every twin in that order). Returns how many twins it wrote.
 */
export function writeTwins(
  context: TwinsSite,
  props: {outDir: string; routes: readonly RouteConfig[]},
  options: TwinsOptions,
): number {
  const {baseUrl, siteConfig} = context;
  const {outDir} = props;
  const htmlFile = (route: string) => join(outDir, `${route === '/' ? '/index' : route}.html`);
  const sections = sidebarSections(props.routes, 'docs', baseUrl);
  const inSidebar = sections.flatMap((section) => section.pages);
  const sidebarRoutes = new Set(inSidebar.map((page) => page.route));
  const others = [...new Set(leafRoutes(props.routes, baseUrl))]
    .filter((route) => !sidebarRoutes.has(route) && !options.exclude.includes(route) && existsSync(htmlFile(route)))
    .sort();
  const routes = [...sidebarRoutes, ...others];
  const twinUrl = (route: string) => `${siteConfig.url}${baseUrl}${route.slice(1)}.md`;
  const processor = twinProcessor({origin: siteConfig.url, baseUrl, twins: new Set(routes)});

  // Synchronous, without yielding: Pagefind indexes in this process at the same time, and a
  // yield per page would make each page wait for a turn of Pagefind's work on the main thread.
  const twins = new Map<string, Twin>();
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
    return {label: label ?? twin.title, url: twinUrl(route), description: twin.description};
  };
  const overview = options.overview.filter((route) => twins.has(route));
  const optional = others.filter((route) => !overview.includes(route));
  const llmsSections: LlmsSection[] = [
    {label: 'Overview', pages: overview.map((route) => listed(route))},
    ...sections.map((section) => ({
      label: section.label,
      pages: section.pages.map((page) => listed(page.route, page.label)),
    })),
    {label: 'Optional', pages: optional.map((route) => listed(route))},
  ];
  const index = llmsTxt({title: siteConfig.title, summary: siteConfig.tagline}, llmsSections);
  writeFileSync(join(outDir, 'llms.txt'), index);

  const inOrder = [...overview, ...inSidebar.map((page) => page.route), ...optional];
  const full = [index, ...inOrder.map((route) => twins.get(route)?.markdown.trim() ?? '')].join('\n\n---\n\n');
  writeFileSync(join(outDir, 'llms-full.txt'), `${full}\n`);
  return twins.size;
}
