/**
 * The error every provider adapter (MongoDB, DynamoDB, S3, Cloudinary) turns SDK failures into.
 *
 * @module
 */

import {brandError} from './error-brand.js';
/** The external services Inkwell can keep content or images in. */
export type ProviderName = 'MongoDB' | 'DynamoDB' | 'S3' | 'Cloudinary';

/**
 * A provider could not be used: unreachable, wrong credentials, missing table or bucket, or
 * a permission it lacks.
 *
 * @remarks
 * The message says what went wrong and names the environment variables to check, so the
 * server log tells a developer what to fix. The HTTP API answers `503` without the details.
 */
export class ProviderError extends Error {
  /**
   * @param provider - The service that failed.
   * @param settings - The environment variables to check, most likely first.
   * @param message - What went wrong and how to fix it.
   * @param cause - The SDK's own error, kept for the log.
   */
  constructor(
    readonly provider: ProviderName,
    readonly settings: readonly string[],
    message: string,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : {cause});
    this.name = 'ProviderError';
    brandError(this, 'ProviderError');
  }
}

/** Node's network error codes that mean the service could not be reached at all. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Whether an error (or its cause) is a failure to reach the other side of the network. */
export function isNetworkError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as {code?: unknown; name?: unknown; cause?: unknown};
    if (typeof candidate.code === 'string' && NETWORK_CODES.has(candidate.code)) return true;
    if (candidate.name === 'TimeoutError' || candidate.name === 'RequestTimeout') return true;
    current = candidate.cause;
  }
  return false;
}
