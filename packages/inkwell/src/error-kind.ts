/**
 * Which Inkwell error an error is, asked in a way that survives two copies of the package.
 *
 * `instanceof` fails when the error was made by another copy of this module: `next dev` loads
 * the package once for the page and once for a route handler, and the process-wide file store
 * one copy created throws that copy's classes into the other copy's handler. Every error class
 * brands its instances with its kind (and its parents' kinds) under a `Symbol.for` key, which is
 * the same symbol in every copy and every realm, and the code that maps errors asks
 * {@link isErrorKind}, never `instanceof`.
 *
 * @module
 */

import type {LastAdminError, SetupClosedError, ValidationError} from './content/errors.js';
import type {InvalidUploadError, UploadRejectedError, UploadTooLargeError} from './media/errors.js';
import type {ProviderError} from './provider-error.js';
import type {HttpError} from './server/http/errors.js';
import type {SignInError} from './auth/errors.js';
import type {ConflictError, CorruptDataError, EmailTakenError, NotFoundError, SlugTakenError} from './store/errors.js';

/** Each error kind Inkwell brands, with the class its instances have. */
export interface ErrorKinds {
  ConflictError: ConflictError;
  CorruptDataError: CorruptDataError;
  EmailTakenError: EmailTakenError;
  HttpError: HttpError;
  InvalidUploadError: InvalidUploadError;
  LastAdminError: LastAdminError;
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

const KINDS = Symbol.for('@inkwell/cms/error-kinds');

type Branded = Error & {[KINDS]?: ReadonlySet<string>};

/**
 * Marks `error` as being of `kind`. Each class calls it in its constructor, after `super()`, so
 * a subclass instance carries its own kind and every parent's.
 *
 * @param error - The error being constructed.
 * @param kind - The class's kind.
 */
export function brandError(error: Error, kind: ErrorKind): void {
  const branded = error as Branded;
  const kinds = new Set(branded[KINDS]);
  kinds.add(kind);
  // Not enumerable, so the brand stays out of logs and JSON.
  Object.defineProperty(branded, KINDS, {value: kinds, enumerable: false, configurable: true});
}

/**
 * Whether `error` is an Inkwell error of `kind` (or of a subclass of it), whichever copy of the
 * package made it.
 *
 * @param error - Anything thrown.
 * @param kind - The kind to ask about.
 * @returns `true` when the error was branded with that kind.
 */
export function isErrorKind<K extends ErrorKind>(error: unknown, kind: K): error is ErrorKinds[K] {
  if (typeof error !== 'object' || error === null) return false;
  const kinds = (error as Branded)[KINDS];
  return typeof kinds?.has === 'function' ? kinds.has(kind) : false;
}
