import Markdown from 'react-markdown';
import type {Options as MarkdownOptions} from 'react-markdown';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import type {Options as AutolinkOptions} from 'rehype-autolink-headings';
import rehypeHighlight from 'rehype-highlight';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import {LRUCache} from 'lru-cache';
import type React from 'react';

import {cx} from '../internal/cx.js';
import {
  rehypeAccessibleBlocks,
  rehypeFixHashLinks,
  rehypeFixParagraphNesting,
  rehypeKeepLeadingCodeNewline,
  rehypeLazyImages,
  textOf,
} from './tree-fixes.js';
import {sanitizeSchema} from './schema.js';
import {rehypeUrlPolicy, urlTransform} from './url-policy.js';

/** Props of {@link MarkdownRenderer}. */
export interface MarkdownRendererProps {
  /** Markdown source (CommonMark + GFM), as a writer typed it. */
  markdown: string;
  /** Extra class names for the wrapping `div`, which always has `inkwell-markdown`. */
  className?: string;
}

const autolinkOptions: AutolinkOptions = {
  behavior: 'append',
  // GFM's footnote heading is visually hidden (`sr-only`); a "#" link inside it would be a
  // stray tab stop that leads nowhere visible.
  test: (heading) => {
    const className = heading.properties['className'];
    return !(Array.isArray(className) && className.includes('sr-only'));
  },
  // A labelled link rather than an `aria-hidden` one, so keyboard and screen-reader users can
  // copy a section's address too; the visible "#" itself is decorative.
  properties: (heading) => ({
    className: ['inkwell-heading-anchor'],
    ariaLabel: `Link to section: ${textOf(heading)}`,
  }),
  content: {
    type: 'element',
    tagName: 'span',
    properties: {ariaHidden: 'true'},
    children: [{type: 'text', value: '#'}],
  },
};

// rehype-highlight registers its languages each time it is attached, and react-markdown attaches
// every plugin on every render; attached once here, a render only highlights.
const highlightCode = rehypeHighlight({detect: false});
const rehypeHighlightOnce = () => highlightCode;

// Order matters: raw HTML is parsed into elements first, then everything (Markdown-made and
// writer-typed alike) is sanitized, and only then do trusted plugins add ids, heading links
// and highlighting classes, which the sanitizer would otherwise have to allow from writers too.
// The URL policy runs last, so no plugin can change a URL after it is judged.
const rehypePlugins: MarkdownOptions['rehypePlugins'] = [
  rehypeKeepLeadingCodeNewline,
  rehypeRaw,
  [rehypeSanitize, sanitizeSchema],
  rehypeFixParagraphNesting,
  rehypeFixHashLinks,
  rehypeAccessibleBlocks,
  rehypeLazyImages,
  rehypeSlug,
  [rehypeAutolinkHeadings, autolinkOptions],
  rehypeHighlightOnce,
  rehypeUrlPolicy,
];

const remarkPlugins: MarkdownOptions['remarkPlugins'] = [remarkGfm];

// Footnote ids come out unprefixed so the sanitizer adds its `user-content-` prefix exactly
// once; `rehypeFixHashLinks` then points the footnote links at the prefixed ids.
const remarkRehypeOptions: MarkdownOptions['remarkRehypeOptions'] = {clobberPrefix: ''};

/**
 * Source characters whose rendering is kept, all entries together: a few dozen posts of a
 * typical length, so the posts an editor team is looking at render once, while a browser
 * previewing every keystroke of a long draft keeps little.
 */
export const RENDERED_MARKDOWN_CHARS = 200_000;

/**
 * Rendered Markdown by source, the least recently used dropped first. The rendering is a pure function of
 * the source (the plugins and rules are fixed in this module), and React elements are never
 * changed once made, so one rendering serves every page that shows the same source. A module
 * variable, not a global: each React build (server components, server rendering, the browser)
 * loads its own copy of this module and must get elements made by its own React.
 */
const renderings = new LRUCache<string, React.ReactElement>({
  maxSize: RENDERED_MARKDOWN_CHARS,
  // lru-cache wants a positive size, and the empty source has length 0.
  sizeCalculation: (_rendered, markdown) => Math.max(1, markdown.length),
});

/**
 * The Markdown pipeline's output for `markdown`, made once while it stays among the recent ones
 * (a source longer than {@link RENDERED_MARKDOWN_CHARS} is never kept).
 */
function renderedMarkdown(markdown: string): React.ReactElement {
  const kept = renderings.get(markdown);
  if (kept) return kept;
  const rendered = Markdown({remarkPlugins, remarkRehypeOptions, rehypePlugins, urlTransform, children: markdown});
  renderings.set(markdown, rendered);
  return rendered;
}

/**
 * Renders Markdown (CommonMark + GitHub Flavored Markdown) as safe HTML.
 *
 * @remarks
 * Supports everything GitHub does in a README: tables, task lists, strikethrough, autolinks,
 * footnotes, fenced code with syntax highlighting (highlight.js classes, styled by
 * `@inkwell/cms/styles.css`) and headings with ids and a "#" link.
 *
 * **Raw HTML is allowed, and sanitized.** Writers may type HTML such as `<details>`,
 * `<kbd>`, `<sup>` or `<img width>`: it is parsed (`rehype-raw`) into the same tree as the
 * Markdown and the whole tree then goes through `rehype-sanitize` with GitHub's schema, so
 * what survives is what GitHub would keep. Nothing a writer types can run script: no
 * `script`, `style`, `iframe`, `object`, `embed`, `svg` or `form` element, no `on*` or `style`
 * attribute, and no `javascript:`, `vbscript:` or `data:` URL in any `href`, `src`, `cite`
 * or `srcset` candidate. Schemes are read as the browser's URL parser reads them, without
 * regard to case; a URL that a more lenient reader would read differently (a scheme behind a
 * no-break space or a zero-width character) is dropped, never repaired, and every URL
 * attribute is checked a second time, unchanged, before React sees it. Ids a writer sets are
 * prefixed with `user-content-`. Rendering never uses `dangerouslySetInnerHTML`.
 * Images load lazily (`loading="lazy"`): the browser fetches each as the reader nears it.
 * Raw HTML is allowed rather than shown as text because writers bring Markdown from GitHub and
 * similar tools, where these tags work; the sanitizer is what makes that safe, and it runs
 * when content is shown, not when it is saved, so content saved before a rule changed is
 * checked under the current rules. A process renders each source once while it is among the
 * recently shown (up to 200,000 characters of source in all) and reuses that rendering.
 *
 * It has no state and no effects, so it also renders in a React Server Component, which keeps
 * the Markdown and highlighting code out of the browser bundle.
 *
 * @param props - The Markdown source and an optional class name; see {@link MarkdownRendererProps}.
 * @returns A `div.inkwell-markdown` holding the rendered content.
 *
 * @example
 * ```tsx
 * import {MarkdownRenderer} from '@inkwell/cms';
 *
 * const source = [
 *   '## Shopping list',
 *   '',
 *   '- [x] ~~Ink~~',
 *   '- [ ] Paper[^1]',
 *   '',
 *   '[^1]: A5, dotted.',
 * ].join('\n');
 *
 * export function Notes() {
 *   return <MarkdownRenderer markdown={source} className="notes" />;
 * }
 * ```
 *
 * @see
 * - {@link PageRenderer}, which renders a page's body with it.
 * - Live demo: [every Markdown feature](/docs/using-inkwell/markdown-features), each editable in place.
 */
export function MarkdownRenderer(props: MarkdownRendererProps): React.JSX.Element {
  const {markdown, className} = props;
  return <div className={cx('inkwell-markdown', className)}>{renderedMarkdown(markdown)}</div>;
}
