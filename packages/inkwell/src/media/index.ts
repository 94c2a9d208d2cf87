/**
 * Creates the media storage the configuration names.
 *
 * @module
 */

import type {InkwellConfig} from '../config.js';
import type {MediaStorage} from './types.js';

export type {MediaStorage, StoredMedia, UploadFile} from './types.js';
export {InvalidUploadError, UploadRejectedError, UploadTooLargeError} from './errors.js';
export {checkImageUpload, detectImageType, type ImageType} from './validate.js';

/**
 * Opens the media storage named by `config.media`.
 *
 * @remarks
 * Each storage's module, and the SDK it needs (`node:fs`, `@aws-sdk/client-s3`), is imported
 * only here, on first use, so importing the package loads none of them.
 *
 * @param config - The validated configuration.
 * @returns The storage.
 */
export async function createMediaStorage(config: Pick<InkwellConfig, 'media'>): Promise<MediaStorage> {
  const settings = config.media;
  switch (settings.kind) {
    case 'local': {
      const {LocalMediaStorage} = await import('./local.js');
      return new LocalMediaStorage({dir: settings.dir, maxUploadBytes: settings.maxUploadBytes});
    }
    case 's3': {
      const {S3MediaStorage} = await import('./s3.js');
      return new S3MediaStorage({
        bucket: settings.bucket,
        region: settings.region,
        maxUploadBytes: settings.maxUploadBytes,
        ...(settings.endpoint ? {endpoint: settings.endpoint} : {}),
        ...(settings.publicUrl ? {publicUrl: settings.publicUrl} : {}),
      });
    }
    case 'cloudinary': {
      const {CloudinaryMediaStorage} = await import('./cloudinary.js');
      return new CloudinaryMediaStorage({
        cloudName: settings.cloudName,
        apiKey: settings.apiKey,
        apiSecret: settings.apiSecret,
        maxUploadBytes: settings.maxUploadBytes,
      });
    }
  }
}
