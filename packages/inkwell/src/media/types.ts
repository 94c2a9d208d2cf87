/**
 * The contract every media storage implements (local folder, and later S3 and Cloudinary).
 *
 * @module
 */

/** A file as received from an upload form. */
export interface UploadFile {
  /** The name the uploader's computer gave it; used only in messages, never as a path. */
  name: string;
  /** The MIME type the browser claimed; checked, but the bytes decide. */
  type: string;
  /** The file's content; its first bytes decide whether it is an accepted image. */
  bytes: Uint8Array;
}

/** Where a stored image can be fetched, and the key to delete it by. */
export interface StoredMedia {
  /** Public URL of the image (for local storage, `/uploads/<generated-name>`). */
  url: string;
  /** Storage key, to delete the image with later. */
  key: string;
}

/** Stores uploaded images. Implementations accept images only, up to the configured size. */
export interface MediaStorage {
  /** Largest upload accepted, in bytes. */
  readonly maxUploadBytes: number;
  /**
   * Checks and stores an image under a generated name.
   * Throws `UploadRejectedError` (`InvalidUploadError`, `UploadTooLargeError`) and stores
   * nothing when the file is not an accepted image or is too large.
   */
  upload(file: UploadFile): Promise<StoredMedia>;
  /** Removes a stored image; removing one that is already gone is not an error. */
  delete(key: string): Promise<void>;
}
