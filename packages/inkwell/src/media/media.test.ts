import {readdir, readFile} from 'node:fs/promises';
import {join} from 'node:path';

import fc from 'fast-check';

import {tempDir} from '../store/__tests__/fixtures.js';
import {AVIF, AVIF_COMPATIBLE, GIF, GIF87, HTML, JPEG, MP4, PNG, SVG, WEBP, XML_SVG} from './__tests__/samples.js';
import {
  checkImageUpload,
  createMediaStorage,
  detectImageType,
  InvalidUploadError,
  UploadTooLargeError,
} from './index.js';
import {LocalMediaStorage} from './local.js';

const MB = 1024 * 1024;

describe('detectImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png', 'png'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['GIF89a', GIF, 'image/gif', 'gif'],
    ['GIF87a', GIF87, 'image/gif', 'gif'],
    ['WebP', WEBP, 'image/webp', 'webp'],
    ['AVIF', AVIF, 'image/avif', 'avif'],
    ['AVIF as a compatible brand', AVIF_COMPATIBLE, 'image/avif', 'avif'],
  ])('recognises %s from its magic number', (_name, bytes, mime, extension) => {
    expect(detectImageType(bytes)).toEqual({mime, extension});
  });

  it.each([
    ['SVG', SVG],
    ['HTML', HTML],
    ['an MP4 video', MP4],
    ['an empty file', new Uint8Array()],
    ['a truncated PNG signature', PNG.slice(0, 4)],
  ])('does not recognise %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

describe('checkImageUpload', () => {
  it('trusts the bytes over the claimed type and name', () => {
    expect(checkImageUpload({name: 'photo.png', type: 'image/png', bytes: JPEG}, MB)).toEqual({
      mime: 'image/jpeg',
      extension: 'jpg',
    });
    expect(checkImageUpload({name: 'noext', type: 'application/octet-stream', bytes: WEBP}, MB).extension).toBe('webp');
  });

  it('refuses non-image bytes that claim to be an image', () => {
    expect(() => checkImageUpload({name: 'evil.png', type: 'image/png', bytes: HTML}, MB)).toThrow(
      '"evil.png" is not a PNG, JPEG, GIF, WebP or AVIF image.',
    );
  });

  it('refuses image bytes sent with a non-image type', () => {
    expect(() => checkImageUpload({name: 'page.html', type: 'text/html', bytes: PNG}, MB)).toThrow(InvalidUploadError);
  });

  it.each([
    ['by type', {name: 'logo', type: 'image/svg+xml', bytes: PNG}],
    ['by name', {name: 'logo.svg', type: '', bytes: SVG}],
    ['by content', {name: 'logo.png', type: 'image/png', bytes: SVG}],
    ['by content with an XML prolog', {name: 'logo', type: '', bytes: XML_SVG}],
  ])('refuses SVG (%s) because it can carry script', (_how, file) => {
    expect(() => checkImageUpload(file, MB)).toThrow(/SVG image, which can carry scripts/);
  });

  describe('judges a claimed type by its type and subtype alone', () => {
    const HTTP_WHITESPACE = fc.array(fc.constantFrom(' ', '\t'), {maxLength: 3}).map((chars) => chars.join(''));
    const anyCase = (text: string) =>
      fc
        .array(fc.boolean(), {minLength: text.length, maxLength: text.length})
        .map((upper) => Array.from(text, (char, i) => (upper[i] ? char.toUpperCase() : char)).join(''));
    const parameter = fc
      .tuple(
        HTTP_WHITESPACE,
        fc.constantFrom('charset', 'name', 'x', 'Boundary'),
        fc.constantFrom('utf-8', '"image/png"', 'image/png', 'text/html', '', '"a;b"'),
      )
      .map(([space, name, value]) => `;${space}${name}=${value}`);
    /** `type` in any case, with optional whitespace around it and any parameters after it. */
    const sent = (type: string) =>
      fc
        .tuple(HTTP_WHITESPACE, anyCase(type), HTTP_WHITESPACE, fc.array(parameter, {maxLength: 3}))
        .map(([before, cased, after, parameters]) => `${before}${cased}${after}${parameters.join('')}`);

    it('accepts every image type, however it is spelled', () => {
      const accepted = fc.constantFrom(
        'image/png',
        'image/jpeg',
        'image/pjpeg',
        'image/webp',
        'application/octet-stream',
      );
      fc.assert(
        fc.property(accepted.chain(sent), (type) => {
          expect(checkImageUpload({name: 'photo', type, bytes: PNG}, MB)).toEqual({
            mime: 'image/png',
            extension: 'png',
          });
        }),
      );
    });

    it('refuses a non-image type, however it is spelled, even with an image type in a parameter', () => {
      const refusedTypes = fc.constantFrom(
        'text/html',
        'application/javascript',
        'text/xml',
        'image/png-x',
        'x/image/png',
      );
      fc.assert(
        fc.property(refusedTypes.chain(sent), (type) => {
          expect(() => checkImageUpload({name: 'page', type, bytes: PNG}, MB)).toThrow(
            /is not a PNG, JPEG, GIF, WebP or AVIF image/,
          );
        }),
      );
    });

    it('refuses SVG, however its type is spelled', () => {
      fc.assert(
        fc.property(sent('image/svg+xml'), (type) => {
          expect(() => checkImageUpload({name: 'logo', type, bytes: PNG}, MB)).toThrow(
            /SVG image, which can carry scripts/,
          );
        }),
      );
    });
  });

  it('refuses an empty file', () => {
    expect(() => checkImageUpload({name: 'empty.png', type: 'image/png', bytes: new Uint8Array()}, MB)).toThrow(
      '"empty.png" is empty.',
    );
  });

  it('refuses a file over the limit with a 413 error naming the limit and its variable', () => {
    const big = new Uint8Array(Math.round(6.2 * MB));
    big.set(PNG);
    let error: unknown;
    try {
      checkImageUpload({name: 'big.png', type: 'image/png', bytes: big}, 5 * MB);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UploadTooLargeError);
    expect(error).toMatchObject({status: 413, field: 'file'});
    expect((error as Error).message).toBe('The upload is larger than the 5 MB limit (INKWELL_MAX_UPLOAD_MB).');
  });

  it('accepts a file of exactly the limit', () => {
    const exact = new Uint8Array(1000);
    exact.set(GIF);
    expect(checkImageUpload({name: 'a.gif', type: 'image/gif', bytes: exact}, 1000).extension).toBe('gif');
  });
});

describe('LocalMediaStorage', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({dir, cleanup} = await tempDir());
  });
  afterEach(() => cleanup());

  const uploads = () => join(dir, 'public', 'uploads');

  it('writes the image under a generated name and returns its /uploads URL', async () => {
    const storage = new LocalMediaStorage({dir: uploads(), maxUploadBytes: MB});
    const stored = await storage.upload({name: '../../etc/passwd.png', type: 'image/png', bytes: PNG});
    expect(stored.key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    expect(new Uint8Array(await readFile(join(uploads(), stored.key)))).toEqual(PNG);
    expect(await readdir(uploads())).toEqual([stored.key]);

    const second = await storage.upload({name: 'photo.jpg', type: 'image/jpeg', bytes: JPEG});
    expect(second.key).not.toBe(stored.key);
    expect(second.key.endsWith('.jpg')).toBe(true);
  });

  it.each([
    ['an SVG', {name: 'x.svg', type: 'image/svg+xml', bytes: SVG}, InvalidUploadError],
    ['HTML posing as PNG', {name: 'x.png', type: 'image/png', bytes: HTML}, InvalidUploadError],
    [
      'an oversized image',
      {name: 'x.png', type: 'image/png', bytes: new Uint8Array([...PNG, ...new Uint8Array(2000)])},
      UploadTooLargeError,
    ],
  ])('writes nothing for %s', async (_name, file, errorClass) => {
    const storage = new LocalMediaStorage({dir: uploads(), maxUploadBytes: 1000});
    await expect(storage.upload(file)).rejects.toBeInstanceOf(errorClass);
    await expect(readdir(dir)).resolves.toEqual([]);
  });

  it('deletes an upload, ignores one already gone, and refuses keys it did not generate', async () => {
    const storage = new LocalMediaStorage({dir: uploads(), maxUploadBytes: MB});
    const stored = await storage.upload({name: 'a.gif', type: 'image/gif', bytes: GIF});
    await storage.delete(stored.key);
    expect(await readdir(uploads())).toEqual([]);
    await expect(storage.delete(stored.key)).resolves.toBeUndefined();
    await expect(storage.delete('../content.json')).rejects.toBeInstanceOf(InvalidUploadError);
  });
});

describe('createMediaStorage', () => {
  it('creates local storage using the configured folder and limit', async () => {
    const {dir, cleanup} = await tempDir();
    try {
      const storage = await createMediaStorage({media: {kind: 'local', dir, maxUploadBytes: 1234}});
      expect(storage.maxUploadBytes).toBe(1234);
      const stored = await storage.upload({name: 'a.webp', type: 'image/webp', bytes: WEBP});
      expect(await readdir(dir)).toEqual([stored.key]);
    } finally {
      await cleanup();
    }
  });

  it('creates S3 and Cloudinary storage with the configured limit, sending nothing yet', async () => {
    const s3 = await createMediaStorage({media: {kind: 's3', bucket: 'b', region: 'eu-west-1', maxUploadBytes: MB}});
    const cloudinary = await createMediaStorage({
      media: {kind: 'cloudinary', cloudName: 'c', apiKey: 'k', apiSecret: 's', maxUploadBytes: 2 * MB},
    });
    expect(s3.maxUploadBytes).toBe(MB);
    expect(cloudinary.maxUploadBytes).toBe(2 * MB);
  });
});
