/**
 * A sign-in step that failed in a way the person in the browser should read about.
 *
 * @module
 */

import {brandError} from '../error-brand.js';
import type {ProviderRefusal} from './sign-in-failure.js';

/** Thrown inside the callback flow; the handler turns it into an HTML page with `status`. */
export class SignInError extends Error {
  /** The provider's own error, when the provider refused: what the server's log line shows. */
  readonly refusal: ProviderRefusal | null;

  constructor(
    readonly status: number,
    /** Page heading. */
    readonly title: string,
    /** A sentence the person can act on. */
    message: string,
    options?: {cause?: unknown; refusal?: ProviderRefusal},
  ) {
    super(message, options?.cause === undefined ? undefined : {cause: options.cause});
    this.refusal = options?.refusal ?? null;
    this.name = 'SignInError';
    brandError(this, 'SignInError');
  }
}
