import type {MediaItem} from '@inkwell/cms';
import fc from 'fast-check';
import {PNG} from '../media/__tests__/samples.js';
import type {MediaStorage} from '../media/types.js';
import {MemoryStore} from '../store/memory-store.js';
import {NotFoundError} from '../store/errors.js';
import {ValidationError} from './errors.js';
import {updateMedia, uploadMedia} from './media.js';

/**
 * A media storage that counts what it is asked: local storage, S3 and Cloudinary implement
 * the same contract, so a rule that never asks it behaves the same on all three.
 */
function countingStorage(): MediaStorage & {calls: string[]} {
  const calls: string[] = [];
  return {
    calls,
    maxUploadBytes: 1024 * 1024,
    upload: (file) => {
      calls.push(`upload ${file.name}`);
      return Promise.resolve({url: `https://cdn.example/${file.name}`, key: file.name});
    },
    delete: (key) => {
      calls.push(`delete ${key}`);
      return Promise.resolve();
    },
  };
}

/** A storage that keeps each file at an address of its own, as the real ones do, whatever its name. */
function numberingStorage(): MediaStorage {
  let stored = 0;
  return {
    ...countingStorage(),
    upload: () => Promise.resolve({url: `https://cdn.example/${++stored}.png`, key: `${stored}.png`}),
  };
}

describe('uploadMedia', () => {
  it('keeps the file name it was uploaded with, as its last path segment, tidied and at most 255 characters, its extension kept', async () => {
    const store = new MemoryStore();
    const media = countingStorage();
    let second = 0;
    const now = () => new Date(Date.UTC(2026, 2, 5, 9, 0, second++));
    const upload = (name: string) => uploadMedia({store, media, now}, {name, type: 'image/png', bytes: PNG});
    expect(await upload('fountain pen.png')).toMatchObject({name: 'fountain pen.png', key: 'fountain pen.png'});
    expect((await upload('C:\\fakepath\\nib\n\t2.png')).name).toBe('nib 2.png');
    expect((await upload('photos/desk.png')).name).toBe('desk.png');
    expect((await upload(`${'é'.repeat(300)}.png`)).name).toBe(`${'é'.repeat(250)}….png`);
    expect((await upload('é'.repeat(300))).name).toBe(`${'é'.repeat(254)}…`);
    // Nothing left of it: the library falls back on the image's address.
    expect(await upload(' ')).not.toHaveProperty('name');
    expect((await store.media.list()).items.map((item) => item.name)).toEqual([
      undefined,
      `${'é'.repeat(254)}…`,
      `${'é'.repeat(250)}….png`,
      'desk.png',
      'nib 2.png',
      'fountain pen.png',
    ]);
  });

  it('keeps no name that hides its text or reads as a path, whatever the browser sends', async () => {
    const store = new MemoryStore();
    const media = numberingStorage();
    // Controls, the marks that reorder text, separators and white space, among ordinary letters.
    const tricky = fc.constantFrom(
      '\u202e',
      '\u2066',
      '\u200f',
      '\u061c',
      '\u0085',
      '\u0000',
      '\n',
      '/',
      '\\',
      ' ',
      'a',
      'é',
      '.',
      '😀',
    );
    const name = fc.oneof(
      fc.string({unit: 'grapheme-composite', maxLength: 300}),
      fc.string({unit: tricky, maxLength: 300}),
    );
    await fc.assert(
      fc.asyncProperty(name, async (sent) => {
        const kept = (await uploadMedia({store, media}, {name: sent, type: 'image/png', bytes: PNG})).name;
        if (kept === undefined) return;
        expect(kept).not.toMatch(/[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/u);
        expect(kept).toBe(kept.trim());
        expect(kept).not.toBe('');
        expect(Array.from(kept).length).toBeLessThanOrEqual(255);
      }),
      {numRuns: 500},
    );
  });

  it('keeps the extension of a name of any length', async () => {
    const store = new MemoryStore();
    const media = numberingStorage();
    // Short names, and names around and past the limit, which random lengths seldom reach.
    const stem = fc.oneof(
      fc.string({unit: 'grapheme-composite', maxLength: 40}),
      fc.string({unit: 'grapheme-composite', minLength: 240, maxLength: 400}),
    );
    const extension = fc.stringMatching(/^\.[a-z0-9]{1,10}$/);
    await fc.assert(
      fc.asyncProperty(stem, extension, async (sent, kind) => {
        const kept = (await uploadMedia({store, media}, {name: `${sent}${kind}`, type: 'image/png', bytes: PNG})).name;
        expect(kept?.endsWith(kind)).toBe(true);
        expect(Array.from(kept ?? '').length).toBeLessThanOrEqual(255);
      }),
      // A failure reports the first long name as it came: shrinking one costs minutes.
      {numRuns: 300, endOnFailure: true},
    );
  });
});

describe('updateMedia', () => {
  let store: MemoryStore;
  let media: ReturnType<typeof countingStorage>;
  let image: MediaItem;
  beforeEach(async () => {
    store = new MemoryStore();
    media = countingStorage();
    image = await uploadMedia({store, media}, {name: 'nib.png', type: 'image/png', bytes: PNG}, 'A nib');
    media.calls.length = 0;
  });

  it('changes the alt text in the data store alone, tidied as on upload; the storage is not asked', async () => {
    const changed = await updateMedia({store}, image.id, {alt: ' A fountain\tpen nib,\n close up  '});
    expect(changed).toEqual({...image, alt: 'A fountain pen nib, close up'});
    expect(await store.media.get(image.id)).toEqual(changed);
    expect(media.calls).toEqual([]);
  });

  it('refuses what the upload refuses, with the same message, and an image that does not exist', async () => {
    const tooLong = 'x'.repeat(1001);
    const onUpload = await uploadMedia({store, media}, {name: 'a.png', type: 'image/png', bytes: PNG}, tooLong).catch(
      (error: unknown) => error,
    );
    const onChange = await updateMedia({store}, image.id, {alt: tooLong}).catch((error: unknown) => error);
    expect(onChange).toBeInstanceOf(ValidationError);
    expect(onChange).toEqual(onUpload);
    expect(onChange).toMatchObject({field: 'alt', message: 'Alt text can be at most 1000 characters.'});
    await expect(updateMedia({store}, image.id, {alt: ['x']})).rejects.toMatchObject({field: 'alt'});
    await expect(updateMedia({store}, 'missing', {alt: 'x'})).rejects.toBeInstanceOf(NotFoundError);
    expect(await store.media.get(image.id)).toEqual(image);
  });
});
