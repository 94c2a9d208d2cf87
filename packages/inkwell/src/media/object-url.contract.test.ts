import {describeMediaContract} from './__tests__/contract.js';
import {PNG} from './__tests__/samples.js';
import {ObjectUrlMediaStorage} from './object-url.js';

let storage: ObjectUrlMediaStorage | undefined;

describeMediaContract('object URLs', () => ({
  open: (maxUploadBytes) => {
    storage = new ObjectUrlMediaStorage({maxUploadBytes});
    return Promise.resolve(storage);
  },
  // A revoked object URL no longer fetches.
  fetchPublic: (url) =>
    fetch(url).then(
      async (response) => new Uint8Array(await response.arrayBuffer()),
      () => null,
    ),
  countStored: () => Promise.resolve(storage?.size ?? 0),
}));

describe('ObjectUrlMediaStorage', () => {
  it('clear releases every stored image', async () => {
    const media = new ObjectUrlMediaStorage({maxUploadBytes: 1024 * 1024});
    const {url} = await media.upload({name: 'a.png', type: 'image/png', bytes: PNG});
    expect((await fetch(url)).headers.get('content-type')).toBe('image/png');
    media.clear();
    expect(media.size).toBe(0);
    await expect(fetch(url)).rejects.toThrow();
  });
});
