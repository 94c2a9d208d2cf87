/**
 * Test fixtures for the sign-in flow: a real mock OAuth/OIDC server on 127.0.0.1, a real
 * file store in a temp dir, and a tiny browser (cookie jar + redirect following).
 */

import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {IncomingMessage} from 'node:http';
import {
  OAuth2Server,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';
import type {InkwellConfig} from '../../config.js';
import {createDataStore, type DataStore} from '../../store/index.js';
import type {ProviderId} from '../../types.js';
import type {ProviderEndpoints} from '../types.js';

export const SECRET = 'test-secret-that-is-at-least-32-characters-long';

/** What the mock's userinfo answers with; tests change it between sign-ins. */
export interface MockIdentity {
  email: string;
  name: string;
  picture?: string;
  /** OIDC `email_verified`; GitHub's `/user/emails` entry's `verified`. */
  verified: boolean;
}

export interface MockProvider {
  server: OAuth2Server;
  origin: string;
  identity: MockIdentity;
  /** Bodies of every token request the mock received, in order. */
  tokenRequests: Array<Record<string, unknown>>;
  /** Query strings of every authorize request, in order. */
  authorizeRequests: URLSearchParams[];
  /** Endpoint overrides pointing each provider at this mock. */
  endpoints: Record<ProviderId, ProviderEndpoints>;
  stop(): Promise<void>;
}

const IDENTITY_CLAIM = 'test_identity';

/** The identity the mock put in its own access token; the signature is the mock's business. */
function identityFromBearer(header: string | undefined): MockIdentity | null {
  const payload = header?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return (claims[IDENTITY_CLAIM] as MockIdentity | undefined) ?? null;
}

export async function startMockProvider(): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The mock names itself `localhost`, which may resolve to ::1 while it listens on IPv4 only.
  const origin = `http://127.0.0.1:${server.address().port}`;

  const mock: MockProvider = {
    server,
    origin,
    identity: {email: 'ada@example.com', name: 'Ada Lovelace', picture: 'https://img.example/ada.png', verified: true},
    tokenRequests: [],
    authorizeRequests: [],
    endpoints: {
      github: {
        authorization: `${origin}/authorize`,
        token: `${origin}/token`,
        // The mock has one userinfo route; the query tells its hook which GitHub API to imitate.
        userinfo: `${origin}/userinfo?github=user`,
        emails: `${origin}/userinfo?github=emails`,
      },
      google: {authorization: `${origin}/authorize`, token: `${origin}/token`, userinfo: `${origin}/userinfo`},
      microsoft: {authorization: `${origin}/authorize`, token: `${origin}/token`, userinfo: `${origin}/userinfo`},
    },
    stop: () => server.stop(),
  };

  // The identity is bound to the authorization code when the browser passes the authorize
  // endpoint, then carried in the access token, as a real provider would: sign-ins in flight
  // at the same time each see their own person.
  const byCode = new Map<string, MockIdentity>();
  server.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, req: IncomingMessage) => {
    mock.authorizeRequests.push(new URL(req.url ?? '/', origin).searchParams);
    const code = redirect.url.searchParams.get('code');
    if (code) byCode.set(code, {...mock.identity});
  });
  server.service.on('beforeTokenSigning', (token: MutableToken, req: TokenRequestIncomingMessage) => {
    const identity = byCode.get(String(req.body.code));
    if (identity) token.payload[IDENTITY_CLAIM] = identity;
  });
  server.service.on('beforeResponse', (_response: MutableResponse, req: TokenRequestIncomingMessage) => {
    mock.tokenRequests.push({...req.body});
  });
  server.service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
    const identity = identityFromBearer(req.headers.authorization);
    if (!identity) {
      response.statusCode = 401;
      response.body = {error: 'invalid_token'};
      return;
    }
    const kind = new URL(req.url ?? '/', origin).searchParams.get('github');
    if (kind === 'user') {
      response.body = {login: 'octo', id: 1, name: identity.name, avatar_url: identity.picture ?? null, email: null};
    } else if (kind === 'emails') {
      const emails = [
        {email: 'old-address@example.org', primary: false, verified: true, visibility: null},
        {email: identity.email, primary: true, verified: identity.verified, visibility: 'private'},
      ];
      // GitHub answers an array; the mock's type only allows objects, though express sends either.
      response.body = emails as unknown as Record<string, unknown>;
    } else {
      response.body = {
        sub: 'johndoe',
        email: identity.email,
        email_verified: identity.verified,
        name: identity.name,
        ...(identity.picture ? {picture: identity.picture} : {}),
      };
    }
  });
  return mock;
}

export interface TempStore {
  store: DataStore;
  dir: string;
  cleanup(): Promise<void>;
}

/** The real file store, in a fresh temp dir (never the repo). */
export async function createTempStore(): Promise<TempStore> {
  const dir = await mkdtemp(join(tmpdir(), 'inkwell-auth-'));
  const store = await createDataStore({dataStore: {kind: 'file', path: join(dir, 'content.json')}});
  return {store, dir, cleanup: () => rm(dir, {recursive: true, force: true})};
}

export function testConfig(
  overrides: Partial<InkwellConfig> = {},
): Pick<InkwellConfig, 'url' | 'secret' | 'production' | 'providers'> {
  return {
    url: 'http://inkwell.test',
    secret: SECRET,
    production: false,
    providers: {
      github: {clientId: 'github-client', clientSecret: 'github-secret'},
      google: {clientId: 'google-client', clientSecret: 'google-secret'},
      microsoft: {clientId: 'ms-client', clientSecret: 'ms-secret', tenantId: 'contoso'},
    },
    ...overrides,
  };
}

interface StoredCookie {
  value: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

/** A parsed `Set-Cookie` header, attributes keyed lower-case. */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string | true>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';');
  const index = pair.indexOf('=');
  const attributes = new Map<string, string | true>();
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=');
    attributes.set(key.toLowerCase(), value.length > 0 ? value.join('=') : true);
  }
  return {name: pair.slice(0, index).trim(), value: decodeURIComponent(pair.slice(index + 1).trim()), attributes};
}

export function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map(parseSetCookie);
}

/**
 * Just enough of a browser: keeps cookies per the `Set-Cookie` answers it sees (path and
 * `Secure` respected, `Max-Age=0` deletes) and follows redirects between the app, served
 * in-process by `app`, and the real mock server over HTTP.
 */
export class TestBrowser {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly appOrigin: string,
    private readonly app: (request: Request) => Promise<Response>,
    /** Redirects into this path prefix are followed; anywhere else on the app is the final page. */
    private readonly authPrefix = '/api/auth/',
  ) {}

  cookieHeader(url: URL): string {
    return [...this.cookies]
      .filter(([, cookie]) => url.pathname.startsWith(cookie.path) && (!cookie.secure || url.protocol === 'https:'))
      .map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`)
      .join('; ');
  }

  private remember(response: Response): void {
    for (const cookie of setCookies(response)) {
      const maxAge = cookie.attributes.get('max-age');
      if (maxAge === '0') {
        this.cookies.delete(cookie.name);
        continue;
      }
      const path = cookie.attributes.get('path');
      const sameSite = cookie.attributes.get('samesite');
      this.cookies.set(cookie.name, {
        value: cookie.value,
        path: typeof path === 'string' ? path : '/',
        secure: cookie.attributes.has('secure'),
        httpOnly: cookie.attributes.has('httponly'),
        sameSite: typeof sameSite === 'string' ? sameSite : null,
      });
    }
  }

  /** One request, no redirect following. */
  async request(href: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(href);
    if (url.origin === this.appOrigin) {
      const headers = new Headers(init.headers);
      const cookie = this.cookieHeader(url);
      if (cookie) headers.set('cookie', cookie);
      const response = await this.app(new Request(url, {...init, headers}));
      this.remember(response);
      return response;
    }
    // The mock provider gets no cookies from us: it sets none and needs none.
    return fetch(url, {...init, redirect: 'manual'});
  }

  /** Follows redirects like a browser and returns every response, last one last. */
  async navigate(href: string, init: RequestInit = {}, limit = 10): Promise<Response[]> {
    const responses: Response[] = [];
    let next: string | null = href;
    let nextInit = init;
    while (next && responses.length < limit) {
      const response: Response = await this.request(next, nextInit);
      responses.push(response);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      const target: URL = new URL(location, next);
      // Stop at the app's final page: the tests inspect that redirect, not the page behind it.
      if (target.origin === this.appOrigin && !target.pathname.startsWith(this.authPrefix)) break;
      next = target.toString();
      nextInit = {};
    }
    return responses;
  }
}
