// Spelling correction against the site's words, loaded only when a query has a word no page
// holds (or few do), so a first search does not download it.
import levenshtein from 'damerau-levenshtein';

/**
 * How far a misspelling may be from the site's word, in edits (Damerau-Levenshtein: a letter
 * inserted, deleted or replaced, or two neighbours swapped, each one edit): one for words of up
 * to eight letters, two for longer ones. A reader's correctly spelt word that no
 * page holds ("logout", "widget") is as often two edits from an unrelated site word ("layout",
 * "wide") as a slip is from the word meant; a slip is one edit far more often than not, a
 * swapped pair of letters included ("uplaod").
 * @param word the misspelt word
 * @returns the edits allowed
 * @example editsAllowed('dynamdb') // 1
 */
export function editsAllowed(word: string): number {
  return word.length >= 9 ? 2 : 1;
}

/**
 * The word of `vocabulary` nearest to `word`: fewest edits within {@link editsAllowed}, then
 * the one more pages hold, then the first in order.
 * @param word a word no page holds
 * @param vocabulary the site's words, each with how many pages hold it
 * @returns the nearest word, or undefined when none is near enough, the word is too short to guess
 * or it begins a site word
 * @example nearestWord('footnots', new Map([['footnotes', 4]])) // 'footnotes'
 */
export function nearestWord(word: string, vocabulary: ReadonlyMap<string, number>): string | undefined {
  // A word that begins a site word is most likely being typed; Pagefind matches it as a prefix.
  if (word.length < 4 || [...vocabulary.keys()].some((known) => known.startsWith(word))) return undefined;
  const allowed = editsAllowed(word);
  let best: {word: string; edits: number; pages: number} | undefined;
  for (const [candidate, pages] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > allowed || candidate.length < 3) continue;
    const edits = levenshtein(word, candidate).steps;
    if (edits > allowed) continue;
    if (!best || edits < best.edits || (edits === best.edits && pages > best.pages))
      best = {word: candidate, edits, pages};
  }
  return best?.word;
}
