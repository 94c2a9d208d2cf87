/**
 * Rehype plugins that repair what sanitizing leaves behind: in-page links to prefixed ids,
 * and paragraphs holding block content.
 *
 * @internal
 * @module
 */

/** The parts of a hast tree this plugin reads; structural, so no `hast` types are needed. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  /** A text node's text. */
  value?: unknown;
}

const PREFIX = 'user-content-';

function walk(node: HastNode, visit: (node: HastNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/**
 * Rewrites `href="#x"` to `href="#user-content-x"` when the document has no `id="x"` but does
 * have `id="user-content-x"`.
 *
 * @remarks
 * The sanitizer prefixes writer-supplied ids (DOM-clobbering protection), which breaks in-page
 * links: GFM footnotes (`[^1]`) and hand-written `<a href="#x">` to `<span id="x">`. GitHub
 * repairs these with a script at click time; this repairs them in the HTML, so they also work
 * without JavaScript. Heading ids come from `rehype-slug` after sanitizing and are unprefixed,
 * so `[see](#install)` keeps working unchanged.
 */
export function rehypeFixHashLinks() {
  return (tree: HastNode): void => {
    const ids = new Set<string>();
    walk(tree, (node) => {
      const id = node.properties?.['id'];
      if (typeof id === 'string') ids.add(id);
    });
    walk(tree, (node) => {
      if (node.type !== 'element' || node.tagName !== 'a' || !node.properties) return;
      const href = node.properties['href'];
      if (typeof href !== 'string' || !href.startsWith('#')) return;
      let target: string;
      try {
        target = decodeURIComponent(href.slice(1));
      } catch {
        return;
      }
      if (!ids.has(target) && ids.has(PREFIX + target)) {
        node.properties['href'] = `#${PREFIX}${target}`;
      }
    });
  };
}

/**
 * Doubles the newline a code block's text starts with, so the HTML re-parse keeps it.
 *
 * @remarks
 * `rehype-raw` runs the whole tree through an HTML parser, which drops one newline right
 * after `<pre>` (HTML's rule for hand-written `<pre>\n`). A fenced code block whose first
 * line is blank (CommonMark examples 127 and 129) would lose that line; with two, the parser
 * drops one and the block comes out as written. Runs just before `rehype-raw`.
 */
export function rehypeKeepLeadingCodeNewline() {
  return (tree: HastNode & {value?: unknown}): void => {
    walk(tree, (node) => {
      if (node.type !== 'element' || node.tagName !== 'pre') return;
      const code = node.children?.[0];
      const text = code?.tagName === 'code' ? code.children?.[0] : undefined;
      if (text?.type === 'text' && typeof text.value === 'string' && text.value.startsWith('\n')) {
        text.value = `\n${text.value}`;
      }
    });
  };
}

/** The text content of a hast node, for labels derived from headings. */
export function textOf(node: HastNode & {value?: unknown}): string {
  if (node.type === 'text' && typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((child) => textOf(child)).join('');
}

/**
 * Elements whose start tag makes an HTML parser close an open `<p>`; a paragraph containing
 * one is restructured by the browser.
 */
const CLOSES_PARAGRAPH = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);

function fixParagraphs(node: HastNode): void {
  for (const child of node.children ?? []) fixParagraphs(child);
  if (
    node.type === 'element' &&
    node.tagName === 'p' &&
    (node.children ?? []).some((child) => child.type === 'element' && CLOSES_PARAGRAPH.has(child.tagName ?? ''))
  ) {
    node.tagName = 'div';
  }
}

/**
 * Turns a `<p>` that holds block content into a `<div>`.
 *
 * @remarks
 * Raw HTML inside a Markdown paragraph is parsed in isolation, and the sanitizer unwraps
 * disallowed elements, so `x <math><table>…` can end up as `<p>x<table>…</p>`. In a page a
 * browser would split that paragraph, the server HTML and React's tree would disagree, and
 * hydration would fail. A `div` may hold anything, so the tree stays as rendered. Children are
 * fixed first, so a paragraph around a fixed paragraph is fixed too.
 */
export function rehypeFixParagraphNesting() {
  return (tree: HastNode): void => {
    fixParagraphs(tree);
  };
}

function hasClass(node: HastNode, name: string): boolean {
  const className = node.properties?.['className'];
  return Array.isArray(className) && className.includes(name);
}

/** A task item's own text: its content without nested lists, which are items of their own. */
function taskText(node: HastNode & {value?: unknown}): string {
  if (node.type === 'element' && (node.tagName === 'ul' || node.tagName === 'ol')) return '';
  if (node.type === 'text' && typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((child) => taskText(child)).join('');
}

/**
 * Makes two GFM constructs usable without a mouse or sight: a task-list checkbox gets its
 * item's text as its accessible name (a bare checkbox is announced as "checkbox, checked"
 * with no hint of what is done), and a code block, which scrolls sideways when its lines are
 * long, becomes focusable so the keyboard can scroll it.
 */
export function rehypeAccessibleBlocks() {
  return (tree: HastNode): void => {
    walk(tree, (node) => {
      if (node.type !== 'element') return;
      if (node.tagName === 'pre') {
        node.properties = {...node.properties, tabIndex: 0};
        return;
      }
      if (node.tagName !== 'li' || !hasClass(node, 'task-list-item')) return;
      const label = taskText(node).replace(/\s+/g, ' ').trim();
      walk(node, (inner) => {
        if (inner.type === 'element' && inner.tagName === 'input' && inner.properties?.['type'] === 'checkbox') {
          inner.properties = {...inner.properties, ariaLabel: label || 'Task'};
        }
      });
    });
  };
}

/**
 * Loads each image only as the reader nears it, as a long post's pictures need not cost a
 * visitor who stops reading early. `loading` comes first among the properties because React 18
 * sets attributes in that order, and a `src` set before it starts the download at once.
 */
export function rehypeLazyImages() {
  return (tree: HastNode): void => {
    walk(tree, (node) => {
      if (node.type === 'element' && node.tagName === 'img') node.properties = {loading: 'lazy', ...node.properties};
    });
  };
}
