// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the library's own types for these two untyped test servers, shared rather than copied
/// <reference path="../../packages/inkwell/src/__tests__/test-servers.d.ts" />
/**
 * DynamoDB and S3 on 127.0.0.1 for the storage guides: dynalite and s3rver, started the way the
 * library's contract tests start them (an OS-assigned port, tables made at once), and stopped by
 * the runner.
 */
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import dynalite from 'dynalite';
import S3rver from 's3rver';

export interface LocalService {
  endpoint: string;
  stop(): Promise<void>;
}

/** dynalite, as `packages/inkwell/src/store/__tests__/servers.ts` starts it. */
export async function startDynalite(): Promise<LocalService> {
  const server: Server = dynalite({createTableMs: 0, deleteTableMs: 0, updateTableMs: 0});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** s3rver with `bucket` made, as `packages/inkwell/src/media/s3.integration.test.ts` starts it. */
export async function startS3rver(dir: string, bucket: string): Promise<LocalService> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{name: bucket}],
  });
  const {port} = await server.run();
  return {endpoint: `http://127.0.0.1:${port}`, stop: () => server.close()};
}

/** The one key pair s3rver accepts; dynalite accepts any. */
export const S3RVER_KEY = {AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER'};
