/**
 * Finds the environment variables a docs page names.
 */

/** A token shaped like an environment variable: upper case, digits, at least one underscore. */
const TOKEN = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/**
 * Variables the docs may name that `@inkwell/cms` does not read itself, by namespace, each
 * with the reason. Anything else shaped like a variable must be one of the library's.
 */
export const externalVariables: ReadonlyArray<{pattern: RegExp; reason: string}> = [
  {pattern: /^NODE_ENV$/, reason: 'set by Next.js; loadConfig reads it to tell production from development'},
  {
    pattern: /^AWS_(?!REGION$)[A-Z0-9_]+$/,
    reason: 'the AWS SDK credentials chain (AWS_ACCESS_KEY_ID, AWS_PROFILE…); AWS_REGION is Inkwell’s own',
  },
  {pattern: /^VERCEL_[A-Z0-9_]+$/, reason: 'system variables Vercel sets on its deployments'},
  {pattern: /^NEXT_[A-Z0-9_]+$/, reason: 'Next.js’s own settings (NEXT_PUBLIC_*, NEXT_TELEMETRY_DISABLED)'},
  {pattern: /^(?:PORT|HOSTNAME)$/, reason: 'where `next start` and the standalone server listen'},
  {pattern: /^PAY_PER_REQUEST$/, reason: 'a DynamoDB billing mode in an AWS CLI command, not a variable'},
  {pattern: /^KEYS_ONLY$/, reason: 'a DynamoDB index projection in an AWS CLI command, not a variable'},
];

/** Every distinct variable-shaped token in `text`, in order of first appearance. */
export function variableTokens(text: string): string[] {
  return [...new Set(text.match(TOKEN) ?? [])];
}

/** Whether a token names a variable some other tool reads (see {@link externalVariables}). */
export function isExternalVariable(name: string): boolean {
  return externalVariables.some(({pattern}) => pattern.test(name));
}

/**
 * The variables of the reference table under the heading `heading` in a Markdown source: the
 * first back-quoted name of each table row, until the next heading of the same or a higher level.
 */
export function referenceTableVariables(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^#{2,3} ${heading}\\s*$`).test(line));
  if (start === -1) return [];
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 2;
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const next = /^(#+) /.exec(line);
    if (next && (next[1] ?? '').length <= level) break;
    const cell = /^\|\s*`([A-Z][A-Z0-9_]*)`/.exec(line);
    if (cell?.[1]) names.push(cell[1]);
  }
  return names;
}
