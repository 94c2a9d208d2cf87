import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchSection} from '../../plugins/pagefindIndex/sections.mjs';
import {loadPagefind, searchPagefind, type SearchHit} from './pagefind';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'done'; query: string; hits: SearchHit[]; total: number}
  | {status: 'error'; message: string};

/**
 * Milliseconds without a keystroke before a query runs: longer until the first results are
 * shown, when the engine is still arriving and a reader is typing a burst whose every
 * prefix would fetch its own result fragments; short afterwards, so results keep up.
 */
const firstSearchPauseMs = 150;
const searchPauseMs = 30;
let firstResultsShown = false;

/**
 * Results for `query`, newest query wins: a slower earlier search never overwrites a later
 * one, so fast typing always ends on the results of what is in the box.
 */
export function useSearch(query: string, sections: readonly SearchSection[], limit: number): SearchState {
  const {siteConfig} = useDocusaurusContext();
  // What the last search ended with; `key` says which search an error belongs to.
  const [state, setState] = useState<SearchState & {key?: string}>(IDLE);
  const sectionKey = sections.join(',');
  const key = `${query.trim()}\n${sectionKey}`;
  // An emptied box forgets the results at once (React's "adjust state while rendering").
  if (!query.trim() && state !== IDLE) setState(IDLE);
  useEffect(() => {
    const term = query.trim();
    if (!term) return undefined;
    let current = true;
    // A short pause before searching, and none of a superseded query's work: each search
    // downloads the result pages' fragments, and keys typed in a burst would each fetch theirs.
    const timer = setTimeout(
      () => {
        loadPagefind(siteConfig.baseUrl)
          .then((pagefind) =>
            current
              ? searchPagefind(pagefind, term, sectionKey ? (sectionKey.split(',') as SearchSection[]) : [], limit)
              : null,
          )
          .then(
            (found) => {
              if (!current || !found) return;
              firstResultsShown = true;
              setState({status: 'done', query: term, hits: found.hits, total: found.total});
            },
            (error: unknown) =>
              current &&
              setState({status: 'error', key, message: error instanceof Error ? error.message : String(error)}),
          );
      },
      firstResultsShown ? searchPauseMs : firstSearchPauseMs,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, key, sectionKey, limit, siteConfig.baseUrl]);
  if (!query.trim()) return IDLE;
  // Results stay on screen while the next query runs, so they do not flash away; until the
  // first results (or after an error for another search) it is loading.
  if (state.status === 'done') return state;
  if (state.status === 'error' && state.key === key) return state;
  return LOADING;
}

const IDLE: SearchState = {status: 'idle'};
const LOADING: SearchState = {status: 'loading'};

/** Loads the search engine ahead of the first query (on focus), so results come sooner. */
export function usePreloadedPagefind(): void {
  const {siteConfig} = useDocusaurusContext();
  useEffect(() => {
    loadPagefind(siteConfig.baseUrl).catch(() => undefined);
  }, [siteConfig.baseUrl]);
}
