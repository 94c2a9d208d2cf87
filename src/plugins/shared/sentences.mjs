// @ts-check
// What counts as a whole sentence, for every page description the build writes: the API
// pages' meta description (apiReference) and llms.txt's (llmsMarkdown).

/**
 * The first sentence of `text`: up to the first `.`, `!` or `?` followed by a space and a
 * capital letter, or the end.
 *
 * @param {string} text - A paragraph.
 * @returns {string} Its first sentence, trimmed, its whitespace runs as single spaces.
 * @example
 * firstSentence('Change the name. For admins.'); // 'Change the name.'
 */
export function firstSentence(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?](?=\s+["'(]?[A-Z])/.exec(flat);
  return end ? flat.slice(0, end.index + 1) : flat;
}

/**
 * Whether `text` ends a sentence, so it is no cut-off excerpt.
 *
 * @param {string} text - A description.
 * @returns {boolean} True when it ends with `.`, `!` or `?`, optionally before a closing quote or bracket.
 * @example
 * isWholeSentence('Renders the menu, the'); // false
 */
export function isWholeSentence(text) {
  return /[.!?]["')]?$/.test(text.trim());
}
