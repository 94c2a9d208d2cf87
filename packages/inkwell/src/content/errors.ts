/**
 * Errors the content rules throw. The HTTP API maps them to 400, 403 and 409.
 *
 * @module
 */

import {brandError} from '../error-brand.js';
import {ConflictError} from '../store/errors.js';

/** Input broke a content rule; nothing was changed. */
export class ValidationError extends Error {
  /**
   * @param field - The input field the message is about, when there is one.
   * @param message - What is wrong and how to fix it.
   */
  constructor(
    readonly field: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ValidationError';
    brandError(this, 'ValidationError');
  }
}

/** The change would leave the site without an admin. */
export class LastAdminError extends ConflictError {
  constructor() {
    super('role', 'This is the only admin. Make another user an admin first, so the site keeps one.');
    this.name = 'LastAdminError';
    brandError(this, 'LastAdminError');
  }
}

/** Setup was attempted after someone has already signed in. */
export class SetupClosedError extends Error {
  constructor() {
    super('Inkwell is already set up. An admin can change the site settings instead.');
    this.name = 'SetupClosedError';
    brandError(this, 'SetupClosedError');
  }
}
