import {describeMediaContract} from './__tests__/contract.js';
import {PNG} from './__tests__/samples.js';
import {ObjectUrlMediaStorage} from './object-url.js';

let storage: ObjectUrlMediaStorage | undefined;

describeMediaContract('object URLs', () => ({
  open: (maxUploadBytes) => {
    storage = new ObjectUrlMediaStorage({maxUploadBytes});
    return Promise.resolve(storage);
  },
  fetchPublic: async (url) => {
    const objectUrl = storage?.objectUrl(url);
    return objectUrl ? new Uint8Array(await (await fetch(objectUrl)).arrayBuffer()) : null;
  },
  countStored: () => Promise.resolve(storage?.size ?? 0),
}));

describe('ObjectUrlMediaStorage', () => {
  it('clear releases every stored image', async () => {
    const media = new ObjectUrlMediaStorage({maxUploadBytes: 1024 * 1024});
    const {url} = await media.upload({name: 'a.png', type: 'image/png', bytes: PNG});
    expect(url).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const objectUrl = media.objectUrl(url) ?? '';
    expect((await fetch(objectUrl)).headers.get('content-type')).toBe('image/png');
    media.clear();
    expect(media.size).toBe(0);
    expect(media.objectUrl(url)).toBeNull();
    await expect(fetch(objectUrl)).rejects.toThrow();
  });
});
