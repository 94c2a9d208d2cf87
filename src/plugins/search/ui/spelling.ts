// Spelling correction against the site's words, loaded only when a query has a word no page
// holds (or few do), so a first search does not download it.

/**
 * How far a misspelling may be from the site's word, in edits ({@link editDistance}): one for
 * words of up to eight letters, two for longer ones. A reader's correctly spelt word that no
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
 * The edits between two words: a letter inserted, deleted or replaced, or two neighbours
 * swapped, each one edit (optimal string alignment), so "imgae" is one edit from "image".
 * @param a a word
 * @param b another word
 * @returns how many edits turn `a` into `b`
 * @example editDistance('uplaod', 'upload') // 1
 */
export function editDistance(a: string, b: string): number {
  // rows[i][j]: the edits between the first i letters of `a` and the first j of `b`.
  const rows: number[][] = Array.from({length: a.length + 1}, (_, i) =>
    Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
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
    const edits = editDistance(word, candidate);
    if (edits > allowed) continue;
    if (!best || edits < best.edits || (edits === best.edits && pages > best.pages))
      best = {word: candidate, edits, pages};
  }
  return best?.word;
}
