import type {Element, Root} from 'hast';
import {findAll, hasClass, textOf} from './hast';

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
 * A rehype plugin for the twins: each code block's title (a file name, "You write") becomes
 * its fence's meta, `title="…"` as Docusaurus writes it in Markdown (`data-meta` on the
 * `<pre>`, which the twins' `pre` handler reads), and its own element goes.
 */
export function rehypeCodeBlockTitles() {
  return (tree: Root): void => {
    for (const block of findAll(tree, (node) => hasClass(node, 'theme-code-block'))) {
      const title = block.children.find(
        (node): node is Element => node.type === 'element' && hasClass(node, 'codeBlockTitle', true),
      );
      const pre = findAll(block, (node) => node.tagName === 'pre')[0];
      if (!title || !pre) continue;
      block.children = block.children.filter((child) => child !== title);
      pre.properties.dataMeta = `title=${JSON.stringify(textOf(title).trim())}`;
    }
  };
}
