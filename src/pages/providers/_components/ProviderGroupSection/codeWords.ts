/**
 * Prose cut into plain text and the code in it, marked as in Markdown: between backticks.
 * The providers' texts are translated, so the code is marked in the message itself, where a
 * translator keeps it as it is.
 *
 * @param text - A sentence that may hold code between backticks.
 * @returns The parts in order, without the backticks; every odd-indexed part is code.
 * @example
 *   splitCode('Set `MONGODB_URI` first'); // ['Set ', 'MONGODB_URI', ' first']
 */
export function splitCode(text: string): string[] {
  return text.split(/`([^`]+)`/);
}
