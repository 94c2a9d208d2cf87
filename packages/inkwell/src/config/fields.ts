/**
 * The building blocks of the environment schema, shared by every concern's fields.
 *
 * @module
 */

import {z} from 'zod';

import type {ConfigIssue} from './errors.js';

/** The environment to read: `process.env` or a plain object in tests. */
export type Env = Record<string, string | undefined>;

/** Blank values count as unset: `.env` files and hosting dashboards often leave `FOO=`. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

/** A string with surrounding white space removed. */
export function trimmed() {
  return z.string().trim();
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

/** An absolute http(s) URL; the message names the variable and an example. */
export function httpUrl(variable: string, example: string) {
  return trimmed().refine(isHttpUrl, {
    error: `${variable} must be an absolute http(s) URL such as ${example}.`,
  });
}

/** One of `values`; the message names the variable, the choices and what it got. */
export function choice<const T extends readonly [string, ...string[]]>(variable: string, values: T) {
  return z.enum(values, {
    error: (issue) => `${variable} must be one of ${values.join(', ')} (got ${JSON.stringify(issue.input)}).`,
  });
}

/** Whether the variable is set to something other than white space. */
export function isSet(env: Env, variable: string): boolean {
  const value = env[variable];
  return value !== undefined && value.trim() !== '';
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
