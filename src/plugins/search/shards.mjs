// @ts-check
// Which words file a word is in, shared by the build that writes the files (searchWords.mjs)
// and the search UI that reads them (ui/searchWords.ts), so the two cannot disagree.

/**
 * The shard of the vocabulary a word is in: its first letter, so a query loads only the few
 * small files of its own words.
 * @param {string} word a word, lower case
 * @returns {string} its first letter, or `_` for a word that starts with anything else
 */
export function shardOf(word) {
  const first = word[0] ?? '_';
  return /[a-z]/.test(first) ? first : '_';
}
