/**
 * The building blocks of the environment schema, shared by every concern's fields.
 *
 * @module
 */

import {z} from 'zod';

import type {ConfigIssue} from './errors.js';

/** The environment to read: `process.env` or a plain object in tests. */
export type Env = Record<string, string | undefined>;

/**
 * The one normalisation every value goes through before it is checked or used: surrounding
 * white space (a newline a secret store left, a space after `=`) removed, and blank values
 * unset, since `.env` files and hosting dashboards often leave `FOO=`. A set `NODE_ENV` is
 * kept exactly as written, because Next.js reads it that way (see {@link isProductionNodeEnv}).
 */
export function normalizeEnv(env: Env): Env {
  const normalized: Env = {};
  for (const [name, value] of Object.entries(env)) {
    const trimmedValue = value?.trim();
    if (value === undefined || trimmedValue === undefined || trimmedValue === '') continue;
    normalized[name] = name === 'NODE_ENV' ? value : trimmedValue;
  }
  return normalized;
}

/**
 * Whether a normalised `NODE_ENV` means production. `next start` serves the production build
 * whatever `NODE_ENV` says, and `next build` builds one for any value but exactly
 * `development` (`Development` or `development ` only earns a warning), so only the exact
 * values `development` and `test`, or no value at all, count as anything else.
 */
export function isProductionNodeEnv(nodeEnv: string | undefined): boolean {
  return nodeEnv !== undefined && nodeEnv !== 'development' && nodeEnv !== 'test';
}

/** A value that may be unset; {@link normalizeEnv} has already unset blank ones. */
export function optional<T extends z.ZodType>(schema: T) {
  return schema.optional();
}

/** A string value, already trimmed by {@link normalizeEnv}. */
export function trimmed() {
  return z.string();
}

/** Whether `value` is an absolute http or https URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The path of `value` as written, between the host and any `?` or `#`. */
function rawPath(value: string): string {
  const afterScheme = value.replace(/^[a-z][a-z0-9+.-]*:[\\/]*/i, '');
  const start = afterScheme.search(/[\\/?#]/);
  if (start < 0) return '';
  return afterScheme.slice(start).split(/[?#]/, 1)[0] ?? '';
}

/**
 * Whether the path of `value` is already in the form a browser would send: no `.` or `..`
 * segments (plain or percent-encoded), no `//`, no backslashes. A URL that is not is read
 * differently by different parsers, so what was checked would not be what is used.
 */
export function hasNormalPath(value: string): boolean {
  const path = rawPath(value);
  if (path.includes('\\')) return false;
  const segments = path.split('/').slice(1);
  return segments.every(
    (segment, index) => !/^(?:\.|%2e){1,2}$/i.test(segment) && (segment !== '' || index === segments.length - 1),
  );
}

/** Whether `value` carries a user name or password before its host. */
export function hasUserinfo(value: string): boolean {
  const url = new URL(value);
  return url.username !== '' || url.password !== '';
}

/**
 * An absolute http(s) URL without a user name or password and with a normalised path; each
 * message names the variable and an example.
 */
export function httpUrl(variable: string, example: string) {
  // Zod runs every check even after one fails, so the later ones must not assume a valid URL.
  return trimmed()
    .refine(isHttpUrl, {error: `${variable} must be an absolute http(s) URL such as ${example}.`})
    .refine((value) => !isHttpUrl(value) || !hasUserinfo(value), {
      error: `${variable} must not contain a user name or password: keep credentials in their own variables, such as ${example}.`,
    })
    .refine((value) => !isHttpUrl(value) || hasNormalPath(value), {
      error: `${variable} must have a plain path, without "." or ".." segments, "//" or backslashes, such as ${example}.`,
    });
}

/** One of `values`; the message names the variable, the choices and what it got. */
export function choice<const T extends readonly [string, ...string[]]>(variable: string, values: T) {
  return z.enum(values, {
    error: (issue) => `${variable} must be one of ${values.join(', ')} (got ${JSON.stringify(issue.input)}).`,
  });
}

/** Whether the variable is set in a normalised environment. */
export function isSet(env: Env, variable: string): boolean {
  return env[variable] !== undefined;
}

/** An issue for each of `variables` that is not set, saying it is required `because`. */
export function requireAll(env: Env, variables: readonly string[], because: string): ConfigIssue[] {
  return variables
    .filter((variable) => !isSet(env, variable))
    .map((variable) => ({variable, message: `${variable} is required ${because}.`}));
}

/** Two variables that must be set together: an issue naming the missing one when only one is. */
export function pairIssue(env: Env, id: string, secret: string, purpose: string): ConfigIssue[] {
  if (isSet(env, id) === isSet(env, secret)) return [];
  const [present, missing] = isSet(env, id) ? [id, secret] : [secret, id];
  return [
    {variable: missing, message: `${missing} is required because ${present} is set: set both ${purpose}, or neither.`},
  ];
}
