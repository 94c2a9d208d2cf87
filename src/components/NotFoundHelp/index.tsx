import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import {searchQueryFor, suggestionsFor} from './suggestions';
import styles from './styles.module.css';

/** A path's last part as words: `create-new-project` reads "Create new project". */
function titleFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? path;
  const text = last.replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The not-found page's body: what happened, a search for the address's words, the closest pages, where to start. */
export default function NotFoundHelp({className}: {className?: string}): ReactNode {
  const searchPage = useBaseUrl('/search');
  // Rendered once at build time for every missing address: what depends on the address waits for the browser.
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const missing = isBrowser ? pathname : '';
  const allDocs = useAllDocsData();
  const docs = Object.values(allDocs).flatMap((plugin) => (plugin.versions[0]?.docs ?? []).map((doc) => doc.path));
  const paths = [...docs, '/intro', '/providers', '/accessibility'];
  const candidates = paths.map((path) => ({path, title: titleFromPath(path)}));
  const suggestions = missing ? suggestionsFor(missing, candidates) : [];
  const query = searchQueryFor(missing);
  // Where most readers want to go, whatever they were looking for: editors first, then developers.
  const startingPoints: Record<string, string> = {
    '/docs/using-inkwell/create-a-blog-post': translate({id: 'notFound.start.post', message: 'Write a blog post'}),
    '/docs/using-inkwell/create-a-page': translate({id: 'notFound.start.page', message: 'Create a page'}),
    '/docs/getting-started/create-new-project': translate({
      id: 'notFound.start.create',
      message: 'Create a new project',
    }),
    '/docs/getting-started/add-to-existing-project': translate({
      id: 'notFound.start.add',
      message: 'Add Inkwell to an existing app',
    }),
    '/docs/api/globals': translate({id: 'notFound.start.api', message: 'API reference'}),
    '/providers': translate({id: 'notFound.start.providers', message: 'Providers'}),
  };
  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)}>
      <Heading as="h1">
        <Translate id="theme.NotFound.title" description="The title of the 404 page">
          Page Not Found
        </Translate>
      </Heading>
      <p>
        {missing ? (
          <Translate id="notFound.lead.path" values={{path: <code>{missing}</code>}}>
            {'There is no page at {path}. It may have moved, or the address may have a typo.'}
          </Translate>
        ) : (
          <Translate id="notFound.lead">
            There is no page at this address. It may have moved, or the address may have a typo.
          </Translate>
        )}
      </p>
      <form className={styles.search} action={searchPage} method="get" role="search">
        <label htmlFor="not-found-search" className="margin-bottom--xs">
          <Translate id="notFound.search.label">Search the docs</Translate>
        </label>
        <div className={styles.searchRow}>
          {/* Re-mounted with the address's words once they are known: the box is uncontrolled. */}
          <input
            key={query}
            id="not-found-search"
            className={styles.input}
            type="search"
            name="q"
            defaultValue={query}
          />
          <button type="submit" className="button button--primary">
            <Translate id="notFound.search.submit">Search</Translate>
          </button>
        </div>
      </form>
      {suggestions.length > 0 && (
        <section aria-labelledby="not-found-suggestions">
          <Heading as="h2" id="not-found-suggestions">
            <Translate id="notFound.suggestions.title">Pages with a similar address</Translate>
          </Heading>
          <ul className={styles.links}>
            {suggestions.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link> <code className={styles.path}>{page.path}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="not-found-start">
        <Heading as="h2" id="not-found-start">
          <Translate id="notFound.start.title">Or start from</Translate>
        </Heading>
        <ul className={styles.links}>
          {Object.entries(startingPoints).map(([path, title]) => (
            <li key={path}>
              <Link to={path}>{title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
