// The navbar search box: a plain input rendered on the server, uncontrolled, so every key
// typed before the results code arrives lands in it; the results list
// (src/plugins/search/ui) loads on first use and reads what is already there.
import React, {lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {KeyHandler, ListState} from '../../ui/SearchResults';
import styles from './styles.module.css';

const loadResults = () => import('../../ui/SearchResults');
const SearchResults = lazy(loadResults);

export default function SearchBar(): ReactNode {
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const keyHandler = useRef<KeyHandler | null>(null);
  const listboxId = `search-results-${useId().replace(/:/g, '')}`;
  const searchPage = useBaseUrl('/search');
  const history = useHistory();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [list, setList] = useState<ListState>({expanded: false, activeId: undefined});
  // False in the server render and during hydration, so the markup matches; then the real key.
  const isMac = useIsBrowser() && /Mac|iPhone|iPad/.test(navigator.platform);

  const want = () => {
    void loadResults();
    setWanted(true);
  };

  useEffect(() => {
    // Keys typed or pasted before hydration are in the input already: pick them up.
    const input = inputRef.current;
    const focused = !!input && document.activeElement === input;
    if (input?.value) setQuery(input.value);
    if (input?.value || focused) {
      setOpen(focused);
      setWanted(true);
    }
  }, []);

  return (
    <form
      ref={formRef}
      role="search"
      action={searchPage}
      className={`navbar__search ${styles.searchBar}`}
      onSubmit={(event) => {
        // Enter chooses the active option, else opens the search page; before hydration the
        // browser submits the form to the same page.
        event.preventDefault();
        if (keyHandler.current?.('Enter') || !query.trim()) return;
        setOpen(false);
        history.push(`${searchPage}?q=${encodeURIComponent(query.trim())}`);
      }}
      onBlur={(event) => {
        if (!formRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <input
        ref={inputRef}
        type="search"
        name="q"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={list.expanded}
        aria-controls={list.expanded ? listboxId : undefined}
        aria-activedescendant={list.activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search"
        className={`navbar__search-input ${styles.input}`}
        onMouseEnter={() => void loadResults()}
        onTouchStart={want}
        onFocus={() => {
          want();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setWanted(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            if (open && query) setOpen(false);
            else inputRef.current?.blur();
            return;
          }
          if (event.key === 'Enter') return; // the form's submit handles it, so it works before hydration too
          if (keyHandler.current?.(event.key)) event.preventDefault();
        }}
      />
      {query ? null : (
        <span className={styles.hint} aria-hidden="true">
          <kbd>{isMac ? '⌘' : translate({id: 'search.shortcut.ctrl', message: 'ctrl'})}</kbd>
          <kbd>{translate({id: 'search.shortcut.key', message: 'K'})}</kbd>
        </span>
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <SearchResults
            query={query}
            open={open}
            listboxId={listboxId}
            onListChange={setList}
            keyHandlerRef={keyHandler}
            onChosen={() => {
              setOpen(false);
              inputRef.current?.blur();
            }}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
