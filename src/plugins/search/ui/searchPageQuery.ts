// What the search page searches for, read from its URL, and its first search started early.
import type {SearchSection} from '../sections.mjs';
import {searchSections} from '../sections.mjs';
import {loadHits, loadPagefind, searchPagefind, type Pagefind, type SearchAnswer, type SearchHit} from './pagefind';
import {searchWordsAt, stopWordsOf} from './searchWords';

/**
 * How many results the search page shows first, about a screenful on a wide screen; the rest
 * load as the reader scrolls. Each costs a fragment to download and decode and its excerpts to
 * work out, all on the main thread while the page hydrates, before the first results show.
 */
export const searchPageFirst = 5;

/**
 * The query and section filters in a search page URL's query string.
 * @param search the URL's query string, such as `?q=deploy&section=Guides`
 * @returns the query as typed (empty without one) and the known sections asked for
 * @example readSearchParams('?q=deploy&section=Guides') // {query: 'deploy', sections: ['Guides']}
 */
export function readSearchParams(search: string): {query: string; sections: SearchSection[]} {
  const params = new URLSearchParams(search);
  const sections = params
    .getAll('section')
    .filter((value): value is SearchSection => (searchSections as readonly string[]).includes(value));
  return {query: params.get('q') ?? '', sections};
}

/** A search's ranked results and its first hits, with their fragments loaded. */
export type StartedSearch = {answer: SearchAnswer; hits: SearchHit[]};

/**
 * Searches `term` and loads the fragments of its first `count` results.
 * @param live asked before each download, so a search a newer one replaced stops there
 * @returns the search, or null when `live` said stop
 * @example await searchFirstHits(loadPagefind('/'), '/', 'deploy', [], 5)
 */
export async function searchFirstHits(
  engine: Promise<Pagefind>,
  baseUrl: string,
  term: string,
  sections: readonly SearchSection[],
  count: number,
  live = () => true,
): Promise<StartedSearch | null> {
  const pagefind = await engine;
  if (!live()) return null;
  const words = searchWordsAt(baseUrl);
  const answer = await searchPagefind(pagefind, term, sections, words);
  const stopWords = await stopWordsOf(term, words);
  return live() ? {answer, hits: await loadHits(answer.results.slice(0, count), term, stopWords)} : null;
}

let started: {key: string; search: Promise<StartedSearch | null>} | undefined;

const keyOf = (query: string, sections: readonly SearchSection[], count: number) =>
  `${query}\n${sections.join(',')}\n${count}`;

/**
 * Starts the search a search page URL asks for, before the page has hydrated: the engine,
 * the index chunk the query needs and the fragments of the first results download while
 * React loads, and the page takes the answer with `takeStartedSearch`. Without a query it
 * loads the engine only, which the page's preload hints have started downloading: unused,
 * the browser would have downloaded them for nothing, and says so in the console.
 * @param baseUrl the site's base URL, ending in `/`
 * @param search the page URL's query string
 * @returns nothing; a failed search is left to the page's own, which runs it again
 * @example startSearchPageQuery('/', window.location.search)
 */
export function startSearchPageQuery(baseUrl: string, search: string): void {
  const {query, sections} = readSearchParams(search);
  const term = query.trim();
  const engine = loadPagefind(baseUrl);
  if (!term) {
    // A failed load is retried when the reader searches.
    engine.catch(() => undefined);
    return;
  }
  const promise = searchFirstHits(engine, baseUrl, term, sections, searchPageFirst);
  // Unhandled here, a failure would be reported before the page's own search retries it.
  promise.catch(() => undefined);
  started = {key: keyOf(term, sections, searchPageFirst), search: promise};
}

/**
 * The search `startSearchPageQuery` started, if it is this one; each is taken once, so a
 * later search for the same words (the index redeployed meanwhile) runs afresh.
 * @param query the trimmed query
 * @param sections the section filters
 * @param count how many hits the caller shows first
 * @returns the started search, or undefined to search now
 * @example takeStartedSearch('deploy', [], 10)
 */
export function takeStartedSearch(
  query: string,
  sections: readonly SearchSection[],
  count: number,
): Promise<StartedSearch | null> | undefined {
  if (started?.key !== keyOf(query, sections, count)) return undefined;
  const {search} = started;
  started = undefined;
  return search;
}
