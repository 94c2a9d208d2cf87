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

function Placeholder({onActivate}: {onActivate: () => void}): ReactNode {
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  return (
    <div className="navbar__search">
      <input
        type="search"
        className={`navbar__search-input ${styles.placeholder}`}
        placeholder={label}
        aria-label={label}
        onFocus={onActivate}
        onMouseEnter={onActivate}
        onTouchStart={onActivate}
      />
    </div>
  );
}

export default function LazySearchBar(): ReactNode {
  const {search} = useLocation();
  const [wanted, setWanted] = useState(() => search.includes('_highlight='));
  // Focus should follow the reader into the real box when it replaces the stand-in.
  const focusWhenReady = useRef(false);
  const activate = () => {
    if (typeof document !== 'undefined' && document.activeElement?.classList.contains(styles.placeholder ?? '')) {
      focusWhenReady.current = true;
    }
    setWanted(true);
  };

  useEffect(() => {
    if (wanted) return undefined;
    if (search.includes('_highlight=')) setWanted(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      focusWhenReady.current = true;
      setWanted(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [wanted, search]);

  if (!wanted) return <Placeholder onActivate={activate} />;
  return (
    <Suspense fallback={<Placeholder onActivate={activate} />}>
      <FocusOnMount shouldFocus={focusWhenReady}>
        <SearchBar />
      </FocusOnMount>
    </Suspense>
  );
}

function FocusOnMount({shouldFocus, children}: {shouldFocus: {current: boolean}; children: ReactNode}): ReactNode {
  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    document.querySelector<HTMLInputElement>('.navbar__search input.navbar__search-input')?.focus();
  }, [shouldFocus]);
  return children;
}
