/**
 * Object-URL media storage: images kept as `blob:` URLs in the page that uploaded them.
 *
 * @module
 */

import {InvalidUploadError} from './errors.js';
import type {MediaStorage, StoredMedia, UploadFile} from './types.js';
import {checkImageUpload} from './validate.js';

/**
 * Stores images as object URLs (`URL.createObjectURL`) in the running program, which can
 * show them until it ends or {@link ObjectUrlMediaStorage.clear} runs.
 *
 * @remarks
 * The same image-only and size checks as every storage apply. The URL is the key, since
 * it names nothing outside this program. It needs no Node.js module, so it runs in a
 * browser: the docs' playground uploads into one, and nothing leaves the reader's page.
 *
 * @example
 * ```ts
 * const media = new ObjectUrlMediaStorage({maxUploadBytes: 5 * 1024 * 1024});
 * const png = new Uint8Array(await (await fetch('/logo.png')).arrayBuffer());
 * const {url} = await media.upload({name: 'logo.png', type: 'image/png', bytes: png});
 * document.querySelector('img')?.setAttribute('src', url);
 * ```
 */
export class ObjectUrlMediaStorage implements MediaStorage {
  readonly maxUploadBytes: number;
  private readonly urls = new Set<string>();

  /** @param options - The largest upload accepted, in bytes. */
  constructor(options: {maxUploadBytes: number}) {
    this.maxUploadBytes = options.maxUploadBytes;
  }

  upload(file: UploadFile): Promise<StoredMedia> {
    return Promise.resolve().then(() => {
      const type = checkImageUpload(file, this.maxUploadBytes);
      // A copy, so the caller's buffer can be reused without changing the stored image.
      const url = URL.createObjectURL(new Blob([file.bytes.slice()], {type: type.mime}));
      this.urls.add(url);
      return {url, key: url};
    });
  }

  delete(key: string): Promise<void> {
    return Promise.resolve().then(() => {
      if (!key.startsWith('blob:')) {
        throw new InvalidUploadError(`"${key}" is not a key this media storage generated.`);
      }
      if (this.urls.delete(key)) URL.revokeObjectURL(key);
    });
  }

  /**
   * Releases every stored image: their URLs stop working.
   *
   * @returns Nothing; the storage is empty afterwards.
   */
  clear(): void {
    for (const url of this.urls) URL.revokeObjectURL(url);
    this.urls.clear();
  }

  /** How many images are stored. */
  get size(): number {
    return this.urls.size;
  }
}
