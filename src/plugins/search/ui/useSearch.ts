import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {SearchSection} from '../sections.mjs';
import {loadHits, loadPagefind, type SearchAnswer, type SearchHit} from './pagefind';
import {searchFirstHits, takeStartedSearch} from './searchPageQuery';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {
      status: 'done';
      query: string;
      /** The words searched: the query's, or fewer when few pages hold them all. */
      terms: string;
      /** How many of the results, the first ones, hold every word of the query. */
      whole: number;
      hits: SearchHit[];
      total: number;
      /** Whether more results can be loaded (up to the limit) with `showMore`. */
      more: boolean;
    }
  | {status: 'error'; message: string};

/**
 * How many results to load: `first`, then `next` more at each `showMore()`, up to `limit`, as
 * each costs a fragment. `pauseFirst` waits for a pause in typing before the first search.
 */
export type SearchPaging = {first: number; next: number; limit: number; pauseFirst: boolean};

/** The pause before the first search, while the engine arrives, so a burst of keys fetches one query's fragments. */
const firstSearchPauseMs = 150;
let firstResultsShown = false;

/** The current query's ranked results, those loaded, and whether a batch of them is loading. */
type Shown = SearchAnswer & {hits: SearchHit[]; busy: boolean; query: string};

const doneState = ({results, hits, query, terms, whole}: Shown, limit: number): SearchState => ({
  status: 'done',
  query,
  terms,
  whole,
  hits,
  total: results.length,
  more: hits.length < Math.min(limit, results.length),
});

/**
 * Results for `query`, newest query wins, so fast typing ends on what is in the box.
 * @returns the state, and `showMore` to load the next results
 */
export function useSearch(
  query: string,
  sections: readonly SearchSection[],
  {first, next, limit, pauseFirst}: SearchPaging,
): [SearchState, () => void] {
  const {siteConfig} = useDocusaurusContext();
  // What the last search ended with; `key` says which search an error belongs to.
  const [state, setState] = useState<SearchState & {key?: string}>(IDLE);
  // A new query replaces the object, so a batch of an older one cannot land.
  const current = useRef<Shown | null>(null);
  const term = query.trim();
  const sectionKey = sections.join(',');
  const key = `${term}\n${sectionKey}`;
  // An emptied box forgets the results at once (React's "adjust state while rendering").
  if (!term && state !== IDLE) setState(IDLE);
  useEffect(() => {
    current.current = null;
    // The engine loads as the box opens, ahead of the first query, so results come sooner.
    loadPagefind(siteConfig.baseUrl).catch(() => undefined);
    if (!term) return undefined;
    let live = true;
    const run = () => {
      const sectionList = sectionKey ? (sectionKey.split(',') as SearchSection[]) : [];
      const count = Math.min(first, limit);
      const search = () =>
        searchFirstHits(loadPagefind(siteConfig.baseUrl), siteConfig.baseUrl, term, sectionList, count, () => live);
      // The search page's URL query may have been searched before hydration; failed, it runs again.
      (takeStartedSearch(term, sectionList, count)?.catch(search) ?? search())
        .then((found) => {
          if (!live || !found) return;
          firstResultsShown = true;
          current.current = {...found.answer, hits: found.hits, busy: false, query: term};
          setState(doneState(current.current, limit));
        })
        .catch(
          (error: unknown) =>
            live && setState({status: 'error', key, message: error instanceof Error ? error.message : String(error)}),
        );
    };
    // A timer of 0 still lets keys that arrive in one burst replace each other's query.
    const timer = setTimeout(run, firstResultsShown || !pauseFirst ? 0 : firstSearchPauseMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term, key, sectionKey, first, limit, pauseFirst, siteConfig.baseUrl]);

  const showMore = useCallback(() => {
    const shown = current.current;
    if (!shown || shown.busy) return;
    const end = Math.min(limit, shown.results.length);
    if (shown.hits.length >= end) return;
    shown.busy = true;
    loadHits(shown.results.slice(shown.hits.length, Math.min(end, shown.hits.length + next)), shown.marked).then(
      (loaded) => {
        if (current.current !== shown) return;
        shown.hits = [...shown.hits, ...loaded];
        shown.busy = false;
        setState(doneState(shown, limit));
      },
      () => {
        shown.busy = false;
      },
    );
  }, [next, limit]);

  // Results stay on screen while the next query runs, so they do not flash away.
  const shown = state.status === 'done' || (state.status === 'error' && state.key === key) ? state : LOADING;
  return [term ? shown : IDLE, showMore];
}

const IDLE: SearchState = {status: 'idle'};
const LOADING: SearchState = {status: 'loading'};

/**
 * The status line under results, as the box and the page share it; `describe` words an answer
 * that holds only some of the query's words, was corrected or is cut short, else undefined.
 */
export function statusText(
  state: SearchState,
  describe: (done: Extract<SearchState, {status: 'done'}>) => string | undefined,
): string {
  if (state.status === 'error')
    return translate(
      {id: 'search.status.unavailable', message: 'Search is unavailable: {reason}'},
      {reason: state.message},
    );
  if (state.status !== 'done') return translate({id: 'search.status.searching', message: 'Searching…'});
  if (state.total === 0)
    return translate({id: 'search.status.none', message: 'No results for “{query}”.'}, {query: state.query});
  return (
    describe(state) ??
    (state.total === 1
      ? translate({id: 'search.status.one', message: '1 page found.'})
      : translate({id: 'search.status.many', message: '{count} pages found.'}, {count: state.total}))
  );
}
