/**
 * The media-storage contract: one suite, run against every implementation (local, S3,
 * Cloudinary). Each implementation's test file calls {@link describeMediaContract}.
 */

import {InvalidUploadError, UploadTooLargeError} from '../errors.js';
import type {MediaStorage} from '../types.js';
import {GIF, HTML, JPEG, PNG, SVG, WEBP} from './samples.js';

/** What a contract run needs from an implementation. */
export interface MediaHarness {
  /** Storage whose limit is `maxUploadBytes`. */
  open: (maxUploadBytes: number) => Promise<MediaStorage>;
  /** The stored bytes behind a public URL, or `null` when nothing is there. */
  fetchPublic: (url: string) => Promise<Uint8Array | null>;
  /** How many objects the storage holds now. */
  countStored: () => Promise<number>;
}

/**
 * Declares the contract tests for one media storage.
 *
 * @param name - The implementation's name, shown in test titles.
 * @param harness - How to open it and look at what it stored.
 */
export function describeMediaContract(name: string, harness: () => MediaHarness): void {
  describe(`MediaStorage contract: ${name}`, () => {
    const MB = 1024 * 1024;

    it('uploads an image under a generated key and serves those exact bytes at the returned public URL', async () => {
      const {open, fetchPublic} = harness();
      const storage = await open(MB);
      const stored = await storage.upload({name: '../../etc/passwd.png', type: 'image/png', bytes: PNG});
      expect(stored.key).not.toContain('passwd');
      expect(stored.url).toContain(stored.key);
      expect(await fetchPublic(stored.url)).toEqual(PNG);

      const second = await storage.upload({name: 'photo.jpg', type: 'image/jpeg', bytes: JPEG});
      expect(second.key).not.toBe(stored.key);
      expect(await fetchPublic(second.url)).toEqual(JPEG);
    });

    it('deletes an upload, ignores one already gone, and refuses keys it did not generate', async () => {
      const {open, fetchPublic} = harness();
      const storage = await open(MB);
      const stored = await storage.upload({name: 'a.gif', type: 'image/gif', bytes: GIF});
      await storage.delete(stored.key);
      expect(await fetchPublic(stored.url)).toBeNull();
      await expect(storage.delete(stored.key)).resolves.toBeUndefined();
      await expect(storage.delete('../content.json')).rejects.toBeInstanceOf(InvalidUploadError);
    });

    it.each([
      ['an SVG', {name: 'x.svg', type: 'image/svg+xml', bytes: SVG}, InvalidUploadError],
      ['HTML posing as PNG', {name: 'x.png', type: 'image/png', bytes: HTML}, InvalidUploadError],
      ['an empty file', {name: 'x.png', type: 'image/png', bytes: new Uint8Array()}, InvalidUploadError],
      ['image bytes sent as text/html', {name: 'x.html', type: 'text/html', bytes: WEBP}, InvalidUploadError],
    ])('stores nothing for %s (image-only rule)', async (_what, file, errorClass) => {
      const {open, countStored} = harness();
      const storage = await open(MB);
      const before = await countStored();
      await expect(storage.upload(file)).rejects.toBeInstanceOf(errorClass);
      expect(await countStored()).toBe(before);
    });

    it('refuses an image over the size limit with 413 and stores nothing, and accepts one of exactly the limit', async () => {
      const {open, countStored} = harness();
      const storage = await open(1000);
      expect(storage.maxUploadBytes).toBe(1000);
      const before = await countStored();
      const big = new Uint8Array(1001);
      big.set(PNG);
      const error = await storage
        .upload({name: 'big.png', type: 'image/png', bytes: big})
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UploadTooLargeError);
      expect(error).toMatchObject({status: 413, field: 'file'});
      expect(await countStored()).toBe(before);

      const exact = new Uint8Array(1000);
      exact.set(PNG);
      await expect(storage.upload({name: 'exact.png', type: 'image/png', bytes: exact})).resolves.toBeDefined();
      expect(await countStored()).toBe(before + 1);
    });
  });
}
