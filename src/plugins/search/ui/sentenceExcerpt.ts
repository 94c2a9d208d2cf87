// Excerpts as whole sentences of a page's prose, from the text Pagefind stores for it.
import {markWord, type QueryTerms} from './highlight';

/** How Pagefind cuts a page's text into the words its match locations count. */
const wordBreak = /[^\S\uFEFF]+/;

/**
 * A word that ends a sentence: a full stop, question or exclamation mark, maybe closed by a
 * quote or bracket, or a semicolon, which ends a member's signature in the API reference
 * (`post: Post | null;`) before its description.
 */
const sentenceEnd = /(?:[.!?]["'”’)\]]*|(?<!&#?\w{1,8});)$/;

/**
 * Signs of code or markup rather than prose: braces, angle brackets, `=`, a semicolon inside
 * a word (not closing an entity such as `&#34;`), an empty call `()` or a backtick. A sentence holding one is a code sample, a
 * caption naming a component (`Rendered by <PostList>`) or a line of Markdown syntax, none
 * of which reads as an answer.
 */
const codeSign = /[{}<>=`]|(?<!&#?\w{1,8});\S|\(\)/;

/** The longest excerpt, in words; a longer sentence is cut and ends with an ellipsis. */
export const excerptWords = 30;

/** `sentence` and `heading` say the same, whatever their case, spacing and closing full stop or colon. */
function sameText(sentence: string, heading: string): boolean {
  const plain = (text: string) => text.replace(/[.:]$/, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return plain(sentence) === plain(heading);
}

/**
 * Where the heading's words end, when the range opens with them (Pagefind stores a heading
 * as the first words of its section); `from` otherwise. A numbered heading, `1. Create the
 * table`, reads as two sentences there, `1.` and `Create the table.`: both are the heading.
 */
function headingEnd(words: readonly string[], from: number, heading: string | undefined): number {
  if (heading === undefined) return from;
  const length = heading.split(wordBreak).filter(Boolean).length;
  return length > 0 && sameText(words.slice(from, from + length).join(' '), heading) ? from + length : from;
}

/** True for a sentence that reads as prose: it starts with a capital or a digit and holds no code. */
export function isProse(words: readonly string[]): boolean {
  return words.length >= 3 && /^[\p{Lu}\p{N}“"]/u.test(words[0] ?? '') && !words.some((word) => codeSign.test(word));
}

/**
 * An excerpt of whole sentences from a page's prose, with the words that match the query in
 * `<mark>` (`markWord`: whole words by their stem, not Pagefind's partial matches, `in` in
 * `inkwell`), in place of Pagefind's, which is a window of words around the matches and so starts
 * mid-sentence or inside a code sample. The sentence chosen is the one of prose whose
 * matches score most in the range; without one, the range's first sentence of prose (a match only in
 * code still shows what the section says). Sentences follow it while they fit.
 * @param content the page's text as Pagefind stores it (its fragment's `content`)
 * @param matches the query's matches: word positions with Pagefind's score (a partial match, `in` in `inkwell`, scores less)
 * @param terms the query's words (`queryTerms`), which the excerpt marks
 * @param range `from` the first word of the range (a section's heading), inclusive, and `to`
 *   its end, exclusive; `heading`, the page's title or the section's heading, which the result
 *   shows above the excerpt: Pagefind stores it as the range's first words, and the excerpt
 *   never repeats it; `outside`, ranges (`from` inclusive, `to` exclusive) the excerpt takes no
 *   sentence from: the sections the result shows below the page, with excerpts of their own
 * @returns the excerpt as escaped HTML with `<mark>`, or undefined when the range has no prose
 * @example sentenceExcerpt('Publish a post. Set Status to Published.', [{location: 0, balanced_score: 1}, {location: 6, balanced_score: 1}], queryTerms('publish'), {heading: 'Publish a post'}) // 'Set Status to <mark>Published</mark>.'
 */
export function sentenceExcerpt(
  content: string,
  matches: readonly {location: number; balanced_score: number}[],
  terms: QueryTerms,
  {
    from = 0,
    to = Infinity,
    heading,
    outside = [],
  }: {from?: number; to?: number; heading?: string; outside?: readonly {from: number; to: number}[]} = {},
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
  // The heading, shown above the excerpt, gives way to the prose that follows it.
  const ownStart = headingEnd(words, Math.max(0, from), heading);
  const excluded = (start: number) =>
    start < ownStart || outside.some((range) => start >= range.from && start < range.to);
  const prose = sentences.filter(
    ({start, end: stop}) =>
      !excluded(start) &&
      isProse(words.slice(start, stop)) &&
      (heading === undefined || !sameText(words.slice(start, stop).join(' '), heading)),
  );
  const matchesIn = ({start, end: stop}: {start: number; end: number}) =>
    matches
      .filter(({location}) => location >= start && location < stop)
      .reduce((sum, match) => sum + match.balanced_score, 0);
  const chosen = prose.reduce<(typeof prose)[number] | undefined>(
    (most, sentence) => (most === undefined || matchesIn(sentence) > matchesIn(most) ? sentence : most),
    undefined,
  );
  if (!chosen) return undefined;
  let stop = chosen.end;
  // A clause after a semicolon continues the sentence, though it starts in lower case.
  for (const next of sentences.slice(sentences.indexOf(chosen) + 1)) {
    const following = words.slice(next.start, next.end);
    const continues =
      (words[stop - 1] ?? '').endsWith(';') && !excluded(next.start) && !following.some((word) => codeSign.test(word));
    if (!(continues || prose.includes(next)) || next.end - chosen.start > excerptWords) break;
    stop = next.end;
  }
  // Ended at a semicolon with the clause after it left out, the excerpt says it goes on.
  const cut =
    stop - chosen.start > excerptWords || ((words[stop - 1] ?? '').endsWith(';') && stop < end && !excluded(stop));
  if (stop - chosen.start > excerptWords) stop = chosen.start + excerptWords;
  const shown = words.slice(chosen.start, stop).map((word) => markWord(word, terms));
  return `${shown.join(' ')}${cut ? ' …' : ''}`;
}
