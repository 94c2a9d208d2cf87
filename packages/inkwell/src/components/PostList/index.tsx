import type React from 'react';

import type {PageOf, Post} from '../../types.js';
import {cx} from '../internal/cx.js';
import {formatDate} from '../internal/format.js';
import {pageHref, paginationItems, postHref, publishedNewestFirst} from './pagination.js';

/** Props of {@link PostList}: the page of posts to list, and where its links point. */
export interface PostListProps {
  /** One page of posts, as `Inkwell.resolve()` returned it for `/blog` or `/blog/page/N`. */
  posts: PageOf<Post>;
  /**
   * Path the blog lives under: posts link to `<basePath>/<slug>`, pages to
   * `<basePath>/page/N`.
   *
   * @defaultValue `'/blog'`
   */
  basePath?: string;
  /**
   * Heading level of each post title, so the list fits under the page's own headings.
   *
   * @defaultValue `2`
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names for the wrapper, which always has `inkwell-post-list`. */
  className?: string;
}

/**
 * Renders a page of published posts, newest first, with links to the other pages.
 *
 * @remarks
 * Each post shows its title (a link to `<basePath>/<slug>`), its publication date in a
 * `time` element and its excerpt. Drafts are left out even if the list contains them.
 * Pagination appears only when there is more than one page: Previous and Next links, the
 * first and last page, the neighbours of the current page, and `aria-current="page"` on the
 * current one. Page 1 links to `basePath` itself, later pages to `<basePath>/page/N`.
 * An empty list shows a short message instead. No state: it renders in a Server Component.
 *
 * @param props - The page of posts and where the blog lives; see {@link PostListProps}.
 * @returns The list of posts with its pagination, or the empty-state message.
 *
 * @example
 * ```tsx
 * import {PostList} from '@inkwell/cms';
 *
 * export function Blog() {
 *   return (
 *     <PostList
 *       basePath="/blog"
 *       posts={{
 *         page: 1,
 *         pageCount: 3,
 *         total: 25,
 *         items: [
 *           {
 *             id: 'a1',
 *             slug: 'hello',
 *             title: 'Hello',
 *             body: '# Hello',
 *             excerpt: 'The first post.',
 *             status: 'published',
 *             publishedAt: '2025-03-05T10:00:00.000Z',
 *             updatedAt: '2025-03-05T10:00:00.000Z',
 *             author: 'u1',
 *           },
 *         ],
 *       }}
 *     />
 *   );
 * }
 * ```
 *
 * @see
 * - {@link InkwellRouter}, which shows it for the blog's paths.
 * - Live demo: [the post list](/docs/using-inkwell/create-a-blog-post#how-the-post-list-looks).
 */
export function PostList(props: PostListProps): React.JSX.Element {
  const {posts, basePath = '/blog', headingLevel = 2, className} = props;
  const items = publishedNewestFirst(posts.items);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={cx('inkwell-post-list', className)}>
      {items.length === 0 ? (
        <p className="inkwell-empty">
          {posts.page > 1 ? (
            <>
              There are no posts on this page. <a href={pageHref(basePath, 1)}>See the latest posts</a>.
            </>
          ) : (
            'No posts have been published yet.'
          )}
        </p>
      ) : (
        <ol className="inkwell-post-list__items">
          {items.map((post) => (
            <li className="inkwell-post-list__item" key={post.id}>
              <article className="inkwell-post-summary">
                <Heading className="inkwell-post-summary__title">
                  <a href={postHref(basePath, post.slug)}>{post.title}</a>
                </Heading>
                {post.publishedAt ? (
                  <p className="inkwell-meta">
                    <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                  </p>
                ) : null}
                {post.excerpt ? <p className="inkwell-post-summary__excerpt">{post.excerpt}</p> : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pagination basePath={basePath} page={posts.page} pageCount={posts.pageCount} />
    </div>
  );
}

function Pagination({
  basePath,
  page,
  pageCount,
}: {
  basePath: string;
  page: number;
  pageCount: number;
}): React.JSX.Element | null {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="inkwell-pagination">
      <ul className="inkwell-pagination__list">
        {page > 1 ? (
          <li>
            <a className="inkwell-pagination__link" href={pageHref(basePath, Math.min(page - 1, pageCount))} rel="prev">
              Previous
            </a>
          </li>
        ) : null}
        {paginationItems(page, pageCount).map((item) =>
          item.type === 'gap' ? (
            <li className="inkwell-pagination__gap" key={item.key}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                className="inkwell-pagination__link"
                href={pageHref(basePath, item.page)}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a className="inkwell-pagination__link" href={pageHref(basePath, page + 1)} rel="next">
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
