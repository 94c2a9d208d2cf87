// Spelling correction against the site's words, loaded only when a query has a word no page holds.
import levenshtein from 'damerau-levenshtein';

/**
 * Damerau-Levenshtein edits a misspelling may be from the site's word: two only from nine
 * letters, as an unknown short word is often two edits from an unrelated one ("logout", "layout").
 * @example editsAllowed('dynamdb') // 1
 */
export function editsAllowed(word: string): number {
  return word.length >= 9 ? 2 : 1;
}

/**
 * The word of `vocabulary` nearest to `word`: fewest edits within {@link editsAllowed}, then
 * the one more pages hold; undefined when none is near, or the word is short or begins a site word.
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
