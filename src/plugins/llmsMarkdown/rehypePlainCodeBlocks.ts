import type {Element, ElementContent, Root} from 'hast';

// Dependency-free on purpose, like rehypeFlattenInteractive: Docusaurus loads it with jiti, a
// CommonJS loader, and the hast utilities are ESM-only.

/** Only what the highlighter writes: spans, text and the `<br>` that ends each line. */
function highlighterMarkup(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  return (node.tagName === 'span' || node.tagName === 'br') && node.children.every(highlighterMarkup);
}

/** The text of highlighter markup as a `<pre>` shows it: each `<br>` a line break. */
function codeText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  return node.tagName === 'br' ? '\n' : node.children.map(codeText).join('');
}

function languageOf(pre: Element): string | undefined {
  const className = pre.properties.className;
  const classes = Array.isArray(className) ? className.map(String) : [];
  return classes.find((name) => name.startsWith('language-'));
}

function plainCode(pre: Element): void {
  for (const code of pre.children) {
    if (code.type !== 'element' || code.tagName !== 'code' || !code.children.every(highlighterMarkup)) continue;
    code.children = [{type: 'text', value: code.children.map(codeText).join('')}];
    const language = languageOf(pre);
    const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
    if (language && !classes.some((name) => String(name).startsWith('language-')))
      code.properties.className = [...classes, language];
  }
}

function visit(node: Element | Root): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre') plainCode(child);
    else visit(child);
  }
}

/**
 * A rehype plugin for the Markdown twins: each highlighted code block becomes its plain text,
 * and keeps its language for the fence.
 *
 * @remarks
 * The highlighter wraps every token in a span (the API reference's globals page has over
 * 4,000), and the HTML-to-Markdown conversion cloned, walked and whitespace-minified each
 * one only to read the block's text in the end: without them its tree step takes about half
 * the time.
 * Docusaurus puts the language on the `<pre>`, where the conversion does not look, so the
 * fences had none; it is copied to the `<code>`, where it does.
 */
export default function rehypePlainCodeBlocks() {
  return (tree: Root): void => visit(tree);
}
