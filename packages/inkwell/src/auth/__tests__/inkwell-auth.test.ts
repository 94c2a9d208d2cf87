/**
 * `InkwellAuth`, the variable the package exports: configured from `process.env` on first
 * use, never at import.
 */

import {mkdtemp, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {HeadersAdapter} from 'next/dist/server/web/spec-extension/adapters/headers.js';
import {ENV_VARIABLES} from '../../config.js';
import {SECRET} from './helpers.js';

// Each test imports the whole package afresh (vi.resetModules), components included: the
// first, cold import takes about 5 s when the full suite runs in parallel.
vi.setConfig({testTimeout: 30_000});

let dir: string;

beforeEach(async () => {
  // A fresh module graph per test, so each one sees InkwellAuth before its first use.
  vi.resetModules();
  dir = await mkdtemp(join(tmpdir(), 'inkwell-auth-env-'));
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(dir, {recursive: true, force: true});
});

function stubEnv(values: Record<string, string>): void {
  // Blank counts as unset for loadConfig, which keeps the developer's own shell variables out.
  for (const name of ENV_VARIABLES) vi.stubEnv(name, '');
  vi.stubEnv('NODE_ENV', 'test');
  vi.stubEnv('INKWELL_DATA_FILE', join(dir, 'content.json'));
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
}

describe('InkwellAuth', () => {
  it('neither reads the environment nor touches the filesystem when imported', async () => {
    stubEnv({INKWELL_SECRET: 'too-short'});

    const {InkwellAuth} = await import('@inkwell/cms');

    expect(await readdir(dir)).toEqual([]);
    // The bad secret surfaces on first use, naming the variable.
    expect(() => InkwellAuth.providers).toThrow(/INKWELL_SECRET must be at least 32 characters/);
    await expect(InkwellAuth.handler(new Request('http://localhost:3000/api/auth/session'))).rejects.toThrow(
      /INKWELL_SECRET/,
    );
  });

  it('configures itself from process.env on first use', async () => {
    stubEnv({
      INKWELL_URL: 'http://inkwell.test',
      INKWELL_SECRET: SECRET,
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
    });
    const {InkwellAuth} = await import('@inkwell/cms');

    expect(InkwellAuth.providers).toEqual(['github']);
    expect(InkwellAuth.routeHandlers.GET).toBe(InkwellAuth.handler);
    expect(InkwellAuth.routeHandlers.POST).toBe(InkwellAuth.handler);

    const signIn = await InkwellAuth.routeHandlers.GET(
      new Request('http://inkwell.test/api/auth/signin/github?callbackUrl=/admin'),
    );
    expect(signIn.status).toBe(302);
    const location = new URL(signIn.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('gh-id');
    expect(location.searchParams.get('redirect_uri')).toBe('http://inkwell.test/api/auth/callback/github');

    const google = await InkwellAuth.handler(new Request('http://inkwell.test/api/auth/signin/google'));
    expect(google.status).toBe(404);

    const session = await InkwellAuth.handler(new Request('http://inkwell.test/api/auth/session'));
    expect(await session.json()).toBeNull();
  });

  it('reads a session from Headers, as Next.js headers() gives them, against the configured store', async () => {
    stubEnv({INKWELL_URL: 'http://inkwell.test', INKWELL_SECRET: SECRET});
    const {InkwellAuth} = await import('@inkwell/cms');
    // Same module graph as InkwellAuth, so the same in-process store for this file.
    const {createDataStore} = await import('../../store/index.js');
    const {createSessionToken} = await import('../session.js');
    const store = await createDataStore({dataStore: {kind: 'file', path: join(dir, 'content.json')}});
    await store.users.create({
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      image: null,
      role: 'admin',
      provider: 'github',
      createdAt: new Date().toISOString(),
    });
    const {token} = await createSessionToken('u1', SECRET, new Date());

    const session = await InkwellAuth.getSession(new Headers({cookie: `theme=dark; inkwell_session=${token}`}));

    expect(session?.user).toEqual({id: 'u1', name: 'Ada', email: 'ada@example.com', image: null, role: 'admin'});
    expect(await InkwellAuth.getSession(new Headers())).toBeNull();
  });

  it('reads a session from the read-only headers Next.js headers() gives, which carry their own `headers` property', async () => {
    stubEnv({INKWELL_URL: 'http://inkwell.test', INKWELL_SECRET: SECRET});
    const {InkwellAuth} = await import('@inkwell/cms');
    const {createDataStore} = await import('../../store/index.js');
    const {createSessionToken} = await import('../session.js');
    const store = await createDataStore({dataStore: {kind: 'file', path: join(dir, 'content.json')}});
    await store.users.create({
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      image: null,
      role: 'admin',
      provider: 'github',
      createdAt: new Date().toISOString(),
    });
    const {token} = await createSessionToken('u1', SECRET, new Date());
    // What Next.js builds from Node's IncomingMessage headers: a Headers subclass whose own
    // `headers` is the plain header object, sealed against changes.
    const readonly = HeadersAdapter.seal(
      HeadersAdapter.from({cookie: `inkwell_session=${token}`, host: 'inkwell.test'}),
    );
    expect(readonly).toHaveProperty('headers');

    const session = await InkwellAuth.getSession(readonly);

    expect(session?.user.id).toBe('u1');
    expect(await InkwellAuth.getSession(HeadersAdapter.seal(HeadersAdapter.from({})))).toBeNull();
  });
});
