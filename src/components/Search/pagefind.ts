// The slice of Pagefind's browser API (build/pagefind/pagefind.js) the search UI uses. The
// module is written by the indexing step after the bundle is built, so it is loaded by URL
// at run time, not bundled.
import type {SearchSection} from '../../plugins/pagefindIndex/sections.mjs';
import {highlightParam} from './highlightParam';

export type PagefindSubResult = {title: string; url: string; excerpt: string};
export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: {title?: string};
  filters: {section?: string[]};
  sub_results: PagefindSubResult[];
};
export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindResultData>};
export type PagefindResponse = {results: PagefindResult[]; unfilteredResultCount: number};
export type PagefindOptions = {baseUrl?: string; highlightParam?: string; excerptLength?: number; noWorker?: boolean};
/** Pagefind's filter object: a value list must all match; `any` matches one of them. */
export type PagefindFilters = Record<string, string[] | {any: string[]}>;
export type Pagefind = {
  options: (options: PagefindOptions) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string, options?: {filters?: PagefindFilters}) => Promise<void>;
  search: (term: string, options?: {filters?: PagefindFilters}) => Promise<PagefindResponse | null>;
  debouncedSearch: (
    term: string,
    options?: {filters?: PagefindFilters},
    timeoutMs?: number,
  ) => Promise<PagefindResponse | null>;
};

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind's search module, configured once. The main thread runs it (`noWorker`): the
 * index is small per query, and the worker would add a script of its own to the first
 * search (`npm run bench` prints a first search's bytes).
 * @param baseUrl the site's base URL, ending in `/`
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as Pagefind;
    await pagefind.options({baseUrl, highlightParam, excerptLength: 18, noWorker: true});
    await pagefind.init();
    return pagefind;
  })();
  // A failed load (offline, a deploy in between) may be retried on the next keystroke.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** A search result as the UI shows it: a page and the sections of it that match. */
export type SearchHit = {
  id: string;
  url: string;
  title: string;
  excerpt: string;
  section: SearchSection | undefined;
  subResults: PagefindSubResult[];
};

/** Pagefind's results for `query` (ranked, no fragments loaded yet), within `sections` if any. */
export async function searchPagefind(
  pagefind: Pagefind,
  query: string,
  sections: readonly SearchSection[],
): Promise<PagefindResult[]> {
  const response = await pagefind.search(
    query,
    sections.length ? {filters: {section: {any: [...sections]}}} : undefined,
  );
  return response?.results ?? [];
}

/**
 * Loads `results`' fragments, the only per-result download (a few KB each: the page's text,
 * for its excerpts), as hits. Sub-results repeating the page itself (the part above the first
 * heading) are dropped, and at most three are kept, so a page cannot fill the list.
 */
export function loadHits(results: readonly PagefindResult[]): Promise<SearchHit[]> {
  return Promise.all(
    results.map(async (result) => {
      const data = await result.data();
      return {
        id: result.id,
        url: data.url,
        title: data.meta.title ?? data.url,
        excerpt: data.excerpt,
        section: data.filters.section?.[0] as SearchSection | undefined,
        subResults: data.sub_results.filter((sub) => sub.url.includes('#')).slice(0, 3),
      };
    }),
  );
}
