// The navbar search's results list, loaded on first use (focus, hover, a typed key or the
// shortcut); the box itself is in the server-rendered navbar, so nothing typed meanwhile
// is lost.
import React, {useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchSection} from '../sections.mjs';
import Excerpt from './Excerpt';
import {flattenHits, nextActive} from './options';
import SectionFilter from './SectionFilter';
import {statusText, useSearch, type SearchPaging} from './useSearch';
import {useShowMoreWhenSeen} from './useShowMoreWhenSeen';
import styles from './styles.module.css';
import './searchBox.css';

export type KeyHandler = (key: string) => boolean;
/** Whether the list shows and its active option's id, for the input's aria-expanded and aria-activedescendant. */
export type ListState = {expanded: boolean; activeId: string | undefined};

/**
 * Two results fill the box (a page and up to three of its sections each); the next two load
 * as the end of the list scrolls into view, by mouse or arrow key, up to five.
 */
const paging: SearchPaging = {first: 2, next: 2, limit: 5, pauseFirst: true};

export type SearchResultsProps = {
  query: string;
  open: boolean;
  listboxId: string;
  onListChange: (list: ListState) => void;
  /** Where the input's keydown handler finds this list's keyboard handling. */
  keyHandlerRef: RefObject<KeyHandler | null>;
  /** Called once a result is chosen, so the box can close. */
  onChosen: () => void;
};

export default function SearchResults({
  query,
  open,
  listboxId,
  onListChange,
  keyHandlerRef,
  onChosen,
}: SearchResultsProps): ReactNode {
  const history = useHistory();
  const [sections, setSections] = useState<SearchSection[]>([]);
  const [state, showMore] = useSearch(query, sections, paging);
  const popup = useRef<HTMLDivElement>(null);
  const end = useShowMoreWhenSeen(state.status === 'done' && state.more, showMore, popup);
  const options = useMemo(() => (state.status === 'done' ? flattenHits(state.hits) : []), [state]);
  // Kept by key, so an option stays active when a later result list still has it.
  const [activeKey, setActiveKey] = useState<string | undefined>();
  const active = options.findIndex((option) => option.key === activeKey);
  const setActive = (index: number) => setActiveKey(options[index]?.key);
  const searchPage = useBaseUrl('/search');
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const expanded = open && query.trim() !== '' && options.length > 0;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onListChange({expanded, activeId}), [expanded, activeId, onListChange]);

  const choose = (url: string) => {
    onChosen();
    history.push(url);
  };

  // Renewed at each render, so the handler sees the current list; null again once unmounted.
  useImperativeHandle(keyHandlerRef, () => (key) => {
    const more = state.status === 'done' && state.more;
    // Below the last option shown come the next results, not the top of the list: the
    // arrow waits on the last option while they load.
    if (key === 'ArrowDown' && more && active === options.length - 1) {
      showMore();
      return true;
    }
    const next = nextActive(key, active, options.length);
    if (next !== undefined) {
      setActive(next);
      // Arriving on the last option starts loading the next results.
      if (more && next === options.length - 1) showMore();
      document.getElementById(optionId(next))?.scrollIntoView({block: 'nearest'});
      return true;
    }
    const option = options[active];
    if (key === 'Enter' && option) {
      choose(option.url);
      return true;
    }
    return false;
  });

  if (!open || !query.trim()) return null;
  const fullSearch = `${searchPage}?q=${encodeURIComponent(query.trim())}`;
  return (
    <div className={styles.popup} ref={popup}>
      <SectionFilter selected={sections} onChange={setSections} />
      {expanded ? (
        <ul
          role="listbox"
          id={listboxId}
          aria-label={translate({id: 'search.results.label', message: 'Search results'})}
          className="clean-list margin--none"
        >
          {options.map((option, index) => (
            // Keys reach the options through the search box (aria-activedescendant), as in the
            // ARIA combobox pattern; the options never take focus, so the click needs no key twin.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={option.kind === 'page' ? styles.option : `${styles.option} ${styles.subOption}`}
              // Keeps focus in the box, so the list stays open until the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && setActive(index)}
              onClick={() => choose(option.url)}
            >
              <span className={styles.optionTitle}>
                {option.title}
                {option.kind === 'page' && option.hit.section ? (
                  <span className={styles.badge}>{option.hit.section}</span>
                ) : null}
              </span>
              <Excerpt html={option.excerpt} className={styles.optionExcerpt} />
            </li>
          ))}
        </ul>
      ) : null}
      {expanded ? <div ref={end} aria-hidden="true" /> : null}
      <p className={styles.status} role="status">
        {statusText(state, ({total, whole, terms, query: searched}) =>
          whole === 0
            ? translate(
                {id: 'search.status.fewerWords', message: 'No page has every word: {count} found with some of them.'},
                {count: total},
              )
            : whole < total
              ? translate(
                  {id: 'search.status.mostWords', message: '{count} pages found: every word first, then some of them.'},
                  {count: total},
                )
              : terms !== searched
                ? translate(
                    {id: 'search.status.corrected', message: '{count} found for “{terms}”.'},
                    {count: total, terms},
                  )
                : undefined,
        )}{' '}
        <Link to={fullSearch} onMouseDown={(event) => event.preventDefault()} onClick={onChosen}>
          <Translate id="search.seeAll">See all results</Translate>
        </Link>
      </p>
    </div>
  );
}
