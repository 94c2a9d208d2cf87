/**
 * The self-hosted example's nginx site, run by a real nginx: the server block from
 * examples/self-hosted/nginx/inkwell.conf with only its ports, certificate and folders
 * swapped for a temporary copy, serving an image that Inkwell's local media storage wrote.
 */

import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {createServer as createHttpServer, type IncomingHttpHeaders, type Server} from 'node:http';
import {request as httpsRequest} from 'node:https';
import {createRequire} from 'node:module';
import {createServer as createNetServer, type AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

import {LocalMediaStorage} from '../media/local.js';
import {PNG} from '../media/__tests__/samples.js';

const require = createRequire(import.meta.url);
const {nginxPath} = require('../../test/support/binaries.cjs') as {nginxPath: () => string};

const example = join(dirname(fileURLToPath(import.meta.url)), '../../../../examples/self-hosted/nginx/inkwell.conf');
const HOST = 'blog.example.com';
/** A real PNG signature followed by an HTML document: accepted by design, so served defensively. */
const POLYGLOT = new Uint8Array([...PNG, ...new TextEncoder().encode('<html><script>alert(document.domain)</script>')]);

let work: string;
let nginx: ChildProcess;
let app: Server;
let httpsPort: number;
let cert: string;
let appRequests: IncomingHttpHeaders[];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Replaces `from` in the example, which must contain it exactly once, so a reshaped example fails loudly. */
function swap(config: string, from: string | RegExp, to: string): string {
  const count = typeof from === 'string' ? config.split(from).length - 1 : (config.match(from) ?? []).length;
  expect(count, `${String(from)} in the example`).toBe(1);
  return config.replace(from, to);
}

function get(path: string): Promise<{status: number; headers: IncomingHttpHeaders; body: Buffer}> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      {host: '127.0.0.1', port: httpsPort, path, servername: HOST, ca: cert, headers: {host: HOST}},
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function waitForNginx(exited: Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 15_000;
  let stopped = false;
  void exited.then(() => (stopped = true));
  while (Date.now() < deadline && !stopped) {
    try {
      await get('/uploads/');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(stopped ? 'nginx exited before it served' : 'nginx did not answer within 15 s');
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'inkwell-example-nginx-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST}`,
      '-addext',
      `subjectAltName=DNS:${HOST}`,
      '-keyout',
      join(work, 'privkey.pem'),
      '-out',
      join(work, 'fullchain.pem'),
    ],
    // openssl reports its progress on stderr; an error still throws with it.
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  cert = await readFile(join(work, 'fullchain.pem'), 'utf8');

  appRequests = [];
  app = createHttpServer((request, response) => {
    appRequests.push(request.headers);
    response.writeHead(200, {'content-type': 'text/html'}).end('<p>the app</p>');
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const appPort = (app.address() as AddressInfo).port;
  const httpPort = await freePort();
  httpsPort = await freePort();

  let site = await readFile(example, 'utf8');
  site = swap(site, 'server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`);
  site = swap(site, /^\s*listen \[::\]:80;\n/m, '');
  site = swap(site, /^\s*listen \[::\]:443 ssl http2;\n/m, '');
  site = swap(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  site = swap(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  site = swap(site, `/etc/letsencrypt/live/${HOST}/fullchain.pem`, join(work, 'fullchain.pem'));
  site = swap(site, `/etc/letsencrypt/live/${HOST}/privkey.pem`, join(work, 'privkey.pem'));
  site = swap(site, 'alias /srv/inkwell/uploads/;', `alias ${join(work, 'uploads')}/;`);
  await writeFile(join(work, 'inkwell.conf'), site);

  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find((file) => existsSync(file));
  if (!mimeTypes) throw new Error('nginx mime.types not found');
  // As root, nginx would switch its workers to `nobody`, who may not read the temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  await writeFile(
    join(work, 'nginx.conf'),
    `${user}worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/inkwell.conf;
}
`,
  );
  nginx = spawn(nginxPath(), ['-p', work, '-e', 'stderr', '-c', join(work, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForNginx(new Promise((resolve) => nginx.once('exit', resolve)));
}, 30_000);

afterAll(async () => {
  if (nginx?.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await new Promise((resolve) => app?.close(resolve));
  await rm(work, {recursive: true, force: true});
});

describe('the self-hosted example nginx site', () => {
  it('serves an upload with a policy that runs nothing in it and no type sniffing', async () => {
    const media = new LocalMediaStorage({dir: join(work, 'uploads'), maxUploadBytes: 1024 * 1024});
    const stored = await media.upload({name: 'photo.png', type: 'image/png', bytes: POLYGLOT});

    const {status, headers, body} = await get(stored.url);

    expect(status).toBe(200);
    expect(new Uint8Array(body)).toEqual(POLYGLOT);
    expect(headers['content-type']).toBe('image/png');
    expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('passes every other path to the app, without the uploads policy', async () => {
    const {status, headers, body} = await get('/blog/hello');

    expect(status).toBe(200);
    expect(body.toString()).toBe('<p>the app</p>');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(appRequests.at(-1)).toMatchObject({host: HOST, 'x-forwarded-proto': 'https'});
  });
});
