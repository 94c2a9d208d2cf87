/**
 * Ending sessions for real: a cookie value copied before sign-out, a role change or an
 * admin's "Sign out everywhere" is refused afterwards, by `getSession` and by the content
 * API. Sign-in runs the whole round trip against the mock OAuth server; the content API is
 * `createInkwell` on the same file store, with `getSession` from the same auth instance.
 */

import type {InkwellAuthApi} from '../api.js';
import {createInkwellAuth} from '../create-inkwell-auth.js';
import {createInkwell} from '../../server/create-inkwell.js';
import type {InkwellServer} from '../../server/types.js';
import type {MediaStorage} from '../../media/types.js';
import {
  TestBrowser,
  createTempStore,
  startMockProvider,
  testConfig,
  type MockProvider,
  type TempStore,
} from './helpers.js';

const APP = 'http://inkwell.test';

const noMedia: MediaStorage = {
  maxUploadBytes: 1,
  upload: () => Promise.reject(new Error('no media in these tests')),
  delete: () => Promise.resolve(),
};

let mock: MockProvider;
let temp: TempStore;
let auth: InkwellAuthApi;
let server: InkwellServer;

beforeAll(async () => {
  mock = await startMockProvider();
});
afterAll(async () => {
  await mock.stop();
});
beforeEach(async () => {
  temp = await createTempStore();
  auth = createInkwellAuth(testConfig(), {store: temp.store, providers: mock.endpoints});
  server = createInkwell(
    {url: APP, apiPath: '/api/inkwell', providers: {}, media: {kind: 'local', dir: 'unused', maxUploadBytes: 1}},
    {store: temp.store, media: noMedia, getSession: (request) => auth.getSession(request)},
  );
});
afterEach(async () => {
  await temp.cleanup();
});

/** Signs `email` in through the mock provider in a fresh browser and returns that browser. */
async function signedIn(email: string): Promise<TestBrowser> {
  mock.identity = {email, name: email.split('@')[0] ?? email, verified: true};
  const browser = new TestBrowser(APP, (request) =>
    new URL(request.url).pathname.startsWith('/api/auth/') ? auth.handler(request) : server.handler(request),
  );
  await browser.navigate(`${APP}/api/auth/signin/google`);
  expect(browser.cookies.has('inkwell_session')).toBe(true);
  return browser;
}

/** The raw Cookie header a browser sends now: what an attacker who copied it would replay. */
function copiedCookie(browser: TestBrowser): string {
  return browser.cookieHeader(new URL(`${APP}/`));
}

async function sessionWith(cookie: string) {
  return auth.getSession(new Request(`${APP}/`, {headers: {cookie}}));
}

async function apiWith(cookie: string, method: string, path: string): Promise<number> {
  const response = await server.handler(
    new Request(`${APP}/api/inkwell${path}`, {method, headers: {cookie, origin: APP}}),
  );
  return response.status;
}

describe('ending sessions', () => {
  it('refuses a cookie value copied before sign-out, for getSession and the content API', async () => {
    const browser = await signedIn('ada@example.com');
    const copy = copiedCookie(browser);
    expect(await apiWith(copy, 'GET', '/users')).toBe(200);

    const signOut = await browser.request(`${APP}/api/auth/signout`, {method: 'POST', headers: {origin: APP}});
    expect(signOut.status).toBe(303);

    expect(await sessionWith(copy)).toBeNull();
    expect(await apiWith(copy, 'GET', '/users')).toBe(401);
    // Signing in again works at once.
    const again = await signedIn('ada@example.com');
    expect(await apiWith(copiedCookie(again), 'GET', '/users')).toBe(200);
  });

  it('ends the sessions of a user whose role changes, and of a removed user', async () => {
    const admin = await signedIn('ada@example.com');
    await server.users.add({email: 'grace@example.com', role: 'admin'});
    const grace = await signedIn('grace@example.com');
    const graceCookie = copiedCookie(grace);
    expect((await sessionWith(graceCookie))?.user.role).toBe('admin');

    const graceId = (await server.users.getByEmail('grace@example.com'))?.id ?? '';
    await server.users.update(graceId, {name: 'Grace Hopper'});
    expect((await sessionWith(graceCookie))?.user.name).toBe('Grace Hopper');
    await server.users.update(graceId, {role: 'editor'});
    expect(await sessionWith(graceCookie)).toBeNull();

    const graceAgain = copiedCookie(await signedIn('grace@example.com'));
    expect((await sessionWith(graceAgain))?.user.role).toBe('editor');
    expect(await apiWith(copiedCookie(admin), 'DELETE', `/users/${graceId}`)).toBe(204);
    expect(await sessionWith(graceAgain)).toBeNull();
  });

  it('lets an admin sign a user out everywhere through the API, and only an admin', async () => {
    const admin = await signedIn('ada@example.com');
    await server.users.add({email: 'grace@example.com', role: 'editor'});
    const laptop = copiedCookie(await signedIn('grace@example.com'));
    const phone = copiedCookie(await signedIn('grace@example.com'));
    const graceId = (await server.users.getByEmail('grace@example.com'))?.id ?? '';

    expect(await apiWith(laptop, 'DELETE', `/users/${graceId}/sessions`)).toBe(403);
    expect(await sessionWith(laptop)).not.toBeNull();

    expect(await apiWith(copiedCookie(admin), 'DELETE', `/users/${graceId}/sessions`)).toBe(204);
    expect(await sessionWith(laptop)).toBeNull();
    expect(await sessionWith(phone)).toBeNull();
    expect(await apiWith(phone, 'GET', '/posts')).toBe(401);
    // The admin's own session is untouched.
    expect(await apiWith(copiedCookie(admin), 'GET', '/users')).toBe(200);
    expect(await apiWith(copiedCookie(admin), 'DELETE', '/users/no-such-user/sessions')).toBe(404);
  });

  it('reads the user once for a session getSession just returned, and again for one kept or made by hand', async () => {
    await signedIn('ada@example.com');
    await server.users.add({email: 'grace@example.com', role: 'admin'});
    const cookie = copiedCookie(await signedIn('grace@example.com'));
    const reads = vi.spyOn(temp.store.users, 'get');
    const session = await sessionWith(cookie);
    expect(await server.resolve('/admin/settings', {session})).toMatchObject({kind: 'settings'});
    // getSession read the user; resolve, in the same request, took the role it found.
    expect(reads).toHaveBeenCalledTimes(1);

    // The same fields in an object getSession did not return are checked against the store.
    expect(await server.resolve('/admin/settings', {session: structuredClone(session)})).toMatchObject({
      kind: 'settings',
    });
    expect(reads).toHaveBeenCalledTimes(2);

    // A session object kept past a request's span is checked again: a demoted user loses access.
    await server.users.update(session?.user.id ?? '', {role: 'editor'});
    vi.useFakeTimers({toFake: ['Date']});
    try {
      vi.setSystemTime(Date.now() + 6_000);
      expect(await server.resolve('/admin/settings', {session})).toEqual({kind: 'not-found'});
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads the user once a request: the page's getSession(headers) takes what the proxy's getSession(request) read", async () => {
    const cookie = copiedCookie(await signedIn('ada@example.com'));
    const reads = vi.spyOn(temp.store.users, 'get');
    const proxyRead = () => auth.getSession(new Request(`${APP}/blog`, {headers: {cookie}}));
    const pageRead = () => auth.getSession(new Headers({cookie}));

    const fromProxy = await proxyRead();
    expect(fromProxy?.user.email).toBe('ada@example.com');
    expect(await pageRead()).toBe(fromProxy);
    expect(reads).toHaveBeenCalledTimes(1);
    // Each proxy read serves one page: a page with no read of its own reads the store.
    expect(await pageRead()).toEqual(fromProxy);
    expect(reads).toHaveBeenCalledTimes(2);

    // Requests at once with the same cookie: a read each in their proxies, none in their pages.
    await Promise.all([proxyRead(), proxyRead(), proxyRead()]);
    const pages = await Promise.all([pageRead(), pageRead(), pageRead()]);
    expect(pages.map((session) => session?.user.email)).toEqual(Array(3).fill('ada@example.com'));
    expect(reads).toHaveBeenCalledTimes(5);
  });

  it('hands no read older than a request, none past its cookie check, and none after sign-out', async () => {
    const browser = await signedIn('ada@example.com');
    const cookie = copiedCookie(browser);
    const reads = vi.spyOn(temp.store.users, 'get');
    await auth.getSession(new Request(`${APP}/blog`, {headers: {cookie}}));
    vi.useFakeTimers({toFake: ['Date']});
    try {
      vi.setSystemTime(Date.now() + 6_000);
      expect(await auth.getSession(new Headers({cookie}))).not.toBeNull();
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }

    // The page checks the cookie itself: a tampered one gets nothing, whatever was read before.
    await auth.getSession(new Request(`${APP}/blog`, {headers: {cookie}}));
    const tampered = cookie.replace(/inkwell_session=([^;]*)/, (_all, token: string) => `inkwell_session=${token}x`);
    expect(await auth.getSession(new Headers({cookie: tampered}))).toBeNull();

    // Signed out between a proxy's read and its page: the page refuses the cookie.
    await auth.getSession(new Request(`${APP}/blog`, {headers: {cookie}}));
    const signOut = await auth.handler(
      new Request(`${APP}/api/auth/signout`, {method: 'POST', headers: {cookie, origin: APP}}),
    );
    expect(signOut.status).toBe(303);
    expect(await auth.getSession(new Headers({cookie}))).toBeNull();
  });

  it('hands no earlier read to a page once a later read finds the user removed or their sessions ended elsewhere', async () => {
    const cookie = copiedCookie(await signedIn('ada@example.com'));
    const proxyRead = () => auth.getSession(new Request(`${APP}/blog`, {headers: {cookie}}));
    const ada = await temp.store.users.findByEmail('ada@example.com');
    if (!ada) throw new Error('Signing in added no user ada@example.com');
    // A read no page took (a request for one of the app's own routes), then "Sign out
    // everywhere" by another process, which this process hears nothing of.
    expect(await proxyRead()).not.toBeNull();
    await temp.store.users.update(ada.id, (user) => ({sessionVersion: (user.sessionVersion ?? 0) + 1}));
    // The next request: its proxy finds the cookie refused, and its page must not take the earlier read.
    expect(await proxyRead()).toBeNull();
    expect(await auth.getSession(new Headers({cookie}))).toBeNull();

    // Signed in again, then removed by another process.
    const again = copiedCookie(await signedIn('ada@example.com'));
    const againRead = () => auth.getSession(new Request(`${APP}/blog`, {headers: {cookie: again}}));
    expect(await againRead()).not.toBeNull();
    await temp.store.users.delete(ada.id);
    expect(await againRead()).toBeNull();
    expect(await auth.getSession(new Headers({cookie: again}))).toBeNull();
  });
});
