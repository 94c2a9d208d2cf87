// @ts-check
// What counts as a sentence, for the page descriptions the build writes (apiReference, llmsMarkdown).

/**
 * The first sentence of `text`, whitespace runs as single spaces: up to the first `.`, `!` or
 * `?` followed by a space and a capital letter, or the end.
 * @param {string} text
 */
export function firstSentence(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?](?=\s+["'(]?[A-Z])/.exec(flat);
  return end ? flat.slice(0, end.index + 1) : flat;
}

/**
 * Whether `text` ends a sentence, so it is no cut-off excerpt.
 * @param {string} text
 */
export function isWholeSentence(text) {
  return /[.!?]["')]?$/.test(text.trim());
}
