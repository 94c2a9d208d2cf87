/**
 * Compares {@link MarkdownRenderer}'s output with the CommonMark spec's expected HTML, after
 * taking out what the renderer adds on purpose (heading ids and "#" links, highlighting
 * spans, focusable code blocks, lazy images) and the differences HTML does not care about (attribute
 * order, whitespace between blocks), the way the spec's own test runner normalises.
 *
 * @module
 */
import {renderToStaticMarkup} from 'react-dom/server';

import {MarkdownRenderer} from '../index.js';

/**
 * The spec shows tabs as `→`; its own runner turns them back into tabs before testing.
 */
export function withTabs(example: SpecExample): SpecExample {
  return {...example, markdown: example.markdown.replace(/→/g, '\t'), html: example.html.replace(/→/g, '\t')};
}

/** One example from the CommonMark spec (`commonmark-spec`'s `tests`). */
export interface SpecExample {
  markdown: string;
  html: string;
  section: string;
  number: number;
}

const BLOCK = new Set([
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
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
  'hr',
  'html',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'br',
]);

function isBlock(node: Node | null): boolean {
  return node !== null && node.nodeType === 1 && BLOCK.has((node as Element).tagName.toLowerCase());
}

/** Takes out what the renderer adds on purpose, so only CommonMark's own output is compared. */
function removeAdditions(root: Element): void {
  for (const anchor of Array.from(root.querySelectorAll('a.inkwell-heading-anchor'))) anchor.remove();
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'))) heading.removeAttribute('id');
  for (const pre of Array.from(root.querySelectorAll('pre'))) pre.removeAttribute('tabindex');
  for (const image of Array.from(root.querySelectorAll('img'))) image.removeAttribute('loading');
  for (const span of Array.from(root.querySelectorAll('span[class^="hljs"]')))
    span.replaceWith(...Array.from(span.childNodes));
  for (const code of Array.from(root.querySelectorAll('code.hljs'))) {
    code.classList.remove('hljs');
    if (code.classList.length === 0) code.removeAttribute('class');
  }
  // React hoists a preload link per image; it is React's markup, not the document's.
  for (const link of Array.from(root.querySelectorAll('link[rel="preload"]'))) link.remove();
  root.normalize();
}

const FORMATTING = new Set([
  'a',
  'b',
  'big',
  'code',
  'em',
  'font',
  'i',
  'nobr',
  's',
  'small',
  'strike',
  'strong',
  'tt',
  'u',
]);

function signature(element: Element): string {
  return `${element.tagName}|${Array.from(element.attributes, (a) => `${a.name}=${a.value}`)
    .sort()
    .join('|')}`;
}

/**
 * Removes the copies of an unclosed formatting element that an HTML parser re-opens after
 * the paragraph holding it (the "adoption agency"): the spec's expected HTML is a fragment
 * with `<a href="…">` left open, which a browser reopens around the trailing newline, while
 * a rendered tree has every element closed. The spec's own runner compares tokens, not
 * trees, so it never sees these copies; they hold nothing but whitespace.
 */
function removeReopenedCopies(root: Element): void {
  const seen = new Set<string>();
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    const key = signature(element);
    if (
      FORMATTING.has(tag) &&
      seen.has(key) &&
      (element.textContent ?? '').trim() === '' &&
      element.children.length === 0
    ) {
      element.remove();
      continue;
    }
    seen.add(key);
  }
}

function serialise(node: Node, inPre: boolean): string {
  if (node.nodeType === 8) return `<!--${node.textContent ?? ''}-->`;
  if (node.nodeType === 3) {
    const text = node.textContent ?? '';
    if (inPre) return escape(text);
    let value = text.replace(/\s+/g, ' ');
    if (isBlock(node.previousSibling) || (node.previousSibling === null && isBlock(node.parentNode)))
      value = value.trimStart();
    if (isBlock(node.nextSibling) || (node.nextSibling === null && isBlock(node.parentNode))) value = value.trimEnd();
    return escape(value);
  }
  if (node.nodeType !== 1) return '';
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const attributes = Array.from(element.attributes)
    .map((attribute) => `${attribute.name}="${escape(attribute.value)}"`)
    .sort()
    .join(' ');
  const pre = inPre || tag === 'pre';
  const inner = Array.from(element.childNodes)
    .map((child) => serialise(child, pre))
    .join('');
  return `<${tag}${attributes ? ` ${attributes}` : ''}>${inner}</${tag}>`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Drops whitespace at the very start and end of the fragment, wherever it sits: the spec's
 * runner strips the whole output, and the newline after a raw HTML block that leaves an
 * element open (`<a href="x">` and its line end) is such whitespace.
 */
function trimFragment(root: Element): void {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  const blank = (text: Text | undefined): text is Text =>
    text !== undefined && text.data.trim() === '' && !text.parentElement?.closest('pre');
  while (blank(texts.at(-1))) texts.pop()?.remove();
  while (blank(texts[0])) texts.shift()?.remove();
}

/** HTML in a canonical form: attributes sorted, whitespace between blocks dropped. */
export function normaliseHtml(html: string, rendered: boolean): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  if (rendered) {
    const wrapper = holder.querySelector(':scope > div.inkwell-markdown');
    if (wrapper) holder.replaceChildren(...Array.from(wrapper.childNodes));
    removeAdditions(holder);
  }
  removeReopenedCopies(holder);
  trimFragment(holder);
  return Array.from(holder.childNodes)
    .map((child) => serialise(child, false))
    .join('')
    .trim();
}

/** The example rendered, and expected, both normalised. */
export function compareExample(spec: SpecExample): {expected: string; actual: string} {
  const example = withTabs(spec);
  const rendered = renderToStaticMarkup(<MarkdownRenderer markdown={example.markdown} />);
  return {expected: normaliseHtml(example.html, false), actual: normaliseHtml(rendered, true)};
}
