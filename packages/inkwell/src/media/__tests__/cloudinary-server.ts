/**
 * A local stand-in for Cloudinary's upload API, for tests. It checks every request's
 * signature the way Cloudinary documents (SHA-1 of the sorted parameters followed by the
 * API secret), written here independently of the library's signing code.
 */

import {createHash} from 'node:crypto';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

import {within} from '../../store/__tests__/servers.js';

/** The account the fake server accepts. */
export interface FakeCloudinaryAccount {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

/** A running fake, what it holds, and how to stop it. */
export interface FakeCloudinary {
  /** Base URL to give the storage as `apiUrl`. */
  apiUrl: string;
  /** Stored images by public id. */
  images: Map<string, Uint8Array>;
  /** Every API call's outcome, in order: `upload ok`, `destroy not found`, `upload 401`, … */
  log: string[];
  stop: () => Promise<void>;
}

const UNSIGNED = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);

function expectedSignature(params: Map<string, string>, secret: string): {signature: string; toSign: string} {
  const toSign = [...params.keys()]
    .filter((name) => !UNSIGNED.has(name))
    .sort()
    .map((name) => `${name}=${params.get(name)}`)
    .join('&');
  return {toSign, signature: createHash('sha1').update(`${toSign}${secret}`, 'utf8').digest('hex')};
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {'content-type': 'application/json'});
  response.end(JSON.stringify(body));
}

/** Starts the fake on 127.0.0.1 with an OS-assigned port. */
export async function startFakeCloudinary(account: FakeCloudinaryAccount): Promise<FakeCloudinary> {
  const images = new Map<string, Uint8Array>();
  const log: string[] = [];
  let version = 1_700_000_000;
  let base = '';

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => send(response, 500, {error: {message: String(error)}}));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', base);
    const delivery = /^\/([^/]+)\/image\/upload\/v\d+\/(.+)\.[a-z]+$/.exec(url.pathname);
    if (request.method === 'GET' && delivery) {
      const bytes = delivery[1] === account.cloudName ? images.get(delivery[2] ?? '') : undefined;
      if (!bytes) return send(response, 404, {error: {message: 'Resource not found'}});
      response.writeHead(200, {'content-type': 'application/octet-stream'});
      response.end(Buffer.from(bytes));
      return;
    }
    const api = /^\/v1_1\/([^/]+)\/image\/(upload|destroy)$/.exec(url.pathname);
    if (request.method !== 'POST' || !api) return send(response, 404, {error: {message: 'Not found'}});
    const action = api[2] ?? '';
    const form = await new Request(base, {
      method: 'POST',
      headers: {'content-type': String(request.headers['content-type'])},
      body: await readBody(request),
    }).formData();
    const fail = (status: number, message: string) => {
      log.push(`${action} ${status}`);
      send(response, status, {error: {message}});
    };
    if (api[1] !== account.cloudName) return fail(401, `Invalid cloud_name ${api[1]}`);
    const params = new Map<string, string>();
    let file: File | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') params.set(name, value);
      else if (name === 'file') file = value;
    }
    if (params.get('api_key') !== account.apiKey) return fail(401, `Unknown API key ${params.get('api_key') ?? ''}`);
    const {signature, toSign} = expectedSignature(params, account.apiSecret);
    if (params.get('signature') !== signature) {
      return fail(401, `Invalid Signature ${params.get('signature') ?? ''}. String to sign - '${toSign}'.`);
    }
    const timestamp = Number(params.get('timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 3600) {
      return fail(400, 'Stale request - reported time is more than 1 hour ago');
    }
    const publicId = params.get('public_id') ?? '';
    if (action === 'destroy') {
      const result = images.delete(publicId) ? 'ok' : 'not found';
      log.push(`destroy ${result}`);
      return send(response, 200, {result});
    }
    if (!file) return fail(400, 'Missing required parameter - file');
    const format = /\.([a-z]+)$/.exec(file.name)?.[1] ?? 'png';
    version += 1;
    images.set(publicId, new Uint8Array(await file.arrayBuffer()));
    log.push('upload ok');
    send(response, 200, {
      public_id: publicId,
      version,
      format,
      resource_type: 'image',
      bytes: file.size,
      secure_url: `${base}/${account.cloudName}/image/upload/v${version}/${publicId}.${format}`,
    });
  }

  await within(10_000, 'fake Cloudinary', new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: base,
    images,
    log,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
