import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** The sidebar item shapes this site uses: doc ids, docs with labels, categories with an index doc. */
export type SidebarEntry =
  string | {type: string; id?: string; link?: {type: string; id?: string}; items?: SidebarEntry[]};

/** The doc ids of a sidebar, depth first, each category's index doc before its items. */
export function sidebarDocIds(items: readonly SidebarEntry[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category')
      return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...sidebarDocIds(item.items ?? [])];
    return [];
  });
}

/**
 * The route of a doc: its front matter's `slug` when it has one, else its id, with an
 * `index` doc at its folder's path.
 * @param id e.g. `configuration/data-store/index`
 * @param docsDir the docs folder, to read the front matter from
 * @param routeBase the docs plugin's route, e.g. `/docs`
 */
export function docRoute(id: string, docsDir: string, routeBase = '/docs'): string {
  const file = ['.md', '.mdx'].map((extension) => join(docsDir, `${id}${extension}`)).find((path) => existsSync(path));
  const frontMatter = file ? /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  const slug = frontMatter ? /^slug:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(frontMatter)?.[1] : undefined;
  if (slug?.startsWith('/')) return `${routeBase}${slug}`.replace(/\/$/, '');
  return `${routeBase}/${id.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
}
