import {readdir, readFile} from 'node:fs/promises';
import {join} from 'node:path';

import type {ServerConfig} from '../context.js';
import {createInkwell} from '../create-inkwell.js';
import type {InkwellServer} from '../types.js';
import {LocalMediaStorage} from '../../media/local.js';
import {makeUser, tempDir} from '../../store/__tests__/fixtures.js';
import {FileStore} from '../../store/file-store.js';
import type {Role, Session, User} from '../../types.js';

export const SITE_URL = 'https://blog.example.com';
export const MAX_UPLOAD_BYTES = 2048;

/** A server over a temp-dir store and media folder, with sessions handed out by token. */
export interface Harness {
  server: InkwellServer;
  store: FileStore;
  dataFile: string;
  uploadsDir: string;
  config: ServerConfig;
  admin: User;
  editor: User;
  /** A bearer token whose session is for `user` (optionally claiming a different role). */
  tokenFor(user: User, claimedRole?: Role): string;
  sessionFor(user: User, claimedRole?: Role): Session;
  /** The data file and the uploads folder, to prove a refused request changed nothing. */
  snapshot(): Promise<string>;
  cleanup(): Promise<void>;
}

export async function createHarness(options: {apiPath?: string; users?: boolean} = {}): Promise<Harness> {
  const {dir, cleanup} = await tempDir();
  const dataFile = join(dir, '.inkwell', 'content.json');
  const uploadsDir = join(dir, 'public', 'uploads');
  const store = new FileStore(dataFile);
  const config: ServerConfig = {
    url: SITE_URL,
    apiPath: options.apiPath ?? '/api/inkwell',
    providers: {
      github: {clientId: 'id', clientSecret: 'secret'},
      microsoft: {clientId: 'm', clientSecret: 's', tenantId: 'common'},
    },
    media: {kind: 'local', dir: uploadsDir, maxUploadBytes: MAX_UPLOAD_BYTES},
  };
  const sessions = new Map<string, Session>();
  const sessionFor = (user: User, claimedRole?: Role): Session => ({
    user: {id: user.id, name: user.name, email: user.email, image: user.image, role: claimedRole ?? user.role},
    expiresAt: '2999-01-01T00:00:00.000Z',
  });
  let clock = Date.parse('2024-06-01T00:00:00.000Z');
  const server = createInkwell(config, {
    store,
    media: new LocalMediaStorage({dir: uploadsDir, maxUploadBytes: MAX_UPLOAD_BYTES}),
    getSession: (request) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      return Promise.resolve(sessions.get(token) ?? null);
    },
    now: () => new Date((clock += 1000)),
  });
  const admin = makeUser({role: 'admin', email: 'admin@example.com'});
  const editor = makeUser({role: 'editor', email: 'editor@example.com'});
  if (options.users !== false) {
    await store.users.create(admin);
    await store.users.create(editor);
  }
  return {
    server,
    store,
    dataFile,
    uploadsDir,
    config,
    admin,
    editor,
    sessionFor,
    tokenFor(user, claimedRole) {
      const token = `token-${user.id}-${claimedRole ?? user.role}`;
      sessions.set(token, sessionFor(user, claimedRole));
      return token;
    },
    async snapshot() {
      const data = await readFile(dataFile, 'utf8').catch(() => '<no data file>');
      const uploads = await readdir(uploadsDir).catch(() => []);
      return JSON.stringify({data, uploads});
    },
    cleanup,
  };
}

/** A request to the API, as a browser on the site would send it. */
export function apiRequest(
  harness: Harness,
  method: string,
  path: string,
  options: {token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string>} = {},
): Request {
  const headers: Record<string, string> = {...options.headers};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  return new Request(`${SITE_URL}${harness.config.apiPath}${path}`, {
    method,
    headers,
    ...(body !== undefined ? {body} : {}),
  });
}

export async function call(
  harness: Harness,
  method: string,
  path: string,
  options: Parameters<typeof apiRequest>[3] = {},
): Promise<{status: number; body: unknown; response: Response}> {
  const response = await harness.server.handler(apiRequest(harness, method, path, options));
  const text = await response.text();
  return {status: response.status, body: text ? (JSON.parse(text) as unknown) : null, response};
}
