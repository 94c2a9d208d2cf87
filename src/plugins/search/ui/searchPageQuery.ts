// What the search page searches for, read from its URL, and its first search started early.
import {searchSections, type SearchSection} from '../sections.mjs';
import {loadHits, loadPagefind, searchPagefind, type Pagefind, type SearchAnswer, type SearchHit} from './pagefind';
import {searchWordsAt} from './searchWords';

/** How many results the search page shows first: each costs a fragment and excerpts while it hydrates. */
export const searchPageFirst = 5;

/**
 * The query and known section filters in a search page URL's query string.
 * @example readSearchParams('?q=deploy&section=Guides') // {query: 'deploy', sections: ['Guides']}
 */
export function readSearchParams(search: string): {query: string; sections: SearchSection[]} {
  const params = new URLSearchParams(search);
  const sections = params
    .getAll('section')
    .filter((value): value is SearchSection => (searchSections as readonly string[]).includes(value));
  return {query: params.get('q') ?? '', sections};
}

type StartedSearch = {answer: SearchAnswer; hits: SearchHit[]};

/**
 * Searches `term` and loads the fragments of its first `count` results.
 * @param live asked before each download, so a search a newer one replaced stops there
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
  const answer = await searchPagefind(pagefind, term, sections, searchWordsAt(baseUrl));
  return live() ? {answer, hits: await loadHits(answer.results.slice(0, count), answer.marked)} : null;
}

let started: {key: string; search: Promise<StartedSearch | null>} | undefined;

const keyOf = (query: string, sections: readonly SearchSection[], count: number) =>
  `${query}\n${sections.join(',')}\n${count}`;

/**
 * Starts the search a search page URL asks for before the page hydrates, for
 * `takeStartedSearch`; without a query, loads the engine its preload hints are fetching.
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

/** The search `startSearchPageQuery` started, if it is this one; each is taken once. */
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
