/**
 * Ordering and pagination logic for {@link PostList}.
 *
 * @internal
 * @module
 */
import type {Post} from '../../types.js';

/** The base path without a trailing slash; `/` becomes the empty string. */
function base(basePath: string): string {
  return basePath.replace(/\/+$/, '');
}

/** URL of a post: `<basePath>/<slug>`. */
export function postHref(basePath: string, slug: string): string {
  return `${base(basePath)}/${encodeURIComponent(slug)}`;
}

/**
 * URL of a page of the list: the base path itself for page 1 (one address per page, no
 * `/blog/page/1` duplicate), `<basePath>/page/N` after that.
 */
export function pageHref(basePath: string, page: number): string {
  const root = base(basePath);
  return page <= 1 ? root || '/' : `${root}/page/${page}`;
}

/** A page number to link to, or a gap in the sequence. */
export type PaginationItem = {type: 'page'; page: number} | {type: 'gap'; key: string};

/**
 * The page numbers to show: always the first and last, the current one with `radius`
 * neighbours each side, and a gap wherever numbers are skipped.
 *
 * @remarks A gap that would hide a single number shows that number instead, since a "…"
 * takes the same room and tells the reader less.
 */
export function paginationItems(page: number, pageCount: number, radius = 1): PaginationItem[] {
  if (pageCount <= 1) return [];
  const wanted = new Set<number>([1, pageCount]);
  for (let n = page - radius; n <= page + radius; n++) {
    if (n >= 1 && n <= pageCount) wanted.add(n);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous === 2) items.push({type: 'page', page: n - 1});
    else if (n - previous > 2) items.push({type: 'gap', key: `gap-${previous}-${n}`});
    items.push({type: 'page', page: n});
    previous = n;
  }
  return items;
}

function time(iso: string | null): number {
  if (iso === null) return Number.NEGATIVE_INFINITY;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/**
 * Published posts only, newest `publishedAt` first (ties broken by `updatedAt`, then title).
 *
 * @remarks The server already filters and orders; this keeps the list right when a caller
 * passes an editor's list that includes drafts, or an unordered one.
 */
export function publishedNewestFirst(posts: readonly Post[]): Post[] {
  return posts
    .filter((post) => post.status === 'published')
    .sort(
      (a, b) =>
        time(b.publishedAt) - time(a.publishedAt) ||
        time(b.updatedAt) - time(a.updatedAt) ||
        a.title.localeCompare(b.title),
    );
}
