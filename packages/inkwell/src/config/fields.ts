/**
 * The building blocks of the environment schema, shared by every concern's fields.
 *
 * @module
 */

import {z} from 'zod';

import {showValue, type ConfigIssue} from './errors.js';

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

/** One of `values`; the message names the variable, the choices and what it got. */
export function choice<const T extends readonly [string, ...string[]]>(variable: string, values: T) {
  return z.enum(values, {
    error: (issue) => `${variable} must be one of ${values.join(', ')} (got ${showValue(String(issue.input))}).`,
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
