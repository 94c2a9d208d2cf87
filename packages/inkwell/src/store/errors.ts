/**
 * Errors a data store throws. The HTTP API maps them to 404 and 409.
 *
 * @module
 */

import {brandError} from '../error-brand.js';
/** No item has the given id. */
export class NotFoundError extends Error {
  /**
   * @param what - What was looked for, such as `post`.
   * @param id - The id that matched nothing.
   */
  constructor(
    readonly what: string,
    readonly id: string,
  ) {
    super(`No ${what} has the id "${id}".`);
    this.name = 'NotFoundError';
    brandError(this, 'NotFoundError');
  }
}

/** A unique field (slug, email, id) already has this value. */
export class ConflictError extends Error {
  /**
   * @param field - The field whose value is taken.
   * @param message - A sentence saying what to change.
   */
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConflictError';
    brandError(this, 'ConflictError');
  }
}

/** Another post (or page) already uses this slug. */
export class SlugTakenError extends ConflictError {
  /**
   * @param what - `post` or `page`.
   * @param slug - The slug that is taken.
   */
  constructor(
    readonly what: string,
    readonly slug: string,
  ) {
    super('slug', `Another ${what} already uses the slug "${slug}". Choose a different slug.`);
    this.name = 'SlugTakenError';
    brandError(this, 'SlugTakenError');
  }
}

/** Another user already has this email address. */
export class EmailTakenError extends ConflictError {
  /** @param email - The email that is taken. */
  constructor(readonly email: string) {
    super('email', `A user with the email "${email}" already exists.`);
    this.name = 'EmailTakenError';
    brandError(this, 'EmailTakenError');
  }
}

/**
 * The data file's folder cannot be written by this process, found when the store opens
 * rather than at the first save.
 */
export class UnwritableDataError extends Error {
  /**
   * @param path - The data file.
   * @param folder - The folder that must be writable: the file's own, or the nearest one that exists.
   * @param code - The system's error code, such as `EACCES` or `EROFS`.
   */
  constructor(
    readonly path: string,
    readonly folder: string,
    readonly code: string,
  ) {
    super(
      `Inkwell cannot save to its data file ${path}: the folder ${folder} is not writable by this server process (${code}). Saves write a temporary file there and rename it over the data file. Make the folder writable by the user the server runs as, or set INKWELL_DATA_FILE to a path in a writable folder.`,
    );
    this.name = 'UnwritableDataError';
  }
}

/** The data file exists but cannot be read as Inkwell data; it has been left untouched. */
export class CorruptDataError extends Error {
  /**
   * @param path - The file that could not be read.
   * @param reason - What was wrong with it.
   */
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(
      `The Inkwell data file ${path} is not valid (${reason}). It has not been changed: fix it by hand, restore a backup, or move it away to start empty.`,
    );
    this.name = 'CorruptDataError';
    brandError(this, 'CorruptDataError');
  }
}
