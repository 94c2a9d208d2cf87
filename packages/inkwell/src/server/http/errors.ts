/**
 * Errors raised while reading a request, before any content rule runs.
 *
 * @module
 */

import {brandError} from '../../error-brand.js';
/** The request cannot be served as sent; `status` and `code` go into the {@link ApiError} answer. */
export class HttpError extends Error {
  /**
   * @param status - HTTP status.
   * @param code - Machine-readable reason.
   * @param message - A sentence a person can act on.
   * @param field - The request field it is about, if any.
   * @param headers - Extra response headers, such as `Allow`.
   */
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    brandError(this, 'HttpError');
  }
}
