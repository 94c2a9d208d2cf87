/**
 * Creates the media storage the configuration names.
 *
 * @module
 */

import type {InkwellConfig} from '../config.js';
import {NotAvailableError} from '../store/errors.js';
import type {MediaStorage} from './types.js';

export type {MediaStorage, StoredMedia, UploadFile} from './types.js';
export {InvalidUploadError, UploadRejectedError, UploadTooLargeError} from './errors.js';
export {checkImageUpload, detectImageType, type ImageType} from './validate.js';

/**
 * Opens the media storage named by `config.media`.
 *
 * @remarks
 * The local storage module (which needs `node:fs`) is imported only here, on first use.
 *
 * @param config - The validated configuration.
 * @returns The storage.
 * @throws `NotAvailableError` for `s3` and `cloudinary`, which this version does not include yet.
 */
export async function createMediaStorage(config: Pick<InkwellConfig, 'media'>): Promise<MediaStorage> {
  const settings = config.media;
  switch (settings.kind) {
    case 'local': {
      const {LocalMediaStorage} = await import('./local.js');
      return new LocalMediaStorage({dir: settings.dir, maxUploadBytes: settings.maxUploadBytes});
    }
    case 's3':
    case 'cloudinary':
      throw new NotAvailableError(settings.kind);
  }
}
