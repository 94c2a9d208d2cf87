import type {SearchHit} from './pagefind';

/** One row of the results list: a page, or a section (heading) of the page above it. */
export type SearchOption = {
  key: string;
  kind: 'page' | 'section';
  url: string;
  title: string;
  excerpt: string;
  hit: SearchHit;
};

/** Pages and their matching sections as one list, in the order the keyboard walks it. */
export function flattenHits(hits: SearchHit[]): SearchOption[] {
  return hits.flatMap((hit) => [
    {key: hit.id, kind: 'page' as const, url: hit.url, title: hit.title, excerpt: hit.excerpt, hit},
    ...hit.subResults.map((sub, index) => ({
      key: `${hit.id}-${index}`,
      kind: 'section' as const,
      url: sub.url,
      title: sub.title,
      excerpt: sub.excerpt,
      hit,
    })),
  ]);
}

/**
 * The option a key moves to from `active` in a list of `count`, wrapping at both ends, or
 * undefined when the key does not move (the caller leaves it to the input).
 * @param active index of the active option, -1 for none
 */
export function nextActive(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return undefined;
}
