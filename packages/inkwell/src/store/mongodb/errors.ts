/**
 * Turns MongoDB driver failures into errors that name the setting to fix.
 *
 * @module
 */

import {isErrorKind} from '../../error-kind.js';
import {isNetworkError, ProviderError} from '../../provider-error.js';
import {EmailTakenError, SlugTakenError, type ConflictError} from '../errors.js';
import {duplicateIdError, MEDIA_RECORDS} from '../records.js';

/** Where the store was pointed, for messages (never the URI, which may hold a password). */
export interface MongoTarget {
  database: string;
}

/** MongoDB's server error codes this module tells apart. */
const DUPLICATE_KEY = 11000;
const UNAUTHORIZED = 13;
const AUTHENTICATION_FAILED = 18;

function fields(error: unknown): {
  name: string;
  code: unknown;
  keyPattern?: Record<string, unknown>;
  keyValue?: Record<string, unknown>;
} {
  const candidate = (error ?? {}) as {name?: unknown; code?: unknown; keyPattern?: unknown; keyValue?: unknown};
  return {
    name: typeof candidate.name === 'string' ? candidate.name : '',
    code: candidate.code,
    ...(candidate.keyPattern && typeof candidate.keyPattern === 'object'
      ? {keyPattern: candidate.keyPattern as Record<string, unknown>}
      : {}),
    ...(candidate.keyValue && typeof candidate.keyValue === 'object'
      ? {keyValue: candidate.keyValue as Record<string, unknown>}
      : {}),
  };
}

/**
 * The conflict a duplicate-key error stands for, or `null` when it is not one.
 *
 * @param error - What the driver threw.
 * @param what - `post`, `page` or `user`.
 * @returns `SlugTakenError`, `EmailTakenError` or an id `ConflictError`.
 */
export function duplicateKeyConflict(error: unknown, what: string): ConflictError | null {
  const {code, keyPattern, keyValue} = fields(error);
  if (code !== DUPLICATE_KEY) return null;
  const field = Object.keys(keyPattern ?? keyValue ?? {})[0] ?? '_id';
  const key: unknown = keyValue?.[field];
  // Inkwell's unique keys (slug, email, url, _id) are all strings.
  const value = typeof key === 'string' ? key : '';
  if (field === 'slug') return new SlugTakenError(what, value);
  if (field === 'email') return new EmailTakenError(value);
  if (field === 'url') return MEDIA_RECORDS.conflict(value);
  return duplicateIdError(what, value);
}

/**
 * The error to throw for a failed MongoDB call.
 *
 * @param error - What the driver threw.
 * @param target - The database in use.
 * @returns A {@link ProviderError} for a failure a setting explains; `error` itself otherwise.
 */
export function mapMongoError(error: unknown, target: MongoTarget): unknown {
  if (isErrorKind(error, 'ProviderError')) return error;
  const {name, code} = fields(error);
  if (code === AUTHENTICATION_FAILED || name === 'MongoMissingCredentialsError') {
    return new ProviderError(
      'MongoDB',
      ['MONGODB_URI'],
      "MongoDB refused the user name or password in MONGODB_URI. Copy the connection string again from your MongoDB host, with the database user's password (URL-encoded).",
      error,
    );
  }
  if (code === UNAUTHORIZED) {
    return new ProviderError(
      'MongoDB',
      ['MONGODB_URI', 'MONGODB_DB'],
      `The MongoDB user in MONGODB_URI may not read and write database "${target.database}" (MONGODB_DB). Give that user the readWrite role on it.`,
      error,
    );
  }
  if (
    name === 'MongoParseError' ||
    (name === 'MongoAPIError' && /URI|connection string/i.test(String((error as Error).message)))
  ) {
    return new ProviderError(
      'MongoDB',
      ['MONGODB_URI'],
      `MONGODB_URI is not a valid MongoDB connection string (${(error as Error).message}).`,
      error,
    );
  }
  if (
    name === 'MongoServerSelectionError' ||
    name === 'MongoNetworkError' ||
    name === 'MongoNetworkTimeoutError' ||
    isNetworkError(error)
  ) {
    return new ProviderError(
      'MongoDB',
      ['MONGODB_URI'],
      'Could not reach MongoDB at the host in MONGODB_URI. Check the host name, that the server is running, and that it accepts connections from this server (for Atlas: Network Access).',
      error,
    );
  }
  return error;
}
