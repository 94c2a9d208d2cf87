/** A variable-shaped name: capitals, digits and at least one underscore (`GITHUB_CLIENT_ID`). */
const variableName = /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/;

/**
 * Prose cut into plain text and the variable names in it, so the names can be set as code.
 *
 * @param text - A sentence that may name environment variables.
 * @returns The parts in order; every odd-indexed part is a variable name.
 * @example
 *   splitVariableNames('Set MONGODB_URI first'); // ['Set ', 'MONGODB_URI', ' first']
 */
export function splitVariableNames(text: string): string[] {
  return text.split(variableName);
}
