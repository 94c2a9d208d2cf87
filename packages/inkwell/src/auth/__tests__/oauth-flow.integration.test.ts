/**
 * The whole sign-in round trip, driven like a browser: the app's handler in-process, the
 * provider a real mock OAuth/OIDC server on 127.0.0.1, users in a real file store.
 */

import {createHash} from 'node:crypto';
import {createInkwellAuth} from '../create-inkwell-auth.js';
import type {InkwellAuthApi, ProviderId} from '@inkwell/cms';
import type {MutableResponse} from 'oauth2-mock-server';
import type {AuthConfig} from '../types.js';
import {
  SECRET,
  TestBrowser,
  createTempStore,
  setCookies,
  startMockProvider,
  testConfig,
  type MockProvider,
  type TempStore,
} from './helpers.js';

const APP = 'http://inkwell.test';
const DAY_MS = 24 * 60 * 60 * 1000;

let mock: MockProvider;
let temp: TempStore;
let clock: Date;

beforeAll(async () => {
  mock = await startMockProvider();
});

afterAll(async () => {
  await mock.stop();
});

beforeEach(async () => {
  temp = await createTempStore();
  clock = new Date('2025-03-01T12:00:00Z');
  mock.identity = {
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    picture: 'https://img.example/ada.png',
    verified: true,
  };
  mock.tokenRequests.length = 0;
  mock.authorizeRequests.length = 0;
});

afterEach(async () => {
  await temp.cleanup();
});

function makeAuth(config: AuthConfig = testConfig()): InkwellAuthApi {
  return createInkwellAuth(config, {store: temp.store, providers: mock.endpoints, now: () => clock});
}

function browserFor(auth: InkwellAuthApi, origin = APP): TestBrowser {
  return new TestBrowser(origin, (request) => auth.handler(request));
}

/** GET signin → mock authorize → callback; returns each response, the callback's last. */
async function signIn(browser: TestBrowser, provider: ProviderId = 'google', query = '', origin = APP) {
  const responses = await browser.navigate(`${origin}/api/auth/signin/${provider}${query}`);
  const final = responses.at(-1);
  if (!final) throw new Error('no response');
  return {responses, final};
}

function sessionRequest(browser: TestBrowser, origin = APP): Request {
  const url = new URL(`${origin}/`);
  return new Request(url, {headers: {cookie: browser.cookieHeader(url)}});
}

describe('sign-in round trip', () => {
  it('makes the first person to sign in the admin and sets a session the app can read', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);

    const {responses, final} = await signIn(browser, 'google', '?callbackUrl=%2Fadmin%2Fposts%3Fpage%3D2');

    expect(responses.map((r) => r.status)).toEqual([302, 302, 302]);
    expect(responses[1]?.headers.get('location')).toMatch(
      /^http:\/\/inkwell\.test\/api\/auth\/callback\/google\?code=/,
    );
    expect(final.headers.get('location')).toBe('http://inkwell.test/admin/posts?page=2');
    expect(browser.cookies.has('inkwell_session')).toBe(true);
    // The one-time OAuth cookies are gone once the callback has used them.
    expect([...browser.cookies.keys()]).toEqual(['inkwell_session']);

    const session = await auth.getSession(sessionRequest(browser));
    expect(session?.user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      image: 'https://img.example/ada.png',
      role: 'admin',
    });
    expect(session?.expiresAt).toBe(new Date(clock.getTime() + 30 * DAY_MS).toISOString());

    const users = await temp.store.users.list();
    expect(users.items).toHaveLength(1);
    expect(users.items[0]).toMatchObject({
      email: 'ada@example.com',
      role: 'admin',
      provider: 'google',
      createdAt: clock.toISOString(),
    });
  });

  it('refuses a stranger once an admin exists, with a 403 page and no user created', async () => {
    const auth = makeAuth();
    await signIn(browserFor(auth));

    mock.identity = {email: 'mallory@example.net', name: 'Mallory', verified: true};
    const stranger = browserFor(auth);
    const {final} = await signIn(stranger);

    expect(final.status).toBe(403);
    expect(final.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await final.text();
    expect(page).toContain('This email has not been added');
    expect(page).toContain('mallory@example.net has not been added to this site');
    expect(page).toContain('Ask a site admin to add it');
    expect(stranger.cookies.has('inkwell_session')).toBe(false);
    expect(await temp.store.users.count()).toBe(1);
    expect(await temp.store.users.findByEmail('mallory@example.net')).toBeNull();
  });

  it('signs in an email the admin added as an editor, matching the email case-insensitively', async () => {
    const auth = makeAuth();
    await signIn(browserFor(auth));
    const added = await temp.store.users.create({
      id: 'editor-1',
      name: '',
      email: 'grace@example.com',
      image: null,
      role: 'editor',
      provider: null,
      createdAt: clock.toISOString(),
    });

    mock.identity = {
      email: 'Grace@Example.COM',
      name: 'Grace Hopper',
      picture: 'https://img.example/grace.png',
      verified: true,
    };
    const browser = browserFor(auth);
    const {final} = await signIn(browser, 'microsoft');

    expect(final.status).toBe(302);
    expect(final.headers.get('location')).toBe('http://inkwell.test/');
    const session = await auth.getSession(sessionRequest(browser));
    expect(session?.user).toEqual({
      id: added.id,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      image: null,
      role: 'editor',
    });
    // Name and provider filled in on first sign-in; Microsoft's picture is not a public URL.
    expect(await temp.store.users.get(added.id)).toMatchObject({
      name: 'Grace Hopper',
      provider: 'microsoft',
      image: null,
      role: 'editor',
    });
    expect(await temp.store.users.count()).toBe(2);
  });

  it('keeps a name the admin typed when the added user signs in', async () => {
    const auth = makeAuth();
    await signIn(browserFor(auth));
    await temp.store.users.create({
      id: 'e2',
      name: 'Rear Admiral Hopper',
      email: 'grace@example.com',
      image: null,
      role: 'editor',
      provider: null,
      createdAt: clock.toISOString(),
    });
    mock.identity = {email: 'grace@example.com', name: 'Grace', picture: 'https://img.example/g.png', verified: true};

    await signIn(browserFor(auth), 'google');

    expect(await temp.store.users.get('e2')).toMatchObject({
      name: 'Rear Admiral Hopper',
      image: 'https://img.example/g.png',
      provider: 'google',
    });
  });

  it('signs in with GitHub using the primary verified address from /user/emails', async () => {
    const auth = makeAuth();
    mock.identity = {
      email: 'Octo@Example.com',
      name: 'Octo Cat',
      picture: 'https://avatars.example/octo',
      verified: true,
    };
    const browser = browserFor(auth);

    const {final} = await signIn(browser, 'github');

    expect(final.status).toBe(302);
    const session = await auth.getSession(sessionRequest(browser));
    expect(session?.user).toMatchObject({
      email: 'octo@example.com',
      name: 'Octo Cat',
      image: 'https://avatars.example/octo',
      role: 'admin',
    });
    expect(mock.authorizeRequests[0]?.get('scope')).toBe('read:user user:email');
  });

  it('refuses a GitHub account whose primary email is unverified, creating no user', async () => {
    const auth = makeAuth();
    mock.identity = {email: 'octo@example.com', name: 'Octo', verified: false};

    const {final} = await signIn(browserFor(auth), 'github');

    expect(final.status).toBe(403);
    expect(await final.text()).toContain('did not share a verified email address');
    expect(await temp.store.users.count()).toBe(0);
  });

  it('refuses a Google account whose email is not verified', async () => {
    const auth = makeAuth();
    mock.identity = {email: 'ada@example.com', name: 'Ada', verified: false};

    const {final} = await signIn(browserFor(auth), 'google');

    expect(final.status).toBe(403);
    expect(await temp.store.users.count()).toBe(0);
  });

  it('uses PKCE (S256): the challenge matches the verifier the token request sends', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);

    const first = await browser.request(`${APP}/api/auth/signin/google`);
    const verifier = browser.cookies.get('inkwell_oauth_verifier')?.value;
    expect(verifier).toBeTruthy();
    const authorize = new URL(first.headers.get('location') ?? '');
    expect(authorize.origin + authorize.pathname).toBe(`${mock.origin}/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBe(
      createHash('sha256')
        .update(verifier ?? '')
        .digest('base64url'),
    );
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://inkwell.test/api/auth/callback/google');
    expect(authorize.searchParams.get('client_id')).toBe('google-client');
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');

    await browser.navigate(authorize.toString());

    expect(mock.tokenRequests).toHaveLength(1);
    expect(mock.tokenRequests[0]).toMatchObject({
      grant_type: 'authorization_code',
      code_verifier: verifier,
      redirect_uri: 'http://inkwell.test/api/auth/callback/google',
    });
    expect(browser.cookies.has('inkwell_session')).toBe(true);
  });

  it('refuses a callback whose state does not match the one the browser started with', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);
    const first = await browser.request(`${APP}/api/auth/signin/google`);
    const authorize = new URL(first.headers.get('location') ?? '');
    authorize.searchParams.set('state', 'forged-state');

    const responses = await browser.navigate(authorize.toString());
    const final = responses.at(-1);

    expect(final?.status).toBe(400);
    expect(await final?.text()).toContain('does not match the sign-in this browser started');
    expect(mock.tokenRequests).toHaveLength(0);
    expect(browser.cookies.has('inkwell_session')).toBe(false);
    expect(browser.cookies.has('inkwell_oauth_state')).toBe(false);
    expect(await temp.store.users.count()).toBe(0);
  });

  it('refuses a callback with no state cookie (another browser, or after 10 minutes)', async () => {
    const auth = makeAuth();
    const starter = browserFor(auth);
    const first = await starter.request(`${APP}/api/auth/signin/google`);
    const redirectBack = await fetch(first.headers.get('location') ?? '', {redirect: 'manual'});

    // A different browser, holding none of the starter's cookies, lands on the callback.
    const other = browserFor(auth);
    const response = await other.request(redirectBack.headers.get('location') ?? '');

    expect(response.status).toBe(400);
    expect(await response.text()).toContain('missing its security check');
    expect(mock.tokenRequests).toHaveLength(0);
  });

  it('refuses a state started for another provider', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);
    const first = await browser.request(`${APP}/api/auth/signin/github`);
    const state = new URL(first.headers.get('location') ?? '').searchParams.get('state') ?? '';

    const response = await browser.request(`${APP}/api/auth/callback/google?code=abc&state=${state}`);

    expect(response.status).toBe(400);
    expect(await response.text()).toContain('does not match the sign-in this browser started');
    expect(mock.tokenRequests).toHaveLength(0);
  });

  it('explains a sign-in the person cancelled at the provider', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);
    const first = await browser.request(`${APP}/api/auth/signin/google`);
    const state = new URL(first.headers.get('location') ?? '').searchParams.get('state') ?? '';

    const response = await browser.request(`${APP}/api/auth/callback/google?error=access_denied&state=${state}`);

    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Google ended the sign-in (access_denied)');
  });

  it('answers 400 when the provider rejects the code, without creating a user', async () => {
    const auth = makeAuth();
    mock.server.service.once('beforeResponse', (response: MutableResponse) => {
      response.statusCode = 400;
      response.body = {error: 'invalid_grant'};
    });

    const {final} = await signIn(browserFor(auth));

    expect(final.status).toBe(400);
    expect(await final.text()).toContain('invalid_grant');
    expect(await temp.store.users.count()).toBe(0);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example/steal'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a slash', 'admin'],
  ])('ignores %s as callbackUrl and returns to the site', async (_label, callbackUrl) => {
    const auth = makeAuth();
    const {final} = await signIn(browserFor(auth), 'google', `?callbackUrl=${encodeURIComponent(callbackUrl)}`);

    expect(final.status).toBe(302);
    expect(final.headers.get('location')).toBe('http://inkwell.test/');
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, 30 days, and not Secure outside production', async () => {
    const auth = makeAuth();
    const {final, responses} = await signIn(browserFor(auth));

    const session = setCookies(final).find((cookie) => cookie.name === 'inkwell_session');
    expect(session?.attributes.get('httponly')).toBe(true);
    expect(session?.attributes.get('samesite')).toBe('Lax');
    expect(session?.attributes.get('path')).toBe('/');
    expect(session?.attributes.get('max-age')).toBe(String(30 * 24 * 60 * 60));
    expect(session?.attributes.has('secure')).toBe(false);

    // The OAuth cookies: short-lived, HttpOnly, Lax, scoped to the auth routes.
    const oauth = setCookies(responses[0] ?? new Response());
    expect(oauth.map((cookie) => cookie.name).sort()).toEqual([
      'inkwell_oauth_callback',
      'inkwell_oauth_state',
      'inkwell_oauth_verifier',
    ]);
    for (const cookie of oauth) {
      expect(cookie.attributes.get('max-age')).toBe('600');
      expect(cookie.attributes.get('httponly')).toBe(true);
      expect(cookie.attributes.get('samesite')).toBe('Lax');
      expect(cookie.attributes.get('path')).toBe('/api/auth');
      expect(cookie.attributes.has('secure')).toBe(false);
    }
  });

  it('is Secure in production, as are the OAuth cookies', async () => {
    const origin = 'https://blog.example.com';
    const auth = makeAuth(testConfig({url: origin, production: true}));
    const browser = browserFor(auth, origin);

    const {responses, final} = await signIn(browser, 'google', '', origin);

    expect(final.status).toBe(302);
    for (const cookie of [...setCookies(responses[0] ?? new Response()), ...setCookies(final)]) {
      expect(cookie.attributes.get('secure')).toBe(true);
    }
    expect(await auth.getSession(sessionRequest(browser, origin))).not.toBeNull();
  });

  it('is refused once expired', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);
    await signIn(browser);
    expect(await auth.getSession(sessionRequest(browser))).not.toBeNull();

    clock = new Date(clock.getTime() + 30 * DAY_MS + 1000);

    expect(await auth.getSession(sessionRequest(browser))).toBeNull();
  });

  it('is refused when tampered with, signed with another key, or unsigned', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);
    await signIn(browser);
    const token = browser.cookies.get('inkwell_session')?.value ?? '';
    const [header = '', payload = '', signature = ''] = token.split('.');
    const withCookie = (value: string) => new Headers({cookie: `inkwell_session=${value}`});

    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({...claims, sub: 'someone-else'})).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const noneHeader = Buffer.from(JSON.stringify({alg: 'none', typ: 'JWT'})).toString('base64url');

    expect(await auth.getSession(withCookie(token))).not.toBeNull();
    expect(await auth.getSession(withCookie(`${header}.${forgedPayload}.${signature}`))).toBeNull();
    expect(await auth.getSession(withCookie(`${header}.${payload}.${flipped}`))).toBeNull();
    expect(await auth.getSession(withCookie(`${noneHeader}.${payload}.`))).toBeNull();
    expect(await auth.getSession(withCookie('not-a-jwt'))).toBeNull();
    expect(await auth.getSession(new Headers())).toBeNull();

    const otherKey = createInkwellAuth(testConfig({secret: `${SECRET}-but-different`}), {
      store: temp.store,
      now: () => clock,
    });
    expect(await otherKey.getSession(withCookie(token))).toBeNull();
  });

  it('follows the store: a role change applies and a removed user is signed out', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);
    await signIn(browser);
    const request = () => sessionRequest(browser);
    const session = await auth.getSession(request());
    const id = session?.user.id ?? '';

    await temp.store.users.update(id, {role: 'editor', name: 'Countess Ada'});
    expect((await auth.getSession(request()))?.user).toMatchObject({role: 'editor', name: 'Countess Ada'});

    await temp.store.users.delete(id);
    expect(await auth.getSession(request())).toBeNull();

    // The session route also tells the browser to drop the dead cookie.
    const response = await browser.request(`${APP}/api/auth/session`);
    expect(await response.json()).toBeNull();
    expect(browser.cookies.has('inkwell_session')).toBe(false);
  });
});

describe('routes', () => {
  it('GET /session answers the session as JSON, or null', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);

    const before = await browser.request(`${APP}/api/auth/session`);
    expect(before.status).toBe(200);
    expect(await before.json()).toBeNull();

    await signIn(browser);
    const after = await browser.request(`${APP}/api/auth/session`);
    expect(after.headers.get('cache-control')).toBe('no-store');
    expect(await after.json()).toMatchObject({user: {email: 'ada@example.com', role: 'admin'}});
  });

  it('POST /signout clears the session cookie and redirects home', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);
    await signIn(browser);

    const response = await browser.request(`${APP}/api/auth/signout`, {method: 'POST', headers: {origin: APP}});

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://inkwell.test/');
    const cleared = setCookies(response).find((cookie) => cookie.name === 'inkwell_session');
    expect(cleared).toMatchObject({value: ''});
    expect(cleared?.attributes.get('max-age')).toBe('0');
    expect(cleared?.attributes.get('path')).toBe('/');
    expect(browser.cookies.has('inkwell_session')).toBe(false);
    expect(await auth.getSession(sessionRequest(browser))).toBeNull();
  });

  it('refuses a cross-site sign-out and a GET sign-out', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);
    await signIn(browser);

    const crossSite = await browser.request(`${APP}/api/auth/signout`, {
      method: 'POST',
      headers: {origin: 'https://evil.example'},
    });
    expect(crossSite.status).toBe(403);
    // A browser that sends no Origin still says where the request came from.
    for (const fetchSite of ['cross-site', 'same-site']) {
      const withoutOrigin = await browser.request(`${APP}/api/auth/signout`, {
        method: 'POST',
        headers: {'sec-fetch-site': fetchSite},
      });
      expect(withoutOrigin.status, fetchSite).toBe(403);
      expect(await withoutOrigin.json()).toEqual({
        error: {code: 'forbidden', message: 'Sign-out must come from this site.'},
      });
    }
    expect(await auth.getSession(sessionRequest(browser))).not.toBeNull();
    const viaGet = await browser.request(`${APP}/api/auth/signout`);
    expect(viaGet.status).toBe(405);
    expect(viaGet.headers.get('allow')).toBe('POST');
    expect(browser.cookies.has('inkwell_session')).toBe(true);
  });

  it('answers 404 naming the environment variables for a provider that is not configured', async () => {
    const auth = makeAuth(testConfig({providers: {github: {clientId: 'id', clientSecret: 'secret'}}}));
    expect(auth.providers).toEqual(['github']);

    const google = await auth.handler(new Request(`${APP}/api/auth/signin/google`));
    expect(google.status).toBe(404);
    expect(await google.json()).toEqual({
      error: {
        code: 'provider-not-configured',
        message:
          'Sign-in with Google is not configured. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, then restart the server.',
      },
    });

    const microsoft = await auth.handler(new Request(`${APP}/api/auth/callback/microsoft?code=x&state=y`));
    expect(microsoft.status).toBe(404);
    expect(((await microsoft.json()) as {error: {message: string}}).error.message).toContain(
      'MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET (and optionally MICROSOFT_TENANT_ID',
    );
  });

  it('answers 404 for an unknown provider or route', async () => {
    const auth = makeAuth();
    const unknown = await auth.handler(new Request(`${APP}/api/auth/signin/twitter`));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({error: {code: 'not-found'}});
    expect((await auth.handler(new Request(`${APP}/api/auth/nope`))).status).toBe(404);
    expect((await auth.handler(new Request(`${APP}/api/auth/session/extra`))).status).toBe(404);
    expect((await auth.handler(new Request(`${APP}/api/auth/signin/%E0%A4%A`))).status).toBe(404);
  });

  it('serves the routes under another base path, and under a site path prefix', async () => {
    const auth = createInkwellAuth(testConfig({url: 'http://inkwell.test/blog'}), {
      store: temp.store,
      providers: mock.endpoints,
      now: () => clock,
      basePath: '/auth/',
    });
    const browser = new TestBrowser(APP, (request) => auth.handler(request), '/blog/auth/');

    const first = await browser.request(`${APP}/blog/auth/signin/google?callbackUrl=/blog/admin`);
    expect(new URL(first.headers.get('location') ?? '').searchParams.get('redirect_uri')).toBe(
      'http://inkwell.test/blog/auth/callback/google',
    );
    expect(browser.cookies.get('inkwell_oauth_state')?.path).toBe('/blog/auth');

    const responses = await browser.navigate(first.headers.get('location') ?? '');
    expect(responses.at(-1)?.headers.get('location')).toBe('http://inkwell.test/blog/admin');
    expect(await auth.getSession(sessionRequest(browser))).not.toBeNull();
  });

  it('accepts the callbackUrl from a POSTed sign-in form', async () => {
    const auth = makeAuth();
    const browser = browserFor(auth);

    const first = await browser.request(`${APP}/api/auth/signin/google`, {
      method: 'POST',
      body: new URLSearchParams({callbackUrl: '/admin/users'}),
    });
    const responses = await browser.navigate(first.headers.get('location') ?? '');

    expect(responses.at(-1)?.headers.get('location')).toBe('http://inkwell.test/admin/users');
  });
});

describe('first sign-in', () => {
  it('makes only one admin when two people finish their first sign-in at the same moment', async () => {
    const auth = makeAuth();
    const ada = browserFor(auth);
    const bob = browserFor(auth);
    // Both pass the provider before either comes back, so both callbacks find an empty store.
    const throughProvider = async (browser: TestBrowser) => {
      const start = await browser.request(`${APP}/api/auth/signin/google`);
      const back = await browser.request(start.headers.get('location') ?? '');
      return back.headers.get('location') ?? '';
    };
    mock.identity = {email: 'ada@example.com', name: 'Ada', verified: true};
    const adaCallback = await throughProvider(ada);
    mock.identity = {email: 'bob@example.com', name: 'Bob', verified: true};
    const bobCallback = await throughProvider(bob);

    const [adaDone, bobDone] = await Promise.all([ada.request(adaCallback), bob.request(bobCallback)]);

    expect([adaDone.status, bobDone.status].sort()).toEqual([302, 403]);
    const users = await temp.store.users.list();
    expect(users.items).toHaveLength(1);
    expect(users.items[0]?.role).toBe('admin');
  });
});
