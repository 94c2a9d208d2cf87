// Excerpts as whole sentences of a page's prose, from the text Pagefind stores for it.

/** How Pagefind cuts a page's text into the words its match locations count. */
const wordBreak = /[^\S\uFEFF]+/;

/** A word that ends a sentence: a full stop, question or exclamation mark, maybe closed by a quote or bracket. */
const sentenceEnd = /[.!?]["'”’)\]]*$/;

/**
 * Signs of code or markup rather than prose: braces, semicolons, angle brackets, `=`, an
 * empty call `()` or a backtick. A sentence holding one is a code sample, a caption naming a
 * component (`Rendered by <PostList>`) or a line of Markdown syntax, none of which reads as
 * an answer.
 */
const codeSign = /[{};<>=`]|\(\)/;

/** The longest excerpt, in words; a longer sentence is cut and ends with an ellipsis. */
export const excerptWords = 30;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (sign) => `&#${sign.charCodeAt(0)};`);

/** True for a sentence that reads as prose: it starts with a capital or a digit and holds no code. */
export function isProse(words: readonly string[]): boolean {
  return words.length >= 3 && /^[\p{Lu}\p{N}“"]/u.test(words[0] ?? '') && !words.some((word) => codeSign.test(word));
}

/**
 * An excerpt of whole sentences from a page's prose, with the query's matches in `<mark>`,
 * in place of Pagefind's, which is a window of words around the matches and so starts
 * mid-sentence or inside a code sample. The sentence chosen is the one of prose with most
 * matches in the range; without one, the range's first sentence of prose (a match only in
 * code still shows what the section says). Sentences follow it while they fit.
 * @param content the page's text as Pagefind stores it (its fragment's `content`)
 * @param locations the word positions of the query's matches
 * @param from the first word of the range (a section's heading), inclusive
 * @param to the end of the range, exclusive
 * @returns the excerpt as escaped HTML with `<mark>`, or undefined when the range has no prose
 * @example sentenceExcerpt('Publish. Set Status to Published.', [3], 0, 6) // 'Set Status to <mark>Published.</mark>'
 */
export function sentenceExcerpt(
  content: string,
  locations: readonly number[],
  from = 0,
  to = Number.POSITIVE_INFINITY,
): string | undefined {
  const words = content.split(wordBreak);
  const end = Math.min(to, words.length);
  const sentences: {start: number; end: number}[] = [];
  for (let start = Math.max(0, from); start < end;) {
    let last = start;
    while (last < end - 1 && !sentenceEnd.test(words[last] ?? '')) last += 1;
    sentences.push({start, end: last + 1});
    start = last + 1;
  }
  const prose = sentences.filter(({start, end: stop}) => isProse(words.slice(start, stop)));
  const matchesIn = ({start, end: stop}: {start: number; end: number}) =>
    locations.filter((location) => location >= start && location < stop).length;
  const chosen = prose.reduce<(typeof prose)[number] | undefined>(
    (best, sentence) => (best === undefined || matchesIn(sentence) > matchesIn(best) ? sentence : best),
    undefined,
  );
  if (!chosen) return undefined;
  let stop = chosen.end;
  for (const next of prose.slice(prose.indexOf(chosen) + 1)) {
    if (next.start !== stop || next.end - chosen.start > excerptWords) break;
    stop = next.end;
  }
  const cut = stop - chosen.start > excerptWords;
  if (cut) stop = chosen.start + excerptWords;
  const marked = new Set(locations);
  const shown = words
    .slice(chosen.start, stop)
    .map((word, index) => (marked.has(chosen.start + index) ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word)));
  return `${shown.join(' ')}${cut ? ' …' : ''}`;
}
