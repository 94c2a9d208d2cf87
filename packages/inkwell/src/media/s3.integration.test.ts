import {join} from 'node:path';

import {ListObjectsV2Command, S3Client} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

import {ProviderError} from '../provider-error.js';
import {tempDir} from '../store/__tests__/fixtures.js';
import {closedPort, within} from '../store/__tests__/servers.js';
import {describeMediaContract} from './__tests__/contract.js';
import {PNG} from './__tests__/samples.js';
import {createMediaStorage} from './index.js';
import {defaultPublicUrl, mapS3Error} from './s3.js';

const BUCKET = 'inkwell-media';
const REGION = 'us-east-1';
let endpoint: string;
let server: S3rver;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  let dir: string;
  ({dir, cleanup} = await tempDir());
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{name: BUCKET}],
  });
  const {port} = await within(10_000, 's3rver', server.run());
  endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts this fixed key pair; the SDK reads it from the environment like any other.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
  await cleanup();
});

function open(maxUploadBytes: number, bucket = BUCKET) {
  return createMediaStorage({media: {kind: 's3', bucket, region: REGION, endpoint, maxUploadBytes}});
}

describeMediaContract('S3 (s3rver, path-style)', () => ({
  open: (maxUploadBytes) => open(maxUploadBytes),
  fetchPublic: async (url) => {
    const response = await fetch(url);
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  },
  countStored: async () => {
    const client = new S3Client({region: REGION, endpoint, forcePathStyle: true});
    const listed = await client.send(new ListObjectsV2Command({Bucket: BUCKET}));
    return listed.KeyCount ?? 0;
  },
}));

describe('S3 storage', () => {
  it('writes under inkwell/ with the detected content type and a long immutable cache header', async () => {
    const storage = await open(1024);
    const stored = await storage.upload({name: 'photo', type: '', bytes: PNG});
    expect(stored.key).toMatch(/^inkwell\/[0-9a-f-]{36}\.png$/);
    expect(stored.url).toBe(`${endpoint}/${BUCKET}/${stored.key}`);
    const response = await fetch(stored.url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("builds public URLs from S3_PUBLIC_URL, or the bucket's virtual-hosted URL on AWS", async () => {
    const storage = await createMediaStorage({
      media: {
        kind: 's3',
        bucket: BUCKET,
        region: REGION,
        endpoint,
        publicUrl: 'https://cdn.example.com',
        maxUploadBytes: 1024,
      },
    });
    const stored = await storage.upload({name: 'a.png', type: 'image/png', bytes: PNG});
    expect(stored.url).toBe(`https://cdn.example.com/${stored.key}`);
    expect(defaultPublicUrl({bucket: 'b', region: 'eu-west-1'}, 'inkwell/x.png')).toBe(
      'https://b.s3.eu-west-1.amazonaws.com/inkwell/x.png',
    );
  });

  it('names S3_BUCKET when the bucket does not exist', async () => {
    const storage = await open(1024, 'no-such-bucket');
    const error = await storage
      .upload({name: 'a.png', type: 'image/png', bytes: PNG})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toBe(
      `S3 bucket "no-such-bucket" does not exist at ${endpoint}. Check S3_BUCKET, or create the bucket as the S3 guide shows.`,
    );
  });

  it('names S3_ENDPOINT when S3 cannot be reached', async () => {
    const unreachable = `http://127.0.0.1:${await closedPort()}`;
    const storage = await createMediaStorage({
      media: {kind: 's3', bucket: BUCKET, region: REGION, endpoint: unreachable, maxUploadBytes: 1024},
    });
    await expect(storage.upload({name: 'a.png', type: 'image/png', bytes: PNG})).rejects.toThrow(
      `Could not reach S3 at ${unreachable}. Check S3_ENDPOINT and the network between this server and S3.`,
    );
  });

  it.each([
    ['InvalidAccessKeyId', ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']],
    ['SignatureDoesNotMatch', ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']],
    ['AccessDenied', ['S3_BUCKET']],
    ['PermanentRedirect', ['AWS_REGION']],
  ])('maps %s to a message naming %o', (name, settings) => {
    const sdkError = Object.assign(new Error('sdk'), {name});
    expect(mapS3Error(sdkError, {bucket: 'b', region: 'eu-west-1'})).toMatchObject({provider: 'S3', settings});
  });
});
