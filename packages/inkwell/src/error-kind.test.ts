import fc from 'fast-check';
import {SignInError} from './auth/errors.js';
import {LastAdminError, SetupClosedError, ValidationError} from './content/errors.js';
import {MediaInUseError} from './content/media.js';
import {isErrorKind, type ErrorKind, type ErrorKinds} from './error-kind.js';
import {InvalidUploadError, UploadRejectedError, UploadTooLargeError} from './media/errors.js';
import {ProviderError} from './provider-error.js';
import {HttpError} from './server/http/errors.js';
import {ConflictError, CorruptDataError, EmailTakenError, NotFoundError, SlugTakenError} from './store/errors.js';

// Each class under the name the registry knows it by: the type makes a kind added to the
// registry without a class here (or the reverse) fail the type-check.
const classes: {[K in ErrorKind]: abstract new (...args: never[]) => ErrorKinds[K]} = {
  ConflictError,
  CorruptDataError,
  EmailTakenError,
  HttpError,
  InvalidUploadError,
  LastAdminError,
  MediaInUseError,
  NotFoundError,
  ProviderError,
  SetupClosedError,
  SignInError,
  SlugTakenError,
  UploadRejectedError,
  UploadTooLargeError,
  ValidationError,
};

const made: {[K in ErrorKind]: () => ErrorKinds[K]} = {
  ConflictError: () => new ConflictError('slug', 'taken'),
  CorruptDataError: () => new CorruptDataError('/data.json', 'not JSON'),
  EmailTakenError: () => new EmailTakenError('a@example.com'),
  HttpError: () => new HttpError(400, 'bad', 'Bad request.'),
  InvalidUploadError: () => new InvalidUploadError('Not an image.'),
  LastAdminError: () => new LastAdminError(),
  MediaInUseError: () => new MediaInUseError([{kind: 'post', id: 'p1', title: 'Hello'}]),
  NotFoundError: () => new NotFoundError('post', 'p1'),
  ProviderError: () => new ProviderError('S3', ['INKWELL_S3_BUCKET'], 'No bucket.'),
  SetupClosedError: () => new SetupClosedError(),
  SignInError: () => new SignInError(403, 'Not added', 'Ask an admin.'),
  SlugTakenError: () => new SlugTakenError('post', 'hello'),
  UploadRejectedError: () => new UploadRejectedError(400, 'Rejected.'),
  UploadTooLargeError: () => new UploadTooLargeError(2, 1),
  ValidationError: () => new ValidationError('title', 'Required.'),
};

const kinds = Object.keys(classes) as ErrorKind[];

describe('isErrorKind', () => {
  it('knows an error by the brand its own class gives it, and by its parents', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.constantFrom(...kinds), (madeKind, askedKind) => {
        const error = made[madeKind]();
        expect(error.name).toBe(madeKind);
        // Within one copy of the package, the brand agrees with `instanceof`.
        expect(isErrorKind(error, askedKind)).toBe(error instanceof classes[askedKind]);
      }),
      {numRuns: kinds.length * kinds.length * 2},
    );
  });

  it("knows another copy's error, which `instanceof` does not", () => {
    const error = made.SlugTakenError();
    // What a second copy of the package sees: the same brand on an object of another class.
    const foreign = Object.assign(Object.create(Error.prototype) as Error, {message: error.message});
    for (const symbol of Object.getOwnPropertySymbols(error)) {
      Object.defineProperty(foreign, symbol, Object.getOwnPropertyDescriptor(error, symbol) ?? {});
    }
    expect(foreign instanceof SlugTakenError).toBe(false);
    expect(isErrorKind(foreign, 'SlugTakenError')).toBe(true);
    expect(isErrorKind(foreign, 'ConflictError')).toBe(true);
    expect(isErrorKind(foreign, 'NotFoundError')).toBe(false);
  });

  it('says no to what is not an Inkwell error', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...kinds), (thrown, kind) => {
        expect(isErrorKind(thrown, kind)).toBe(false);
      }),
    );
    expect(isErrorKind(new Error('plain'), 'HttpError')).toBe(false);
  });
});
