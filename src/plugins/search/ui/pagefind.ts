// The slice of Pagefind's browser API (build/pagefind/pagefind.js) the search UI uses. The
// module is written by the indexing step after the bundle is built, so it is loaded by URL
// at run time, not bundled.
import {searchSections, type SearchSection} from '../sections.mjs';
import {highlightParam} from './highlightParam';
import {queryTerms} from './highlight';
import {sentenceExcerpt} from './sentenceExcerpt';
import {pickSubResults} from './subResults';
import {stem} from 'porter2';
import type {SearchWords} from './searchWords';

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
  /** How much a match in each metadata field counts, by the field's name. */
  metaWeights?: Record<string, number>;
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
  /** `null` with filters lists every page the filters match. */
  search: (term: string | null, options?: {filters?: PagefindFilters}) => Promise<PagefindResponse | null>;
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
 * their way to it. A match in a page's `keywords` (its front matter, the words readers use for
 * what the page explains) raises its score too, by `metaWeights`: half what Pagefind gives a
 * match in its title (5), the page's own name for what it explains. Pagefind matches a word
 * as a prefix too ("use" finds "users", "long" finds "longer", "headings" finds "header");
 * `termSimilarity` well above its default (1) ranks a page by the word the reader typed above
 * the longer words that merely start with it. `termSaturation` below its default (1.4) makes a
 * word's score stop growing sooner with its count: a page that repeats a word through one
 * section (the server's "logs" on the self-hosting guide) does not outrank the page whose
 * subject it is for a query that only uses it in passing ("logged in"). The relevance sets in
 * tests/e2e/search-relevance.spec.ts hold the choices.
 */
export const searchRanking: PagefindRanking = {
  pageLength: 0.4,
  termSimilarity: 5,
  termSaturation: 1,
  metaWeights: {keywords: 2.5},
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
 * Ranked results (no fragments loaded yet): the `whole` first hold every telling word of the
 * query, and `terms` is what was searched, the query with misspellings
 * corrected.
 */
export type SearchAnswer = {results: PagefindResult[]; terms: string; whole: number};

/** A query that names code and finds fewer pages than this drops its commonest words. */
export const fewResults = 3;

/**
 * How much an API page counts for a task-shaped query (no identifier in it). The API reference
 * names every type, prop and member, so its pages hold the words of most tasks ("draft",
 * "roles") in their titles; the guide that answers the task should come first. A query with an
 * identifier keeps the API pages' full score, so `DraftOptions` still finds its own page first.
 */
export const apiWeightForTasks = 0.3;

/**
 * How much more a page counts when one of its headings (its title among them) holds every
 * telling word of the query ({@link SearchWords.headed}): a page is about what its headings
 * say, and only mentions the rest. A guide's headings are the tasks it answers ("Delete a
 * page", "Change a role"), and one word's page is the one headed by it ("Roles").
 */
export const headingWeight = 3;

/**
 * Whether a word of a query is an identifier rather than a word of prose: CamelCase inside it
 * (`SiteProvider`, `getSession`), an underscore, a dot or brackets between its letters
 * (`INKWELL_URL`, `Inkwell.resolve()`), or digits among its letters (`AADSTS7000215`).
 * @param word a word of the query
 * @returns whether it names something in code
 * @example isIdentifier('DraftOptions') // true
 */
export function isIdentifier(word: string): boolean {
  return /\p{Ll}\p{Lu}|\p{L}[._(]\S|_|\p{L}\d|\d\p{L}|^\p{Lu}{2,}\p{Ll}*$/u.test(word) && word.length > 2;
}

/** A query's word as search matches it: lower case, without the punctuation around it. */
const plainWord = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * Pagefind's results for `query`, within `sections` if any, ranked the way a reader means the
 * query rather than word for word. A query that names code (see {@link isIdentifier}) is
 * searched as typed. Any other is a question in the reader's words:
 * - its stop words are left out ("how do I", "my", "the"), so they cannot narrow the results;
 * - each remaining word is searched on its own, and a word no page holds is corrected to the
 *   site's nearest word;
 * - a page's score is the sum of its best score for each word, times the share of the query
 *   it holds, each word counted by how few pages hold it ({@link wordWeight}). Pagefind's score
 *   for a word falls with the number of pages that hold it too, so a page that lacks a word
 *   most pages hold loses little, and one that lacks the telling word loses most: the filler
 *   goes first, never the telling word;
 * - API pages count at {@link apiWeightForTasks};
 * - a page whose heading holds the query's telling words counts more, by {@link headingWeight}.
 * @param pagefind the engine
 * @param query what the reader typed
 * @param sections the section filters, none for all
 * @param words the stop words, vocabulary and headings, fetched when needed
 * @returns the ranked results, what was searched, and how many of the first hold every word
 * @example await searchPagefind(pagefind, 'remove a blog post', [], searchWordsAt('/'))
 */
export async function searchPagefind(
  pagefind: Pagefind,
  query: string,
  sections: readonly SearchSection[],
  words: SearchWords,
): Promise<SearchAnswer> {
  const options = sections.length ? {filters: {section: {any: [...sections]}}} : undefined;
  const search = async (term: string) => (await pagefind.search(term, options))?.results ?? [];
  const typed = query.split(/\s+/).filter(Boolean);
  if (typed.some(isIdentifier)) return searchAsTyped(search, typed);
  const stopWords = typed.length > 1 ? await words.stopWords() : new Set<string>();
  const plain = typed.map(plainWord).filter(Boolean);
  const telling = plain.filter((word) => !stopWords.has(word));
  const asked = [...new Set(telling.length ? telling : plain)];
  if (!asked.length) return {results: [], terms: query, whole: 0};
  const corrected = new Map<string, string>();
  const groups = await Promise.all(
    asked.map(async (word) => {
      // Pagefind finds pages for a word no page holds, by a shorter part of it ("cloudinry"
      // finds "cloud"); quoted, the word matches only itself, so no result means no page holds it.
      const [found, exact] = await Promise.all([search(word), search(`"${word}"`)]);
      let own = found;
      if (!exact.length) {
        const nearest = await words.correct(word).catch(() => undefined);
        // A form of the same word ("scheduled" for "schedule") is what Pagefind matched already.
        if (nearest && stem(nearest) !== stem(word)) {
          corrected.set(word, nearest);
          own = await search(nearest);
        }
      }
      return {results: own, stem: stem(corrected.get(word) ?? word)};
    }),
  );
  // Each telling word (two letters or more) against the headings, by its stem as corrected. A
  // number ("404") is left out: the headings' words are letters only, so no heading holds it.
  // Stop words may be missing from the heading ("What is Inkwell?" answers "what is Inkwell"),
  // the telling words not: "Run it and sign in" does not answer "signed in but stay signed out".
  const headingStems = asked.flatMap((word, index) =>
    word.length > 1 && /\p{L}/u.test(word) ? [groups[index].stem] : [],
  );
  const [api, headed, total] = await Promise.all([
    apiPageIds(pagefind),
    words.headed(headingStems),
    indexedPages(pagefind),
  ]);
  const weights = groups.map(({results}) => wordWeight(results.length, total));
  const asks = weights.reduce((sum, weight) => sum + weight, 0);
  const pages = new Map<string, {result: PagefindResult; sum: number; held: number; share: number}>();
  groups.forEach(({results}, index) => {
    for (const result of results) {
      const {id, score} = result;
      const page = pages.get(id) ?? {result, sum: 0, held: 0, share: 0};
      page.sum += score;
      page.held += 1;
      page.share += weights[index] / asks;
      pages.set(id, page);
    }
  });
  const ranked = [...pages.entries()]
    .map(([id, {result, sum, held, share}]) => ({
      result,
      held,
      score: sum * share * (api.has(id) ? apiWeightForTasks : 1) * (headed.has(id) ? 1 + headingWeight : 1),
    }))
    .sort((a, b) => b.score - a.score);
  const whole = ranked.findIndex((page) => page.held < asked.length);
  const terms = typed.map((word) => corrected.get(plainWord(word)) ?? word).join(' ');
  return {
    results: ranked.map(({result, score}) => ({...result, score})),
    terms,
    whole: whole < 0 ? ranked.length : whole,
  };
}

/**
 * How much a word of a query counts in the share of the query a page holds: the square root of
 * its inverse document frequency, so a page that lacks a word few pages hold ("website") loses
 * more of its score than one that lacks a word many hold ("google"), and still less than the
 * plain inverse frequency would take, which lets one rare word outweigh the rest of a question.
 * @param pagesWith how many pages hold the word
 * @param pages how many pages the index holds
 * @returns the word's weight, above 0
 * @example wordWeight(2, 100) > wordWeight(20, 100) // true
 */
export function wordWeight(pagesWith: number, pages: number): number {
  return Math.sqrt(Math.log(1 + Math.max(pages, 1) / Math.max(pagesWith, 1)));
}

let pageTotal: Promise<number> | undefined;

/** How many pages the index holds, each in one of the sections; asked once. */
function indexedPages(pagefind: Pagefind): Promise<number> {
  pageTotal ??= pagefind
    .search(null, {filters: {section: {any: [...searchSections]}}})
    .then((response) => response?.results.length ?? 0);
  return pageTotal;
}

let apiPages: Promise<ReadonlySet<string>> | undefined;

/** The ids of the API reference's pages, from the index's section filter; asked once. */
function apiPageIds(pagefind: Pagefind): Promise<ReadonlySet<string>> {
  apiPages ??= pagefind
    .search(null, {filters: {section: ['API']}})
    .then((response) => new Set((response?.results ?? []).map((result) => result.id)));
  return apiPages;
}

/**
 * Pagefind's results for a query that names code, searched as typed, the pages that hold it
 * as one phrase first: Pagefind finds only pages that hold every word, so when those are few,
 * words are dropped one at a time, the one most pages hold first (it tells pages apart least),
 * and the pages that hold the rest follow.
 */
async function searchAsTyped(
  search: (term: string) => Promise<PagefindResult[]>,
  typed: readonly string[],
): Promise<SearchAnswer> {
  const terms = typed.join(' ');
  const [found, quoting] = await Promise.all([search(terms), search(`"${terms}"`)]);
  // A pasted error message finds the page that quotes it word for word first, and a name the
  // pages that hold it whole before those that hold only longer names it begins.
  const quoted = new Set(quoting.map(({id}) => id));
  const results = [...found].sort((a, b) => Number(quoted.has(b.id)) - Number(quoted.has(a.id)));
  const whole = {results, terms, whole: results.length};
  if (results.length >= fewResults || typed.length < 2) return whole;
  const pagesOf = new Map(await Promise.all(typed.map(async (word) => [word, (await search(word)).length] as const)));
  const shown = new Set(results.map((result) => result.id));
  let kept = typed.filter((word) => (pagesOf.get(word) ?? 0) > 0);
  while (kept.length > 0) {
    if (kept.length < typed.length) {
      const more = (await search(kept.join(' '))).filter((result) => !shown.has(result.id));
      if (more.length) return {results: [...results, ...more], terms: kept.join(' '), whole: results.length};
    }
    const commonest = kept.reduce((best, word) => ((pagesOf.get(word) ?? 0) > (pagesOf.get(best) ?? 0) ? word : best));
    kept = kept.filter((word) => word !== commonest);
  }
  return whole;
}

/**
 * `url` with the words its page should mark (the query's, stop words left out), in place of
 * the one Pagefind added: each result is found by one word's search, so Pagefind's parameter
 * would name that word alone.
 * @param url a result's URL, maybe with Pagefind's `?highlight=` and a `#heading`
 * @param words the words to mark
 * @returns the URL with one `highlight` parameter per word
 * @example withHighlight('/docs/x?highlight=post#publish', ['publish', 'post']) // '/docs/x?highlight=publish&highlight=post#publish'
 */
export function withHighlight(url: string, words: readonly string[]): string {
  const [beforeHash = '', hash] = url.split('#', 2);
  const [path = '', search = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(search);
  params.delete(highlightParam);
  for (const word of words) params.append(highlightParam, word);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * Loads `results`' fragments, the only per-result download (a few KB each: the page's text,
 * for its excerpts), as hits. Sub-results repeating the page itself (the part above the first
 * heading) are dropped, and the three that best answer `query` are kept, so a page cannot
 * fill the list. Excerpts are whole sentences of the page's prose (`sentenceExcerpt`), the
 * section's own for a sub-result; a section without one is not shown. Stop words (from
 * `stopWords`) are neither marked in excerpts nor on the result's page. The page's excerpt comes from outside the sections shown below it, so a result
 * does not show one sentence twice.
 */
export function loadHits(
  results: readonly PagefindResult[],
  query: string,
  stopWords: ReadonlySet<string>,
): Promise<SearchHit[]> {
  const telling = query.split(/\s+/).filter((word) => word && !stopWords.has(plainWord(word)));
  const marked = telling.length ? telling : query.split(/\s+/).filter(Boolean);
  const terms = queryTerms(marked.join(' '));
  return Promise.all(
    results.map(async (result) => {
      const data = await result.data();
      const starts = data.anchors.map((anchor) => anchor.location).sort((a, b) => a - b);
      const sectionEnd = (from: number) => starts.find((start) => start > from) ?? Infinity;
      // A section whose text has no sentence to show (a "Returns" or "Example" of code alone)
      // is left out: its title alone answers nothing.
      const shown = pickSubResults(
        data.sub_results.filter((sub) => sub.url.includes('#')),
        query,
        data.sub_results.length,
      )
        .map((sub) => {
          const from = sub.anchor?.location;
          const range = from === undefined ? undefined : {from, to: sectionEnd(from)};
          const excerpt = range
            ? sentenceExcerpt(data.content, sub.weighted_locations ?? [], terms, {...range, heading: sub.title})
            : undefined;
          return {sub: {...sub, url: withHighlight(sub.url, marked), excerpt: excerpt ?? ''}, range};
        })
        .filter(({sub}) => sub.excerpt)
        .slice(0, 3);
      const ranges = shown.flatMap(({range}) => (range ? [range] : []));
      return {
        id: result.id,
        url: withHighlight(data.url, marked),
        title: data.meta.title ?? data.url,
        excerpt:
          sentenceExcerpt(data.content, data.weighted_locations, terms, {heading: data.meta.title, outside: ranges}) ??
          '',
        section: data.filters.section?.[0] as SearchSection | undefined,
        subResults: shown.map(({sub}) => sub),
      };
    }),
  );
}
