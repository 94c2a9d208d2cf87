import {ProviderError} from '../provider-error.js';
import {closedPort} from '../store/__tests__/servers.js';
import {startFakeCloudinary, type FakeCloudinary} from './__tests__/cloudinary-server.js';
import {describeMediaContract} from './__tests__/contract.js';
import {PNG} from './__tests__/samples.js';
import {CloudinaryMediaStorage, signCloudinaryParams} from './cloudinary.js';

const account = {cloudName: 'inkwell-test', apiKey: '123456789012345', apiSecret: 'abcd-secret'};
let fake: FakeCloudinary;
beforeAll(async () => {
  fake = await startFakeCloudinary(account);
});
afterAll(() => fake.stop());

describeMediaContract('Cloudinary (local server checking signatures)', () => ({
  open: (maxUploadBytes) =>
    Promise.resolve(new CloudinaryMediaStorage({...account, maxUploadBytes, apiUrl: fake.apiUrl})),
  fetchPublic: async (url) => {
    const response = await fetch(url);
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  },
  countStored: () => Promise.resolve(fake.images.size),
}));

describe('Cloudinary storage', () => {
  it('signs as Cloudinary documents: sorted parameters, then the secret, SHA-1', () => {
    // Cloudinary's documented example: public_id=sample_image, timestamp=1315060510, secret abcd.
    expect(
      signCloudinaryParams({timestamp: '1315060510', public_id: 'sample_image', api_key: '1234', file: 'x'}, 'abcd'),
    ).toBe('b4ad47fb4e25c7bf5f92a20089f9db59bc302313');
  });

  it('stores under inkwell/<uuid>, and the fake server verified each signature', async () => {
    const storage = new CloudinaryMediaStorage({...account, maxUploadBytes: 1024, apiUrl: fake.apiUrl});
    const before = fake.log.length;
    const stored = await storage.upload({name: 'a.png', type: 'image/png', bytes: PNG});
    expect(stored.key).toMatch(/^inkwell\/[0-9a-f-]{36}$/);
    expect(stored.url).toMatch(new RegExp(`/inkwell-test/image/upload/v\\d+/${stored.key}\\.png$`));
    await storage.delete(stored.key);
    await storage.delete(stored.key);
    expect(fake.log.slice(before)).toEqual(['upload ok', 'destroy ok', 'destroy not found']);
  });

  it('names CLOUDINARY_URL when the secret is wrong, and stores nothing', async () => {
    const storage = new CloudinaryMediaStorage({
      ...account,
      apiSecret: 'wrong',
      maxUploadBytes: 1024,
      apiUrl: fake.apiUrl,
    });
    const before = fake.images.size;
    const error = await storage
      .upload({name: 'a.png', type: 'image/png', bytes: PNG})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({provider: 'Cloudinary', settings: ['CLOUDINARY_URL']});
    expect((error as Error).message).toMatch(
      /^Cloudinary refused the API key or secret in CLOUDINARY_URL \(401: Invalid Signature /,
    );
    expect(fake.images.size).toBe(before);
  });

  it('names the cloud name when it is wrong', async () => {
    const storage = new CloudinaryMediaStorage({
      ...account,
      cloudName: 'nope',
      maxUploadBytes: 1024,
      apiUrl: fake.apiUrl,
    });
    await expect(storage.upload({name: 'a.png', type: 'image/png', bytes: PNG})).rejects.toThrow(
      'Cloudinary refused the cloud name in CLOUDINARY_URL (401: Invalid cloud_name nope). Copy the API environment variable again from the Cloudinary console.',
    );
  });

  it('says so when Cloudinary cannot be reached', async () => {
    const apiUrl = `http://127.0.0.1:${await closedPort()}`;
    const storage = new CloudinaryMediaStorage({...account, maxUploadBytes: 1024, apiUrl});
    await expect(storage.upload({name: 'a.png', type: 'image/png', bytes: PNG})).rejects.toThrow(
      `Could not reach Cloudinary at ${apiUrl}. Check the network between this server and Cloudinary.`,
    );
  });
});
