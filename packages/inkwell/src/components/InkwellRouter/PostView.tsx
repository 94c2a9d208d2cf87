import type React from 'react';

import type {Post} from '../../types.js';
import {formatDate} from '../internal/format.js';
import {MarkdownRenderer} from '../MarkdownRenderer/index.js';

/**
 * A single post: title, publication date and Markdown body.
 *
 * @internal Rendered by {@link InkwellRouter} for the `post` result.
 */
export function PostView({post}: {post: Post}): React.JSX.Element {
  return (
    <article className="inkwell-post">
      <header className="inkwell-post__header">
        <h1 className="inkwell-post__title">{post.title}</h1>
        <p className="inkwell-meta">
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
          {post.status === 'draft' ? <span className="inkwell-badge">Draft</span> : null}
        </p>
      </header>
      <MarkdownRenderer markdown={post.body} />
    </article>
  );
}
