/**
 * The registry of Inkwell's error kinds: which Inkwell error an error is, asked in a way that
 * survives two copies of the package (see `error-brand.ts`). The code that maps errors asks
 * {@link isErrorKind}, never `instanceof`. The registry imports the error modules; they brand
 * their own errors through `error-brand.ts` and never import it back.
 *
 * @module
 */

import type {LastAdminError, SetupClosedError, ValidationError} from './content/errors.js';
import type {MediaInUseError} from './content/media.js';
import type {InvalidUploadError, UploadRejectedError, UploadTooLargeError} from './media/errors.js';
import type {ProviderError} from './provider-error.js';
import type {HttpError} from './server/http/errors.js';
import type {SignInError} from './auth/errors.js';
import type {ConflictError, CorruptDataError, EmailTakenError, NotFoundError, SlugTakenError} from './store/errors.js';
import {hasErrorBrand} from './error-brand.js';

/** Each error kind Inkwell brands, with the class its instances have. */
export interface ErrorKinds {
  ConflictError: ConflictError;
  CorruptDataError: CorruptDataError;
  EmailTakenError: EmailTakenError;
  HttpError: HttpError;
  InvalidUploadError: InvalidUploadError;
  LastAdminError: LastAdminError;
  MediaInUseError: MediaInUseError;
  NotFoundError: NotFoundError;
  ProviderError: ProviderError;
  SetupClosedError: SetupClosedError;
  SignInError: SignInError;
  SlugTakenError: SlugTakenError;
  UploadRejectedError: UploadRejectedError;
  UploadTooLargeError: UploadTooLargeError;
  ValidationError: ValidationError;
}

/** The name of an Inkwell error kind, such as `ConflictError`. */
export type ErrorKind = keyof ErrorKinds;

/**
 * Whether `error` is an Inkwell error of `kind` (or of a subclass of it), whichever copy of the
 * package made it.
 *
 * @param error - Anything thrown.
 * @param kind - The kind to ask about.
 * @returns `true` when the error was branded with that kind.
 */
export function isErrorKind<K extends ErrorKind>(error: unknown, kind: K): error is ErrorKinds[K] {
  return hasErrorBrand(error, kind);
}
