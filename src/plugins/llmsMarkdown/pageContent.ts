import {parseFragment} from 'parse5';
import {firstSentence, isWholeSentence} from '../shared/sentences.mjs';

/**
 * The `<main>` element of a built page, cut from its HTML as text: what a twin is made from.
 * The navbar, the sidebar (which lists every API page) and the footer are most of a page's
 * HTML, and the twin has no use for them, so they are never parsed. A page without one is
 * returned whole.
 */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start === -1 || end < start ? html : html.slice(start, end + '</main>'.length);
}

/**
 * The page's `<meta name="description">`, written with or without quotes around its values
 * (the build's HTML minifier drops the quotes it can): the tag is found as text, then parsed.
 */
export function metaDescription(html: string): string {
  const tag = /<meta\b[^>]*\bname=["']?description["']?[\s>/][^>]*>/i.exec(html)?.[0] ?? '';
  const meta = parseFragment(tag).childNodes[0];
  return (meta && 'attrs' in meta && meta.attrs.find((attribute) => attribute.name === 'content')?.value) || '';
}

/** The first paragraph of prose in a twin (not a heading, quotation, list, table or code), links reduced to their text. */
export function firstParagraph(markdown: string): string {
  let inFence = false;
  let paragraph: string[] = [];
  for (const line of [...markdown.split('\n'), '']) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || /^\s*(```|~~~)/.test(line)) continue;
    if (line.trim()) {
      paragraph.push(line.trim());
      continue;
    }
    const text = paragraph.join(' ');
    paragraph = [];
    if (text && !/^(#|>|\||[-*+] |\d+[.)] |\*|_|!\[)/.test(text))
      return text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1');
  }
  return '';
}

/**
 * A page's description for llms.txt, one whole sentence: the first of its meta description,
 * unless that is an excerpt cut off mid-sentence (Docusaurus takes a page without a
 * `description` its first line), then the first of its first paragraph.
 */
export function pageDescription(html: string, markdown: string): string {
  const meta = metaDescription(html);
  return firstSentence(isWholeSentence(meta) ? meta : firstParagraph(markdown) || meta);
}
