// Wrapped to load the search box's code (search UI, its worker bridge and mark.js, about
// 14 KB gzip) only when a reader reaches for search: hover, focus, Ctrl/⌘+K, or a
// `_highlight` link from a search result. Until then a plain input of the same look stands
// in, so the first visit to a page stays inside the JS budget (scripts/gates/budgets.json).
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {isSearchShortcut} from './shortcut';
import styles from './styles.module.css';

const SearchBar = lazy(() => import('@theme-original/SearchBar'));

type Handoff = {focus: boolean; text: string};

function Placeholder({onActivate, handoff}: {onActivate: () => void; handoff: {current: Handoff}}): ReactNode {
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  return (
    <div className="navbar__search">
      <input
        type="search"
        className={`navbar__search-input ${styles.placeholder}`}
        placeholder={label}
        aria-label={label}
        onFocus={onActivate}
        onChange={(event) => {
          handoff.current.text = event.target.value;
        }}
        onMouseEnter={onActivate}
        onTouchStart={onActivate}
      />
    </div>
  );
}

export default function LazySearchBar(): ReactNode {
  const {search} = useLocation();
  const [wanted, setWanted] = useState(() => search.includes('_highlight='));
  // Focus and anything typed follow the reader into the real box when it takes over.
  const handoff = useRef<Handoff>({focus: false, text: ''});
  const activate = () => {
    if (typeof document !== 'undefined' && document.activeElement?.classList.contains(styles.placeholder ?? '')) {
      handoff.current.focus = true;
    }
    setWanted(true);
  };

  useEffect(() => {
    if (wanted) return undefined;
    if (search.includes('_highlight=')) setWanted(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      handoff.current.focus = true;
      setWanted(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [wanted, search]);

  if (!wanted) return <Placeholder onActivate={activate} handoff={handoff} />;
  return (
    <Suspense fallback={<Placeholder onActivate={activate} handoff={handoff} />}>
      <HandOffOnMount handoff={handoff}>
        <SearchBar />
      </HandOffOnMount>
    </Suspense>
  );
}

function HandOffOnMount({handoff, children}: {handoff: {current: Handoff}; children: ReactNode}): ReactNode {
  useEffect(() => {
    const {focus, text} = handoff.current;
    handoff.current = {focus: false, text: ''};
    const input = document.querySelector<HTMLInputElement>('.navbar__search input.navbar__search-input');
    if (!input) return;
    if (focus || text) input.focus();
    if (text) {
      // The real box is a controlled React input: set the value the way typing does, so
      // its onChange runs and it searches.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
  }, [handoff]);
  return children;
}
