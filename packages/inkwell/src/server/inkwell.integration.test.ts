import {readFile, readdir} from 'node:fs/promises';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

import {ConfigError} from '../config.js';
import {ProviderError} from '../provider-error.js';
import {tempDir} from '../store/__tests__/fixtures.js';
import {closedPort} from '../store/__tests__/servers.js';
import {PNG} from '../media/__tests__/samples.js';

// Each test imports the whole package afresh (vi.resetModules), components included: the
// first, cold import takes about 5 s when the full suite runs in parallel.
vi.setConfig({testTimeout: 30_000});

const here = dirname(fileURLToPath(import.meta.url));

/** Relative modules a file imports at load time (not `import type`, not `import()`). */
function staticImports(source: string): string[] {
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+|node:[^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

async function loadGraph(entry: string, seen = new Set<string>()): Promise<string[]> {
  if (seen.has(entry)) return [];
  seen.add(entry);
  const specifiers = staticImports(await readFile(entry, 'utf8'));
  const nodeImports = specifiers.filter((specifier) => specifier.startsWith('node:')).map((s) => `${entry} -> ${s}`);
  for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
    nodeImports.push(...(await loadGraph(resolve(dirname(entry), specifier.replace(/\.js$/, '.ts')), seen)));
  }
  return nodeImports;
}

describe('Inkwell module', () => {
  it('loads no Node-only module at import time, so a bundler can include it', async () => {
    expect(await loadGraph(join(here, 'inkwell.ts'))).toEqual([]);
  });
});

describe('Inkwell, configured from the environment', () => {
  let dir: string;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({dir, cleanup} = await tempDir());
    vi.resetModules();
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('INKWELL_URL', 'http://localhost:3000');
    vi.stubEnv('INKWELL_SECRET', 's'.repeat(40));
    vi.stubEnv('INKWELL_DATA_FILE', join(dir, 'content.json'));
    vi.stubEnv('INKWELL_MEDIA_DIR', join(dir, 'uploads'));
    vi.stubEnv('GITHUB_CLIENT_ID', 'gh-id');
    vi.stubEnv('GITHUB_CLIENT_SECRET', 'gh-secret');
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await cleanup();
  });

  it('reads nothing at import; a bad environment fails on first use with ConfigError, and is retried', async () => {
    vi.stubEnv('INKWELL_SECRET', 'too-short');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const {Inkwell} = await import('@inkwell/cms');
    expect(await readdir(dir)).toEqual([]);

    const error = await Inkwell.resolve('/').catch((caught: unknown) => caught);
    // vi.resetModules gives the fresh import its own copy of the class, so compare by name.
    expect(error).toMatchObject({name: ConfigError.name});
    expect((error as Error).message).toContain('INKWELL_SECRET must be at least 32 characters');
    const response = await Inkwell.handler(new Request('http://localhost:3000/api/inkwell/site'));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({error: {code: 'misconfigured'}});
    expect(errors).toHaveBeenCalled();

    vi.stubEnv('INKWELL_SECRET', 's'.repeat(40));
    expect(await Inkwell.resolve('/')).toMatchObject({kind: 'post-list'});
  });

  it('in production, refuses to serve a session forged with the published development key', async () => {
    const {loadConfig} = await import('../config.js');
    const developmentKey = loadConfig({}).secret;
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('INKWELL_URL', 'https://blog.example.com');
    vi.stubEnv('INKWELL_SECRET', developmentKey);
    vi.stubEnv('INKWELL_DATA_STORE', 'file');
    vi.stubEnv('INKWELL_MEDIA_STORAGE', 'local');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const {createDataStore} = await import('../store/index.js');
    const {createSessionToken} = await import('../auth/session.js');
    const store = await createDataStore({dataStore: {kind: 'file', path: join(dir, 'content.json')}});
    await store.users.create({
      id: 'admin-1',
      name: 'Ada',
      email: 'ada@example.com',
      image: null,
      role: 'admin',
      provider: 'github',
      createdAt: new Date().toISOString(),
    });
    // What an attacker can do with the key from Inkwell's source.
    const {token} = await createSessionToken('admin-1', developmentKey, new Date());

    const {Inkwell} = await import('@inkwell/cms');
    const response = await Inkwell.handler(
      new Request('https://blog.example.com/api/inkwell/users', {headers: {cookie: `inkwell_session=${token}`}}),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({error: {code: 'misconfigured'}});
  });

  it('serves content from the configured file store through every member', async () => {
    const {Inkwell} = await import('@inkwell/cms');
    const admin = await Inkwell.users.add({email: 'admin@example.com', role: 'admin'});
    const post = await Inkwell.posts.create({title: 'From env', status: 'published'}, {author: admin.id});
    await Inkwell.pages.create({title: 'About', status: 'published', showInNav: true});
    await Inkwell.site.update({name: 'Env site', description: ''});

    const onDisk = JSON.parse(await readFile(join(dir, 'content.json'), 'utf8')) as {posts: unknown[]};
    expect(onDisk.posts).toHaveLength(1);
    expect(await Inkwell.resolve('/blog/from-env')).toEqual({kind: 'post', post});
    expect(await Inkwell.posts.getBySlug('from-env')).toEqual(post);
    expect(await Inkwell.navigation()).toEqual([{title: 'About', href: '/about'}]);
    expect(await Inkwell.site.get()).toEqual({name: 'Env site', description: ''});
    expect(await Inkwell.site.needsSetup()).toBe(false);
    expect((await Inkwell.users.list()).map((user) => user.email)).toEqual(['admin@example.com']);

    const stored = await Inkwell.media.upload({name: 'a.png', type: 'image/png', bytes: PNG});
    expect(await readdir(join(dir, 'uploads'))).toEqual([stored.key]);
    await Inkwell.media.delete(stored.id);
    expect(await readdir(join(dir, 'uploads'))).toEqual([]);
  });

  it('answers the HTTP API, reading the session through InkwellAuth', async () => {
    const {Inkwell} = await import('@inkwell/cms');
    const site = await Inkwell.routeHandlers.GET(new Request('http://localhost:3000/api/inkwell/site'));
    expect(site.status).toBe(404);
    // No session cookie: InkwellAuth.getSession finds no session, so writes are refused.
    const write = await Inkwell.routeHandlers.POST(
      new Request('http://localhost:3000/api/inkwell/posts', {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({title: 'Anonymous'}),
      }),
    );
    expect(write.status).toBe(401);
    expect(await Inkwell.posts.list({includeDrafts: true})).toMatchObject({total: 0});
  });

  it('keeps reads working when the media provider cannot be reached, and says which setting to check on upload', async () => {
    vi.stubEnv('INKWELL_MEDIA_STORAGE', 's3');
    vi.stubEnv('S3_BUCKET', 'bucket');
    vi.stubEnv('AWS_REGION', 'eu-west-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test-key');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret');
    vi.stubEnv('S3_ENDPOINT', `http://127.0.0.1:${await closedPort()}`);
    const {Inkwell} = await import('@inkwell/cms');
    expect(await Inkwell.resolve('/blog')).toMatchObject({kind: 'post-list'});
    const error = await Inkwell.media
      .upload({name: 'a.png', type: 'image/png', bytes: PNG})
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({name: ProviderError.name, settings: ['S3_ENDPOINT']});
    expect((error as Error).message).toMatch(/^Could not reach S3 at http:\/\/127\.0\.0\.1:\d+\. Check S3_ENDPOINT/);
  });

  it('fails a data store that cannot be reached with a message naming the setting, not a crash', async () => {
    vi.stubEnv('INKWELL_DATA_STORE', 'mongodb');
    vi.stubEnv('MONGODB_URI', `mongodb://127.0.0.1:${await closedPort()}/?serverSelectionTimeoutMS=300`);
    vi.stubEnv('MONGODB_DB', 'blog');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const {Inkwell} = await import('@inkwell/cms');
    await expect(Inkwell.posts.list()).rejects.toThrow(/Could not reach MongoDB at the host in MONGODB_URI/);
    const response = await Inkwell.handler(new Request('http://localhost:3000/api/inkwell/site'));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({error: {code: 'provider-unavailable'}});
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/MongoDB could not be used: Could not reach MongoDB/);
  });
});
