// Excerpts as whole sentences of a page's prose, from the text Pagefind stores for it.
import {markWord, type QueryTerms} from './highlight';

/** How Pagefind cuts a page's text into the words its match locations count. */
const wordBreak = /[^\S\uFEFF]+/;

/** A word that ends a sentence, or a semicolon, which ends an API member's signature before its description. */
const sentenceEnd = /(?:[.!?]["'”’)\]]*|(?<!&#?\w{1,8});)$/;

/** Signs of code or markup (a semicolon inside a word, not closing an entity): not an answer. */
const codeSign = /[{}<>=`]|(?<!&#?\w{1,8});\S|\(\)/;

/** The longest excerpt, in words; a longer sentence is cut and ends with an ellipsis. */
export const excerptWords = 30;

/** `sentence` and `heading` say the same, whatever their case, spacing and closing full stop or colon. */
function sameText(sentence: string, heading: string): boolean {
  const plain = (text: string) => text.replace(/[.:]$/, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return plain(sentence) === plain(heading);
}

/** Where the heading's words end when the range opens with them (`1. Create the table` included); `from` otherwise. */
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
 * An excerpt of whole sentences of a page's prose, its query words in `<mark>` (`markWord`), in
 * place of Pagefind's window of words that starts mid-sentence or in code: the prose sentence
 * whose matches score most in the range, else its first, then the sentences that fit after it.
 * @param content the page's text as Pagefind stores it (its fragment's `content`)
 * @param matches the query's matches: word positions with Pagefind's score
 * @param terms the query's words (`queryTerms`), which the excerpt marks
 * @param range `from` (inclusive) and `to` (exclusive) word positions; `heading`, shown above the
 *   excerpt, which it never repeats; `outside`, ranges whose sentences other excerpts show
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
