import type {Root} from 'hast';
import {replaceElements} from './hast';

/** Where the twins' links point. */
export interface TwinLinkOptions {
  /** The site's origin, e.g. `https://inkwell-cms.github.io`. */
  origin: string;
  /** The site's base URL, ending in `/`. */
  baseUrl: string;
  /** The routes that have a twin, without the base URL, e.g. `/docs/intro`. */
  twins: ReadonlySet<string>;
}

/**
 * Where a link on a page points from its twin: a page of the site that has a twin, to that
 * twin (`https://…/docs/x.md#part`), another path of the site, to its full URL; links to a
 * part of the same page and to other sites stay as they are.
 */
export function twinHref(href: string, {origin, baseUrl, twins}: TwinLinkOptions): string {
  if (!href.startsWith(baseUrl) || href.startsWith('//')) return href;
  const hashAt = href.search(/[?#]/);
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const rest = hashAt === -1 ? '' : href.slice(hashAt);
  const route = `/${path.slice(baseUrl.length)}`.replace(/(.)\/$/, '$1');
  return twins.has(route) ? `${origin}${baseUrl}${route.slice(1)}.md${rest}` : `${origin}${href}`;
}

/** A rehype plugin for the twins: makes links and images work from a file read anywhere ({@link twinHref}). */
export default function rehypeTwinLinks(options: TwinLinkOptions) {
  return (tree: Root): void =>
    replaceElements(tree, (node) => {
      const {href, src} = node.properties;
      if (node.tagName === 'a' && typeof href === 'string') node.properties.href = twinHref(href, options);
      if (node.tagName === 'img' && typeof src === 'string' && src.startsWith('/'))
        node.properties.src = `${options.origin}${src}`;
      return undefined;
    });
}
