// The slice of Pagefind's browser API the UI uses, loaded by URL: the index step writes it.
import {searchSections, type SearchSection} from '../sections.mjs';
import {highlightParam} from './highlightParam';
import {queryTerms} from './highlight';
import {sentenceExcerpt} from './sentenceExcerpt';
import {pickSubResults} from './subResults';
import {stem} from 'porter2';
import type {SearchWords} from './searchWords';
import type {Found} from './pageData';

export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  /** The section's heading; `location` is its first word's position in the page's text. */
  anchor?: {location: number};
  weighted_locations?: {location: number; balanced_score: number}[];
  /** The share of the query's words the section holds, when the query had several. */
  share?: number;
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
/** Pagefind's filter object: a value list must all match; `any` matches one of them. */
export type PagefindFilters = Record<string, string[] | {any: string[]}>;
export type Pagefind = {
  options: (options: {
    baseUrl?: string;
    highlightParam?: string;
    excerptLength?: number;
    noWorker?: boolean;
    ranking?: typeof searchRanking;
  }) => Promise<void>;
  init: () => Promise<void>;
  /** `null` with filters lists every page the filters match. */
  search: (
    term: string | null,
    options?: {filters?: PagefindFilters},
  ) => Promise<{results: PagefindResult[]; unfilteredResultCount: number} | null>;
};

/**
 * How Pagefind ranks the site's pages, held by the relevance sets in
 * tests/e2e/search-relevance.spec.ts: long guides penalised less (`pageLength`), the word typed
 * above longer words it begins (`termSimilarity`), a word repeated through one section counted
 * less (`termSaturation`), and a match in a page's `keywords` at half a title's weight.
 * (pagefind.app/docs/ranking)
 */
export const searchRanking = {
  pageLength: 0.4,
  termSimilarity: 5,
  termSaturation: 1,
  metaWeights: {keywords: 2.5},
};

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind's search module, configured once; on the main thread, as the worker would add a
 * script to the first search.
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
 * Ranked results: the `whole` first hold every telling word; `terms` is the query as corrected,
 * `marked` the words the results mark: its telling words, as corrected.
 */
export type SearchAnswer = {results: PagefindResult[]; terms: string; whole: number; marked: string};

/** A query that names code and finds fewer pages than this drops its commonest words. */
const fewResults = 3;

/** How much an API page counts for a query without an identifier: the guide answers a task. */
const apiWeightForTasks = 0.3;

/** How much more a page counts when one of its headings holds every telling word of the query. */
const headingWeight = 3;

/**
 * Whether a word of a query names code: CamelCase, `_`, `.` or `(` inside, digits among letters.
 * @example isIdentifier('DraftOptions') // true
 */
export function isIdentifier(word: string): boolean {
  return /\p{Ll}\p{Lu}|\p{L}[._(]\S|_|\p{L}\d|\d\p{L}|^\p{Lu}{2,}\p{Ll}*$/u.test(word) && word.length > 2;
}

/** A query's word as search matches it: lower case, without the punctuation around it. */
const plainWord = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * Pagefind's results for `query`, within `sections` if any, ranked the way a reader means it. A
 * query naming code is searched as typed. Any other is a question: its stop words are left out,
 * each other word is searched on its own (a word no page holds corrected to the site's nearest),
 * and a page scores the sum of its words' scores times the share of the query it holds, each
 * word weighed by how few pages hold it ({@link wordWeight}), so the filler goes first, never the
 * telling word; API pages count less, pages whose heading holds the query more.
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
  if (typed.some(isIdentifier))
    return searchAsTyped(search, typed, typed.length > 1 ? await words.stopWords() : new Set());
  // A question's pages merge what each of its words found, in code loaded for questions only.
  const [stopWords, related, merge] =
    typed.length > 1
      ? await Promise.all([words.stopWords(), words.related(), import('./pageData')])
      : [new Set<string>(), {} as Readonly<Record<string, string>>, undefined];
  const plain = typed.map(plainWord).filter(Boolean);
  const telling = plain.filter((word) => !stopWords.has(word));
  const asked = [...new Set(telling.length ? telling : plain)];
  if (!asked.length) return {results: [], terms: query, whole: 0, marked: ''};
  const corrected = new Map<string, string>();
  const groups = await Promise.all(
    asked.map(async (word) => {
      // Pagefind finds pages for a word no page holds, by a shorter part of it ("cloudinry"
      // finds "cloud"); quoted, the word matches only itself, so no result means no page holds it.
      // A reader's word for what the site names otherwise is searched as both: a page keeps its
      // better score and the site word's sections, and the word counts as rare as the reader's.
      const site = Object.hasOwn(related, stem(word)) ? related[stem(word)] : undefined;
      const [found, exact, also] = await Promise.all([search(word), search(`"${word}"`), site ? search(site) : []]);
      const both = new Map<string, PagefindResult>();
      for (const r of [...found, ...also]) both.set(r.id, {...r, score: Math.max(r.score, both.get(r.id)?.score ?? 0)});
      let own = [...both.values()];
      if (!exact.length && !site) {
        const nearest = await words.correct(word).catch(() => undefined);
        // A form of the same word ("scheduled" for "schedule") is what Pagefind matched already.
        if (nearest && stem(nearest) !== stem(word)) {
          corrected.set(word, nearest);
          own = await search(nearest);
        }
      }
      return {results: own, pagesWith: found.length || own.length, stem: stem(site ?? corrected.get(word) ?? word)};
    }),
  );
  // Telling words against the headings, by stem as corrected; numbers are in no heading.
  const headingStems = asked.flatMap((word, index) =>
    word.length > 1 && /\p{L}/u.test(word) ? [groups[index].stem] : [],
  );
  const [api, headed, {length: total}] = await Promise.all([
    pageIds(pagefind, ['API']),
    words.headed(headingStems),
    pageIds(pagefind, searchSections),
  ]);
  const weights = groups.map(({pagesWith}) => wordWeight(pagesWith, total));
  const asks = weights.reduce((sum, weight) => sum + weight, 0);
  const pages = new Map<string, Found[]>();
  groups.forEach(({results, stem: wordStem}, index) => {
    for (const result of results)
      pages.set(result.id, [...(pages.get(result.id) ?? []), [result, weights[index] / asks, wordStem]]);
  });
  const ranked = [...pages]
    .map(([id, found]) => ({
      result: merge && found[1] ? {...found[0][0], data: () => merge.dataOfAll(found)} : found[0][0],
      held: found.length,
      score:
        found.reduce((sum, [{score}]) => sum + score, 0) *
        found.reduce((share, [, weight]) => share + weight, 0) *
        (api.includes(id) ? apiWeightForTasks : 1) *
        (headed.has(id) ? 1 + headingWeight : 1),
    }))
    .sort((a, b) => b.score - a.score);
  const whole = ranked.findIndex((page) => page.held < asked.length);
  const terms = typed.map((word) => corrected.get(plainWord(word)) ?? word).join(' ');
  return {
    results: ranked.map(({result, score}) => ({...result, score})),
    terms,
    whole: whole < 0 ? ranked.length : whole,
    marked: asked.map((word) => corrected.get(word) ?? word).join(' '),
  };
}

/**
 * A query word's weight in the share a page holds: the square root of its inverse document
 * frequency, so one rare word cannot outweigh the rest of a question.
 * @example wordWeight(2, 100) > wordWeight(20, 100) // true
 */
export function wordWeight(pagesWith: number, pages: number): number {
  return Math.sqrt(Math.log(1 + Math.max(pages, 1) / Math.max(pagesWith, 1)));
}

const filtered = new Map<string, Promise<string[]>>();

/** The ids of the pages in one of `sections`, from the index's section filter; asked once. */
function pageIds(pagefind: Pagefind, sections: readonly string[]): Promise<string[]> {
  const key = sections.join();
  let ids = filtered.get(key);
  if (!ids) {
    ids = pagefind
      .search(null, {filters: {section: {any: [...sections]}}})
      .then((response) => (response?.results ?? []).map((result) => result.id));
    filtered.set(key, ids);
  }
  return ids;
}

/**
 * Results for a query that names code: phrase matches first; when those are few, words are
 * dropped one at a time, the one most pages hold first, and the rest's pages follow.
 */
async function searchAsTyped(
  search: (term: string) => Promise<PagefindResult[]>,
  typed: readonly string[],
  stopWords: ReadonlySet<string>,
): Promise<SearchAnswer> {
  const terms = typed.join(' ');
  const marked = typed.filter((word) => !stopWords.has(plainWord(word))).join(' ') || terms;
  const [found, quoting] = await Promise.all([search(terms), search(`"${terms}"`)]);
  const quoted = new Set(quoting.map(({id}) => id));
  const results = [...found].sort((a, b) => Number(quoted.has(b.id)) - Number(quoted.has(a.id)));
  const whole = {results, terms, whole: results.length, marked};
  if (results.length >= fewResults || typed.length < 2) return whole;
  const pagesOf = new Map(await Promise.all(typed.map(async (word) => [word, (await search(word)).length] as const)));
  const shown = new Set(results.map((result) => result.id));
  let kept = typed.filter((word) => (pagesOf.get(word) ?? 0) > 0);
  while (kept.length > 0) {
    if (kept.length < typed.length) {
      const more = (await search(kept.join(' '))).filter((result) => !shown.has(result.id));
      if (more.length) return {...whole, results: [...results, ...more], terms: kept.join(' ')};
    }
    const commonest = kept.reduce((best, word) => ((pagesOf.get(word) ?? 0) > (pagesOf.get(best) ?? 0) ? word : best));
    kept = kept.filter((word) => word !== commonest);
  }
  return whole;
}

/**
 * `url` with one `highlight` parameter per word to mark, in place of Pagefind's, which names
 * only the one word whose search found the result.
 * @example withHighlight('/docs/x?highlight=post#publish', 'publish post') // '/docs/x?highlight=publish&highlight=post#publish'
 */
function withHighlight(url: string, marked: string): string {
  // Parsed against a stand-in origin, cut off again.
  const origin = 'https://x';
  const link = new URL(url, origin);
  link.searchParams.delete(highlightParam);
  for (const word of marked.split(' ')) link.searchParams.append(highlightParam, word);
  return link.href.slice(origin.length);
}

/**
 * Loads `results`' fragments as hits: each with up to three sections that best answer the
 * `marked` words ({@link SearchAnswer}) and have a sentence of prose to show, and an excerpt from
 * outside them.
 */
export function loadHits(results: readonly PagefindResult[], marked: string): Promise<SearchHit[]> {
  const terms = queryTerms(marked);
  return Promise.all(
    results.map(async (result) => {
      const data = await result.data();
      const starts = data.anchors.map((anchor) => anchor.location).sort((a, b) => a - b);
      const sectionEnd = (from: number) => starts.find((start) => start > from) ?? Infinity;
      const shown = pickSubResults(
        data.sub_results.filter((sub) => sub.url.includes('#')),
        marked,
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
