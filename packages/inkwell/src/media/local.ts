/**
 * Local media storage: images written to a folder the web server serves as `/uploads`.
 *
 * @module
 */

import {randomUUID} from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import {join, resolve} from 'node:path';

import {atomicWriteFile, type AtomicWriteFs} from '../store/atomic-write.js';
import {InvalidUploadError} from './errors.js';
import type {MediaStorage, StoredMedia, UploadFile} from './types.js';
import {checkImageUpload} from './validate.js';

/** Options for {@link LocalMediaStorage}. */
export interface LocalMediaOptions {
  /** Folder to write into (for Next.js, `public/uploads`). */
  dir: string;
  /** Largest upload accepted, in bytes. */
  maxUploadBytes: number;
  /** URL path the folder is served at; `/uploads` by default. */
  publicPath?: string;
  /** File-system calls to use instead of `node:fs/promises` (for tests). */
  fs?: Partial<AtomicWriteFs>;
}

// Keys are names this storage generated; anything else could point outside the folder.
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|gif|webp|avif)$/;

/**
 * Stores images as files under a local folder with generated names.
 *
 * @remarks
 * The stored name is a random UUID plus the extension of the format found in the bytes, so
 * the uploader's file name never reaches the file system or the URL.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly maxUploadBytes: number;
  private readonly dir: string;
  private readonly publicPath: string;
  private readonly fs: AtomicWriteFs;

  /** @param options - Folder, size limit and public path. */
  constructor(options: LocalMediaOptions) {
    this.dir = resolve(options.dir);
    this.maxUploadBytes = options.maxUploadBytes;
    this.publicPath = (options.publicPath ?? '/uploads').replace(/\/+$/, '');
    this.fs = {...nodeFs, ...options.fs};
  }

  async upload(file: UploadFile): Promise<StoredMedia> {
    const type = checkImageUpload(file, this.maxUploadBytes);
    const key = `${randomUUID()}.${type.extension}`;
    await atomicWriteFile(join(this.dir, key), file.bytes, this.fs);
    return {key, url: `${this.publicPath}/${key}`};
  }

  async delete(key: string): Promise<void> {
    if (!KEY_PATTERN.test(key)) {
      throw new InvalidUploadError(`"${key}" is not a key this media storage generated.`);
    }
    await this.fs.unlink(join(this.dir, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
