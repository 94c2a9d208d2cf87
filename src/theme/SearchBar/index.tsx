// Wrapped to load the search box's code (search UI, its worker bridge and mark.js, about
// 12 KB gzip) only when a reader reaches for search: hover or focus fetch it, typing,
// Ctrl/⌘+K or leaving the box swaps it in, and a `_highlight` link from a search result
// loads it at once. Until then a plain input of the same look stands in, so a first visit
// stays inside the JS budget (scripts/gates/budgets.json).
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {isSearchShortcut} from './shortcut';
import styles from './styles.module.css';

const loadSearchBar = () => import('@theme-original/SearchBar');
const SearchBar = lazy(loadSearchBar);

/** What the stand-in passes on: focus only on an explicit intent (typing, the shortcut). */
type Handoff = {focus: boolean; text: string};

function Placeholder({onSwap, handoff}: {onSwap: () => void; handoff: {current: Handoff}}): ReactNode {
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const preload = () => void loadSearchBar();
  return (
    <div className="navbar__search">
      <input
        type="search"
        className={`navbar__search-input ${styles.placeholder}`}
        placeholder={label}
        aria-label={label}
        onFocus={preload}
        onMouseEnter={preload}
        onTouchStart={preload}
        // Swapped in once the reader moves on, without taking focus: a keyboard user
        // tabbing past keeps their place.
        onBlur={onSwap}
        onChange={(event) => {
          handoff.current = {focus: true, text: event.target.value};
          onSwap();
        }}
      />
    </div>
  );
}

function HandOffOnMount({handoff, children}: {handoff: {current: Handoff}; children: ReactNode}): ReactNode {
  useEffect(() => {
    const {focus, text} = handoff.current;
    handoff.current = {focus: false, text: ''};
    const input = document.querySelector<HTMLInputElement>('.navbar__search input.navbar__search-input');
    if (!input || !focus) return;
    input.focus();
    if (text) {
      // The real box is a controlled React input: set the value the way typing does, so
      // its onChange runs and it searches.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
  }, [handoff]);
  return children;
}

export default function LazySearchBar(): ReactNode {
  const {search} = useLocation();
  const [wanted, setWanted] = useState(() => search.includes('_highlight='));
  const handoff = useRef<Handoff>({focus: false, text: ''});
  const swap = () => setWanted(true);

  useEffect(() => {
    if (wanted) return undefined;
    if (search.includes('_highlight=')) setWanted(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      handoff.current = {focus: true, text: ''};
      setWanted(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [wanted, search]);

  if (!wanted) return <Placeholder onSwap={swap} handoff={handoff} />;
  return (
    <Suspense fallback={<Placeholder onSwap={swap} handoff={handoff} />}>
      <HandOffOnMount handoff={handoff}>
        <SearchBar />
      </HandOffOnMount>
    </Suspense>
  );
}
