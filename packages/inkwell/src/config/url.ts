/**
 * The one rule every URL variable is held to (`INKWELL_URL`, `S3_PUBLIC_URL`, `S3_ENDPOINT`,
 * `DYNAMODB_ENDPOINT`): checked on what the URL parser reads, and used as the parser wrote it.
 * The connection strings (`MONGODB_URI`, `CLOUDINARY_URL`) share its first part: no control or
 * white-space character.
 *
 * @module
 */

import {z} from 'zod';

import {showValue} from './errors.js';

/**
 * Control, invisible formatting and white-space characters: the URL parser drops tabs and
 * newlines, strips the others from the ends and percent-encodes them elsewhere, so a value
 * holding one is not read the way it looks.
 */
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

/** Hosts browsers treat as secure even over http, where a production build may be tried. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The path of `value` as written, between the host and any `?` or `#`; `/` when there is none. */
function writtenPath(value: string): string {
  const afterScheme = value.replace(/^[a-z][a-z0-9+.-]*:[\\/]*/i, '');
  const start = afterScheme.search(/[\\/?#]/);
  const path = start < 0 ? '' : (afterScheme.slice(start).split(/[?#]/, 1)[0] ?? '');
  return path === '' ? '/' : path;
}

/**
 * The bytes a path stands for, each `%XX` decoded, so that the parser's percent-encoding of a
 * character is no difference; no package decodes a malformed `%` leniently, as the parser keeps it.
 */
function pathBytes(path: string): string {
  const encoder = new TextEncoder();
  const bytes: number[] = [];
  for (const [, hex, text] of path.matchAll(/%([0-9a-f]{2})|([^%]+|%)/gi)) {
    if (hex === undefined) for (const byte of encoder.encode(text)) bytes.push(byte);
    else bytes.push(Number.parseInt(hex, 16));
  }
  return bytes.join(',');
}

/**
 * The first control, invisible-format or white-space character in `value`, named escaped with
 * its position, or `undefined` when there is none. Every URL variable is held to it, connection
 * strings with credentials in them too: the message shows the character, never the value.
 *
 * @param variable - The variable's name, for the message.
 * @param value - The value, already trimmed.
 * @param example - A correct value, for the message.
 * @returns One sentence naming the variable, the character and the fix; `undefined` if there is none.
 */
export function invisibleCharacterProblem(variable: string, value: string, example: string): string | undefined {
  const characters = [...value];
  const invisible = characters.findIndex((character) => INVISIBLE_CHARACTER.test(character));
  if (invisible < 0) return undefined;
  return `${variable} has a control or white-space character, ${showValue(characters[invisible] ?? '')}, at character ${invisible + 1}: URL parsers drop or misread it, so delete it. Write the URL plainly, such as ${example}.`;
}

/**
 * A schema for a URL variable that is not an http(s) URL (a connection string): refused with
 * {@link invisibleCharacterProblem}'s message first, then held to `pattern`.
 *
 * @param variable - The variable's name, for the message.
 * @param example - A correct value, for the message.
 * @param pattern - What the value must match.
 * @param message - The message when it does not.
 * @returns A Zod schema for the trimmed value.
 */
export function connectionUrl(variable: string, example: string, pattern: RegExp, message: string) {
  return z
    .string()
    .superRefine((value, context) => {
      const problem = invisibleCharacterProblem(variable, value, example);
      if (problem !== undefined) context.addIssue({code: 'custom', message: problem});
    })
    .regex(pattern, {error: message});
}

/**
 * What is wrong with `value` as a URL variable, or `undefined` when nothing is. The checks read
 * the URL the parser gives, which is the one the code then uses, so a value it would read
 * differently from how it is written is refused rather than trusted.
 *
 * @param variable - The variable's name, for the message.
 * @param value - The value, already trimmed.
 * @param example - A correct value, for the message.
 * @returns One sentence naming the variable and the fix, on one line; `undefined` if the value is usable.
 */
export function urlProblem(variable: string, value: string, example: string): string | undefined {
  const invisible = invisibleCharacterProblem(variable, value, example);
  if (invisible !== undefined) return invisible;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${variable} must be an absolute http(s) URL such as ${example}.`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `${variable} must be an absolute http(s) URL such as ${example}.`;
  }
  if (url.username !== '' || url.password !== '') {
    return `${variable} must not contain a user name or password: keep credentials in their own variables, such as ${example}.`;
  }
  // The parser resolves "." and ".." segments (plain or percent-encoded) and turns backslashes
  // into slashes; another parser might not, so the path must already be what it gives.
  const segments = url.pathname.split('/').slice(1, -1);
  if (pathBytes(writtenPath(value)) !== pathBytes(url.pathname) || segments.includes('')) {
    return `${variable} must have a plain path, without "." or ".." segments, "//" or backslashes, such as ${example}.`;
  }
  if (url.search !== '' || url.hash !== '' || value.includes('?') || value.includes('#')) {
    return `${variable} must not contain a query string or a #fragment: end it with the path, such as ${example}.`;
  }
  return undefined;
}

/**
 * The URL the code uses for `value`, parsed, or `undefined` when it is unset or
 * {@link urlProblem} finds anything wrong with it.
 *
 * @param value - The value, already trimmed, or `undefined` when unset.
 * @returns The parsed URL, or `undefined`.
 */
export function parsedUrl(value: string | undefined): URL | undefined {
  if (value === undefined || urlProblem('', value, '') !== undefined) return undefined;
  return new URL(value);
}

/**
 * The parsed URL written out as the code uses it: origin and path, without a trailing slash.
 *
 * @param url - A URL {@link urlProblem} found nothing wrong with.
 * @returns Its origin and path, such as `https://blog.example.com/blog`.
 */
export function urlText(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Whether `url` is plain http to anywhere but this machine.
 *
 * @param url - A parsed URL.
 * @returns True for `http:` to a host other than localhost, 127.0.0.1 or [::1].
 */
export function isPlainHttpOffLoopback(url: URL): boolean {
  return url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * A URL variable's schema: {@link urlProblem}'s rule, then the value as {@link urlText} writes
 * the parsed URL, so what was checked is what is used.
 *
 * @param variable - The variable's name, for the messages.
 * @param example - A correct value, for the messages.
 * @returns A Zod schema from the trimmed value to the URL the code uses.
 */
export function urlVariable(variable: string, example: string) {
  return (
    z
      .string()
      .superRefine((value, context) => {
        const problem = urlProblem(variable, value, example);
        if (problem !== undefined) context.addIssue({code: 'custom', message: problem});
      })
      // Zod skips a transform after a failed check; the guard keeps that from being load-bearing.
      .transform((value) => {
        const url = parsedUrl(value);
        return url === undefined ? value : urlText(url);
      })
  );
}
