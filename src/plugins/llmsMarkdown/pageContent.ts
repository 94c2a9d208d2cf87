import {parseFragment} from 'parse5';
import {firstSentence, isWholeSentence} from '../shared/sentences.mjs';

/** The page's `<meta name="description">`, found as text (the minifier drops the quotes it can), then parsed. */
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
 * A page's description for llms.txt, one sentence: of its meta description, unless that is
 * an excerpt cut mid-sentence (Docusaurus's default), else of its first paragraph.
 */
export function pageDescription(html: string, markdown: string): string {
  const meta = metaDescription(html);
  return firstSentence(isWholeSentence(meta) ? meta : firstParagraph(markdown) || meta);
}
