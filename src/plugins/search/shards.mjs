// @ts-check
// Shared by the build that writes the words files (searchWords.mjs) and the UI that reads them (ui/searchWords.ts).

/**
 * The words file a word is in: its first letter, or `_`, so a query loads only its own words'.
 * @param {string} word a word, lower case
 */
export function shardOf(word) {
  const first = word[0] ?? '_';
  return /[a-z]/.test(first) ? first : '_';
}
