/**
 * The media-storage contract: one suite, run against every implementation (local, S3,
 * Cloudinary). Each implementation's test file calls {@link describeMediaContract}. It
 * includes the media library's rules (records, list, refusing to delete an image in use) over
 * the storage, so each rule is proved on every storage.
 */

import {deleteMedia, listMedia, MediaInUseError, uploadMedia, type MediaContext} from '../../content/media.js';
import {MemoryStore} from '../../store/memory-store.js';
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

    describe('media library', () => {
      let clock = 0;
      const libraryOver = (media: MediaStorage): MediaContext => ({
        store: new MemoryStore(),
        media,
        // A second apart, so "newest first" has one answer.
        now: () => new Date(Date.UTC(2026, 0, 1, 9, 0, clock++)),
      });
      const post = (id: string, title: string, body: string) => ({
        id,
        slug: id,
        title,
        body,
        excerpt: '',
        status: 'draft' as const,
        publishedAt: null,
        updatedAt: '2026-01-01T09:00:00.000Z',
        author: 'u1',
      });

      it('records each upload with its alt text, size, type and date, and lists them newest first', async () => {
        const {open, fetchPublic} = harness();
        const context = libraryOver(await open(MB));
        const first = await uploadMedia(context, {name: 'nib.png', type: 'image/png', bytes: PNG}, '  A pen\nnib ');
        const second = await uploadMedia(context, {name: 'desk.jpg', type: 'image/jpeg', bytes: JPEG});
        expect(first).toMatchObject({alt: 'A pen nib', size: PNG.byteLength, type: 'image/png'});
        expect(second).toMatchObject({alt: '', size: JPEG.byteLength, type: 'image/jpeg'});
        expect(Date.parse(second.createdAt)).toBeGreaterThan(Date.parse(first.createdAt));
        expect(await fetchPublic(first.url)).toEqual(PNG);
        const listed = await listMedia(context);
        expect(listed.items.map((item) => item.id)).toEqual([second.id, first.id]);
        expect(listed.total).toBe(2);
      });

      it('refuses to delete an image a post or page uses, names them, and keeps the file and its record', async () => {
        const {open, fetchPublic} = harness();
        const context = libraryOver(await open(MB));
        const image = await uploadMedia(context, {name: 'nib.png', type: 'image/png', bytes: PNG}, 'A nib');
        await context.store.posts.create(post('p1', 'Choosing a pen', `Intro\n\n![A nib](${image.url})\n`));
        await context.store.pages.create({
          id: 'g1',
          slug: 'about',
          title: 'About',
          body: `![](${image.url})`,
          status: 'published',
          showInNav: true,
          navOrder: 0,
          updatedAt: '2026-01-01T09:00:00.000Z',
        });
        const error = await deleteMedia(context, image.id).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(MediaInUseError);
        expect((error as MediaInUseError).message).toBe(
          'This image is used in the post "Choosing a pen" and the page "About". Take it out of each of them first, then delete it.',
        );
        expect(await fetchPublic(image.url)).toEqual(PNG);
        expect(await context.store.media.get(image.id)).toEqual(image);
      });

      it('deletes an unused image: its file and its record', async () => {
        const {open, fetchPublic, countStored} = harness();
        const context = libraryOver(await open(MB));
        const before = await countStored();
        const image = await uploadMedia(context, {name: 'a.gif', type: 'image/gif', bytes: GIF});
        await context.store.posts.create(post('p1', 'Other', '![](/uploads/someone-else.png)'));
        await deleteMedia(context, image.id);
        expect(await fetchPublic(image.url)).toBeNull();
        expect(await countStored()).toBe(before);
        expect((await listMedia(context)).items).toEqual([]);
      });
    });
  });
}
