/**
 * Reasons an upload is refused. The HTTP API answers with each error's `status`.
 *
 * @module
 */

import {brandError} from '../error-brand.js';
/** An upload was refused and nothing was stored. */
export class UploadRejectedError extends Error {
  /** The form field the error is about. */
  readonly field = 'file';

  /**
   * @param status - HTTP status for the answer: 400 or 413.
   * @param message - What was wrong and what to do instead.
   */
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRejectedError';
    brandError(this, 'UploadRejectedError');
  }
}

/** The file is not an image type Inkwell accepts (or is empty, or is SVG). */
export class InvalidUploadError extends UploadRejectedError {
  /** @param message - What was wrong and what to do instead. */
  constructor(message: string) {
    super(400, message);
    this.name = 'InvalidUploadError';
    brandError(this, 'InvalidUploadError');
  }
}

/** The file is larger than `INKWELL_MAX_UPLOAD_MB`. */
export class UploadTooLargeError extends UploadRejectedError {
  /**
   * @param size - The file's size in bytes.
   * @param maxBytes - The limit in bytes.
   */
  constructor(
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(413, uploadTooLargeMessage(maxBytes));
    this.name = 'UploadTooLargeError';
    brandError(this, 'UploadTooLargeError');
  }
}

/**
 * The one message for an upload over `INKWELL_MAX_UPLOAD_MB`, whether the file was read or its
 * request body was refused unread (the media guides quote it).
 *
 * @param maxBytes - The limit in bytes.
 * @returns The message, such as `The upload is larger than the 5 MB limit (INKWELL_MAX_UPLOAD_MB).`
 */
export function uploadTooLargeMessage(maxBytes: number): string {
  return `The upload is larger than the ${formatMegabytes(maxBytes)} limit (INKWELL_MAX_UPLOAD_MB).`;
}

/** Formats a byte count as megabytes with at most one decimal, such as `5 MB` or `6.2 MB`. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : Math.max(0.1, Math.round(mb * 10) / 10)} MB`;
}
