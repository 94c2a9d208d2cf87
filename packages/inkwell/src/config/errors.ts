/**
 * What `loadConfig` reports when the environment is incomplete or malformed.
 *
 * @module
 */

/**
 * `value` as a message shows it: in double quotes, escaped the way JSON escapes strings, and
 * with every other control, invisible or line-breaking character written as `\uXXXX`, so a
 * message stays on one line and shows exactly what was set.
 *
 * @param value - The value to show.
 * @returns The value quoted and escaped, such as `"production\n"`.
 */
export function showValue(value: string): string {
  const escapeUnits = (character: string) =>
    Array.from(
      {length: character.length},
      (_, index) => `\\u${character.charCodeAt(index).toString(16).padStart(4, '0')}`,
    ).join('');
  return JSON.stringify(value).replace(/(?! )[\p{Cc}\p{Cf}\p{Z}]/gu, escapeUnits);
}

/** One problem found in the environment: the variable and a sentence saying how to fix it. */
export interface ConfigIssue {
  /** The environment variable the problem is about. */
  variable: string;
  /** What is wrong and how to fix it. */
  message: string;
}

/**
 * Thrown by `loadConfig` when the environment is incomplete or malformed.
 *
 * @remarks
 * The message lists every problem found, one per line, so a deploy fails once with the
 * whole list rather than once per variable.
 */
export class ConfigError extends Error {
  /** Every problem found, in the order the variables are documented. */
  readonly issues: readonly ConfigIssue[];

  /**
   * @param issues - The problems found; at least one.
   */
  constructor(issues: readonly ConfigIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.message}`);
    super(`Inkwell configuration is invalid:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}
