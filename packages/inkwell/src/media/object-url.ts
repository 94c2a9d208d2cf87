/**
 * Object-URL media storage: images kept as `blob:` URLs in the page that uploaded them.
 *
 * @module
 */

import {InvalidUploadError} from './errors.js';
import type {MediaStorage, StoredMedia, UploadFile} from './types.js';
import {checkImageUpload} from './validate.js';

// Keys are names this storage generated; anything else names nothing here.
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|gif|webp|avif)$/;

/**
 * Stores images as object URLs (`URL.createObjectURL`) in the running program, which can
 * show them until it ends or {@link ObjectUrlMediaStorage.clear} runs.
 *
 * @remarks
 * The same image-only and size checks as every storage apply. An image's public URL is a
 * path like local storage's (`/uploads/<uuid>.<ext>`), since Inkwell's Markdown renderer
 * loads images from `http(s)` and relative addresses only; {@link ObjectUrlMediaStorage.objectUrl}
 * gives the `blob:` URL that holds it. It needs no Node.js module, so it runs in a browser:
 * the docs' playground uploads into one, and nothing leaves the reader's page.
 *
 * @example
 * ```ts
 * import {ObjectUrlMediaStorage} from './object-url.js';
 *
 * const media = new ObjectUrlMediaStorage({maxUploadBytes: 5 * 1024 * 1024});
 * const png = new Uint8Array(await (await fetch('/logo.png')).arrayBuffer());
 * const {url} = await media.upload({name: 'logo.png', type: 'image/png', bytes: png});
 * document.querySelector('img')?.setAttribute('src', media.objectUrl(url) ?? '');
 * ```
 */
export class ObjectUrlMediaStorage implements MediaStorage {
  readonly maxUploadBytes: number;
  private readonly publicPath: string;
  private readonly stored = new Map<string, string>();

  /** @param options - The largest upload accepted, in bytes, and the path public URLs start with (`/uploads` by default). */
  constructor(options: {maxUploadBytes: number; publicPath?: string}) {
    this.maxUploadBytes = options.maxUploadBytes;
    this.publicPath = (options.publicPath ?? '/uploads').replace(/\/+$/, '');
  }

  upload(file: UploadFile): Promise<StoredMedia> {
    return Promise.resolve().then(() => {
      const type = checkImageUpload(file, this.maxUploadBytes);
      const key = `${crypto.randomUUID()}.${type.extension}`;
      // A copy, so the caller's buffer can be reused without changing the stored image.
      this.stored.set(key, URL.createObjectURL(new Blob([file.bytes.slice()], {type: type.mime})));
      return {key, url: `${this.publicPath}/${key}`};
    });
  }

  delete(key: string): Promise<void> {
    return Promise.resolve().then(() => {
      if (!KEY_PATTERN.test(key)) {
        throw new InvalidUploadError(`"${key}" is not a key this media storage generated.`);
      }
      const objectUrl = this.stored.get(key);
      if (objectUrl !== undefined) URL.revokeObjectURL(objectUrl);
      this.stored.delete(key);
    });
  }

  /**
   * The `blob:` URL holding the image at a public URL this storage gave.
   *
   * @param url - A public URL from {@link ObjectUrlMediaStorage.upload}.
   * @returns The object URL, or `null` when nothing is stored there.
   */
  objectUrl(url: string): string | null {
    if (!url.startsWith(`${this.publicPath}/`)) return null;
    return this.stored.get(url.slice(this.publicPath.length + 1)) ?? null;
  }

  /**
   * Releases every stored image: their URLs stop working.
   *
   * @returns Nothing; the storage is empty afterwards.
   */
  clear(): void {
    for (const objectUrl of this.stored.values()) URL.revokeObjectURL(objectUrl);
    this.stored.clear();
  }

  /** How many images are stored. */
  get size(): number {
    return this.stored.size;
  }
}
