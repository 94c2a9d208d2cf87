import type React from 'react';

import type {Page, PageOf, Post} from '../../types.js';
import {editorHref, publicHref, type EditorKind} from '../ContentEditor/editor-form.js';
import {formatDate} from '../internal/format.js';

/**
 * The dashboard at `/admin`: where an editor lands after signing in, with the latest posts and
 * pages (drafts first) and a way to start a new one.
 *
 * @internal Rendered by {@link InkwellRouter} for the `dashboard` result.
 */
export function Dashboard({posts, pages}: {posts: PageOf<Post>; pages: PageOf<Page>}): React.JSX.Element {
  return (
    <section className="inkwell-dashboard" aria-labelledby="inkwell-dashboard-heading">
      <h1 id="inkwell-dashboard-heading">Dashboard</h1>
      <div className="inkwell-dashboard__columns">
        <ItemList kind="post" items={posts} />
        <ItemList kind="page" items={pages} />
      </div>
    </section>
  );
}

const LABELS = {
  post: {heading: 'Posts', create: 'New post', empty: 'No posts yet. Write the first one.', all: 'posts'},
  page: {heading: 'Pages', create: 'New page', empty: 'No pages yet. An About page is a good start.', all: 'pages'},
} as const;

function ItemList({kind, items}: {kind: EditorKind; items: PageOf<Post> | PageOf<Page>}): React.JSX.Element {
  const labels = LABELS[kind];
  const headingId = `inkwell-dashboard-${kind}s`;
  const shown = items.items as ReadonlyArray<Post | Page>;
  return (
    <section className="inkwell-card inkwell-dashboard__list" aria-labelledby={headingId}>
      <div className="inkwell-dashboard__list-header">
        <h2 id={headingId}>{labels.heading}</h2>
        <a className="inkwell-button inkwell-button--primary" href={`/admin/${kind}s/new`}>
          {labels.create}
        </a>
      </div>
      {shown.length === 0 ? (
        <p className="inkwell-empty">{labels.empty}</p>
      ) : (
        <ul className="inkwell-dashboard__items">
          {shown.map((item) => (
            <li key={item.id} className="inkwell-dashboard__item">
              <a className="inkwell-dashboard__title" href={editorHref(kind, item.id)}>
                {item.title}
              </a>
              <span className="inkwell-meta">
                {item.status === 'draft' ? (
                  <span className="inkwell-badge">Draft</span>
                ) : (
                  <a href={publicHref(kind, item.slug)}>View</a>
                )}
                <span>
                  Updated <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {items.total > shown.length ? (
        <p className="inkwell-meta">
          Showing {shown.length} of {items.total} {labels.all}.
        </p>
      ) : null}
    </section>
  );
}
