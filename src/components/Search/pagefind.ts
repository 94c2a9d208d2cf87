// The slice of Pagefind's browser API (build/pagefind/pagefind.js) the search UI uses. The
// module is written by the indexing step after the bundle is built, so it is loaded by URL
// at run time, not bundled.
import type {SearchSection} from '../../plugins/pagefindIndex/sections.mjs';
import {highlightParam} from './highlightParam';
import {queryTerms} from './highlight';
import {sentenceExcerpt} from './sentenceExcerpt';
import {pickSubResults} from './subResults';

export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  /** The section's heading; `location` is its first word's position in the page's text. */
  anchor?: {location: number};
  weighted_locations?: {location: number; balanced_score: number}[];
};
export type PagefindResultData = {
  url: string;
  excerpt: string;
  /** The page's indexed text, which match locations count in words. */
  content: string;
  weighted_locations: {location: number; balanced_score: number}[];
  anchors: {location: number}[];
  meta: {title?: string};
  filters: {section?: string[]};
  sub_results: PagefindSubResult[];
};
export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindResultData>};
export type PagefindResponse = {results: PagefindResult[]; unfilteredResultCount: number};
/** Pagefind's ranking parameters (pagefind.app/docs/ranking); each left out keeps its default. */
export type PagefindRanking = {
  termFrequency?: number;
  pageLength?: number;
  termSaturation?: number;
  termSimilarity?: number;
};
export type PagefindOptions = {
  baseUrl?: string;
  highlightParam?: string;
  excerptLength?: number;
  noWorker?: boolean;
  ranking?: PagefindRanking;
};
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

/**
 * How Pagefind ranks the site's pages. `pageLength` below its default (0.75) penalises long
 * pages less: a guide covers a whole task, with a section for each step, and is long beside
 * the short overview and site pages that only mention a subject ("task list", "backups") on
 * their way to it. The relevance set in tests/e2e/search-relevance.spec.ts holds the choice.
 */
export const searchRanking: PagefindRanking = {pageLength: 0.4};

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
    await pagefind.options({baseUrl, highlightParam, excerptLength: 18, noWorker: true, ranking: searchRanking});
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

/**
 * Ranked results (no fragments loaded yet): first the `whole` that hold every word of the
 * query, then, when those are few, pages that hold `terms`, fewer of its words.
 */
export type SearchAnswer = {results: PagefindResult[]; terms: string; whole: number};

/**
 * Fewer pages than this holding every word of a question, and pages that hold most of its
 * words follow them: a reader's wording ("my own pages", "should I") rarely matches a page's
 * word for word, and the page that answers can be the one that misses a word.
 */
export const fewResults = 3;

/**
 * Pagefind's results for `query`, within `sections` if any. Pagefind finds only pages that
 * hold every word, so a question in a reader's words can find nothing, or only a page that
 * happens to hold them all, for one word the docs do not use. Then words are dropped until
 * more pages match: first those no page holds, then, one at a time, the word that fits the
 * others least (the one whose removal lets the most pages match), and those pages follow
 * the ones that hold every word. `terms` says which words they hold.
 */
export async function searchPagefind(
  pagefind: Pagefind,
  query: string,
  sections: readonly SearchSection[],
): Promise<SearchAnswer> {
  const options = sections.length ? {filters: {section: {any: [...sections]}}} : undefined;
  const search = async (words: readonly string[]) => (await pagefind.search(words.join(' '), options))?.results ?? [];
  const words = query.split(/\s+/).filter(Boolean);
  const results = await search(words);
  const whole = {results, terms: query, whole: results.length};
  if (results.length >= fewResults || words.length < 2) return whole;
  const pagesWith = await Promise.all(words.map(async (word) => (await search([word])).length));
  const pagesOf = new Map(words.map((word, index) => [word, pagesWith[index] ?? 0]));
  let kept = words.filter((word) => (pagesOf.get(word) ?? 0) > 0);
  const shown = new Set(results.map((result) => result.id));
  for (;;) {
    if (kept.length < words.length && kept.length > 0) {
      const more = (await search(kept)).filter((result) => !shown.has(result.id));
      if (more.length) return {results: [...results, ...more], terms: kept.join(' '), whole: results.length};
    }
    if (kept.length < 2) return whole;
    const current = kept;
    const matching = await Promise.all(
      current.map(async (_, index) => (await search(current.filter((__, other) => other !== index))).length),
    );
    // On a tie, the word on more pages goes: it tells pages apart less.
    const rank = (index: number) => [matching[index] ?? 0, pagesOf.get(current[index] ?? '') ?? 0] as const;
    const drop = current.reduce((best, _, index) => {
      const [count, pages] = rank(index);
      const [bestCount, bestPages] = rank(best);
      return count > bestCount || (count === bestCount && pages > bestPages) ? index : best;
    }, 0);
    kept = current.filter((_, index) => index !== drop);
  }
}

/**
 * Loads `results`' fragments, the only per-result download (a few KB each: the page's text,
 * for its excerpts), as hits. Sub-results repeating the page itself (the part above the first
 * heading) are dropped, and the three that best answer `query` are kept, so a page cannot
 * fill the list. Excerpts are whole sentences of the page's prose (`sentenceExcerpt`), the
 * section's own for a sub-result, and empty for a section of code alone, whose title says
 * enough. The page's excerpt comes from outside the sections shown below it, so a result
 * does not show one sentence twice.
 */
export function loadHits(results: readonly PagefindResult[], query: string): Promise<SearchHit[]> {
  return Promise.all(
    results.map(async (result) => {
      const data = await result.data();
      const terms = queryTerms(query);
      const starts = data.anchors.map((anchor) => anchor.location).sort((a, b) => a - b);
      const sectionEnd = (from: number) => starts.find((start) => start > from) ?? Number.POSITIVE_INFINITY;
      const shown = pickSubResults(
        data.sub_results.filter((sub) => sub.url.includes('#')),
        query,
        3,
      ).map((sub) => {
        const from = sub.anchor?.location;
        return {sub, range: from === undefined ? undefined : {from, to: sectionEnd(from)}};
      });
      const ranges = shown.flatMap(({range}) => (range ? [range] : []));
      return {
        id: result.id,
        url: data.url,
        title: data.meta.title ?? data.url,
        excerpt:
          sentenceExcerpt(data.content, data.weighted_locations, terms, {heading: data.meta.title, outside: ranges}) ??
          '',
        section: data.filters.section?.[0] as SearchSection | undefined,
        subResults: shown.map(({sub, range}) => {
          const excerpt = range
            ? sentenceExcerpt(data.content, sub.weighted_locations ?? [], terms, {...range, heading: sub.title})
            : undefined;
          return {...sub, excerpt: excerpt ?? ''};
        }),
      };
    }),
  );
}
