import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import type {SearchSection} from '../../sections.mjs';
import Excerpt from '../../ui/Excerpt';
import SectionFilter from '../../ui/SectionFilter';
import {statusText, useSearch, type SearchPaging} from '../../ui/useSearch';
import {useShowMoreWhenSeen} from '../../ui/useShowMoreWhenSeen';
import {readSearchParams, searchPageFirst} from '../../ui/searchPageQuery';
import styles from '../../ui/styles.module.css';

/**
 * A screenful of results first; ten more each time the end of the list comes into view or
 * the button below it is pressed, until every result is shown.
 */
const paging: SearchPaging = {first: searchPageFirst, next: 10, limit: Infinity, pauseFirst: false};

/** The full search page: every result, filters by section, and a URL that keeps both. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // Empty in the server render and during hydration, as the pre-rendered page has no query
  // string; then the URL's, which typing and the filters replace, and back/forward restore.
  const {query, sections} = readSearchParams(useIsBrowser() ? location.search : '');
  const [state, showMore] = useSearch(query, sections, paging);
  const end = useShowMoreWhenSeen(state.status === 'done' && state.more, showMore);

  const update = (next: {query: string; sections: SearchSection[]}) => {
    const params = new URLSearchParams();
    if (next.query) params.set('q', next.query);
    for (const section of next.sections) params.append('section', section);
    history.replace({search: params.toString()});
  };

  const heading = query.trim()
    ? translate({id: 'search.page.headingFor', message: 'Search results for "{query}"'}, {query: query.trim()})
    : translate({id: 'search.page.heading', message: 'Search the docs'});
  return (
    <Layout
      title={translate({id: 'search.page.title', message: 'Search'})}
      description={translate({
        id: 'search.page.description',
        message: "Search the Inkwell documentation: guides, the API reference and the site's pages.",
      })}
    >
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <h1>{heading}</h1>
        <form role="search" onSubmit={(event) => event.preventDefault()} className="margin-bottom--md">
          <label htmlFor="search-page-input" className={styles.pageLabel}>
            <Translate id="search.page.inputLabel">Search</Translate>
          </label>
          <input
            id="search-page-input"
            type="search"
            name="q"
            className={styles.pageInput}
            value={query}
            autoComplete="off"
            onChange={(event) => update({query: event.target.value, sections})}
          />
          <SectionFilter
            selected={sections}
            onChange={(next) => update({query, sections: next})}
            label={translate({id: 'search.page.filterLabel', message: 'Show only'})}
          />
        </form>
        <p role="status">
          {!query.trim()
            ? translate({
                id: 'search.page.prompt',
                message: 'Type a word or two: results come from the guides, the API reference and the site’s pages.',
              })
            : statusText(state, ({total, whole, terms, query: searched, hits}) =>
                whole === 0
                  ? translate(
                      {
                        id: 'search.page.fewerWords',
                        message:
                          'No page has every word of “{query}”; {count} pages found with some of them, the most first.',
                      },
                      {query: searched, count: total},
                    )
                  : whole < total
                    ? translate(
                        {
                          id: 'search.page.mostWords',
                          message:
                            '{count} pages found: first the ones with every word of “{query}”, then ones with some of them.',
                        },
                        {query: searched, count: total},
                      )
                    : terms !== searched
                      ? translate(
                          {id: 'search.page.corrected', message: '{count} pages found for “{terms}”.'},
                          {count: total, terms},
                        )
                      : total > hits.length
                        ? translate(
                            {id: 'search.page.someShown', message: '{count} pages found, the first {shown} shown.'},
                            {count: total, shown: hits.length},
                          )
                        : undefined,
              )}
        </p>
        {state.status === 'done'
          ? state.hits.map((hit) => (
              <article key={hit.id} className="margin-bottom--lg">
                <h2 className={styles.pageResultTitle}>
                  <Link to={hit.url}>{hit.title}</Link>
                  {hit.section ? <span className={styles.badge}>{hit.section}</span> : null}
                </h2>
                {hit.excerpt ? (
                  <p className="margin-bottom--sm">
                    <Excerpt html={hit.excerpt} />
                  </p>
                ) : null}
                {hit.subResults.length ? (
                  <ul>
                    {hit.subResults.map((sub) => (
                      <li key={sub.url}>
                        <Translate id="search.page.subResult" values={{title: <Link to={sub.url}>{sub.title}</Link>}}>
                          {'{title}:'}
                        </Translate>{' '}
                        <Excerpt html={sub.excerpt} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            ))
          : null}
        <div ref={end} aria-hidden="true" />
        {state.status === 'done' && state.more ? (
          <button type="button" className="button button--outline button--secondary" onClick={showMore}>
            <Translate id="search.page.showMore">Show more results</Translate>
          </button>
        ) : null}
      </main>
    </Layout>
  );
}
