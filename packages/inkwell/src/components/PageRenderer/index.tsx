import type React from 'react';

import type {Page} from '../../types.js';
import {cx} from '../internal/cx.js';
import {MarkdownRenderer} from '../MarkdownRenderer/index.js';

/** Props of {@link PageRenderer}. */
export interface PageRendererProps {
  /** The page to show, as `Inkwell.resolve()` returned it. */
  page: Page;
  /** Extra class names for the `article`, which always has `inkwell-page`. */
  className?: string;
}

/**
 * Renders a page: its title as the `h1` and its Markdown body.
 *
 * @remarks
 * The body goes through {@link MarkdownRenderer}, so raw HTML in it is sanitized. A draft
 * (which only editors and admins can reach) is marked "Draft" next to the title so nobody
 * mistakes it for what visitors see. No state or effects: it renders in a Server Component.
 *
 * @param props - The page and an optional class name; see {@link PageRendererProps}.
 * @returns An `article` with the title and the rendered body.
 *
 * @example
 * ```tsx
 * import {PageRenderer} from '@inkwell/cms';
 * import type {Page} from '@inkwell/cms';
 *
 * const about: Page = {
 *   id: 'p1',
 *   slug: 'about',
 *   title: 'About',
 *   body: 'Hello, **reader**.',
 *   status: 'published',
 *   showInNav: true,
 *   navOrder: 1,
 *   updatedAt: '2025-03-05T10:00:00.000Z',
 * };
 *
 * export function AboutPage() {
 *   return <PageRenderer page={about} />;
 * }
 * ```
 *
 * @see
 * - {@link MarkdownRenderer}, which renders the body.
 * - {@link InkwellRouter}, which shows it for a page's path.
 */
export function PageRenderer(props: PageRendererProps): React.JSX.Element {
  const {page, className} = props;
  return (
    <article className={cx('inkwell-page', className)}>
      <header className="inkwell-page__header">
        <h1 className="inkwell-page__title">{page.title}</h1>
        {page.status === 'draft' ? <p className="inkwell-badge">Draft</p> : null}
      </header>
      <MarkdownRenderer markdown={page.body} />
    </article>
  );
}
