import type {Element, ElementContent, Root} from 'hast';
import {findFirst, hasClass, textOf} from './hast';

const highlighted = /<pre\b([^>]*)>(\s*)<code\b([^>]*)>([\s\S]*?)<\/code>(\s*)<\/pre>/g;
/** The only tags the highlighter writes inside a block: a span per token and line, a `<br>` per line end. */
const highlighterTag = /<\/?span\b[^>]*>|<br\s*\/?>/g;

function languageIn(attributes: string): string | undefined {
  return /\blanguage-([\w+#-]+)/.exec(attributes)?.[1];
}

/**
 * Every highlighted code block in `html` as its plain text, with its language on the
 * `<code>` (Docusaurus puts it on the `<pre>`, where an HTML-to-Markdown conversion does not
 * look). Works on the HTML text, before it is parsed: the highlighter wraps every token in a
 * span, and a code-heavy page is mostly spans, which would each be parsed, walked and
 * converted only for their text. A block holding anything else is left as it is.
 *
 * @param html - Part of a built page.
 * @returns The same HTML with plain code blocks.
 * @example
 * plainCodeBlocks('<pre class="language-ts"><code><span>a</span><br></code></pre>');
 * // '<pre class="language-ts"><code class="language-ts">a\n</code></pre>'
 */
export function plainCodeBlocks(html: string): string {
  return html.replace(
    highlighted,
    (block, preAttributes: string, before: string, codeAttributes: string, inner: string, after: string) => {
      const plain = inner.replace(highlighterTag, (tag) => (tag.startsWith('<br') ? '\n' : ''));
      if (plain.includes('<')) return block;
      const language = languageIn(codeAttributes) ?? languageIn(preAttributes);
      const codeClass = language ? ` class="language-${language}"` : '';
      return `<pre${preAttributes}>${before}<code${codeClass}>${plain}</code>${after}</pre>`;
    },
  );
}

/**
 * A code block's title (a file name, "You write") goes on its `<pre>` as the fence's meta,
 * `title="…"`, as Docusaurus writes it in Markdown, and its own element goes.
 */
function moveTitle(block: Element): void {
  const isTitle = (node: ElementContent): node is Element =>
    node.type === 'element' && hasClass(node, 'codeBlockTitle', true);
  const title = block.children.find(isTitle);
  if (!title) return;
  block.children = block.children.filter((child) => child !== title);
  const pre = findFirst(block, (node) => node.tagName === 'pre');
  if (pre) pre.properties.dataMeta = `title=${JSON.stringify(textOf(title).trim())}`;
}

function visit(node: Element | Root): void {
  for (const child of node.children) {
    if (child.type !== 'element' || child.tagName === 'pre') continue;
    if (hasClass(child, 'theme-code-block')) moveTitle(child);
    visit(child);
  }
}

/**
 * A rehype plugin for the twins: each code block's title becomes its fence's meta
 * (`data-meta` on the `<pre>`, which the twins' `pre` handler reads).
 */
export function rehypeCodeBlockTitles() {
  return (tree: Root): void => visit(tree);
}
