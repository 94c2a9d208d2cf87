/**
 * A sign-in step that failed in a way the person in the browser should read about.
 *
 * @module
 */

import {brandError} from '../error-brand.js';
/** Thrown inside the callback flow; the handler turns it into an HTML page with `status`. */
export class SignInError extends Error {
  constructor(
    readonly status: number,
    /** Page heading. */
    readonly title: string,
    /** A sentence the person can act on. */
    message: string,
    options?: {cause?: unknown},
  ) {
    super(message, options);
    this.name = 'SignInError';
    brandError(this, 'SignInError');
  }
}
