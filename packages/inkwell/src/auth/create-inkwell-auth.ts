/**
 * Sign-in for one configuration and one store: the routes, `getSession` and the
 * configured providers. {@link InkwellAuth} wraps this with configuration from `process.env`.
 *
 * @module
 */

import type {Session, User} from '../types.js';
import type {InkwellAuthApi} from './api.js';
import {deleteCookie, parseCookies} from './cookies.js';
import {completeSignIn, startSignIn, type FlowContext} from './flow.js';
import {PROVIDER_IDS, configuredProviderIds, getDescriptor, isProviderId, resolveProvider} from './providers.js';
import {apiError, jsonResponse, redirectResponse} from './responses.js';
import {endSessions} from '../content/users.js';
import {mediaTypeEssence} from '../media-type.js';
import {CROSS_SITE_SIGN_OUT_MESSAGE, crossSiteRequest} from '../server/http/same-origin.js';
import {
  dropHandedSession,
  dropHandedSessions,
  handSession,
  markSessionRead,
  takeHandedSession,
} from './fresh-sessions.js';
import {admitUser} from './rules.js';
import {SESSION_COOKIE, readSessionToken, sessionVersionOf, type SessionClaims} from './session.js';
import type {AuthConfig, AuthDeps} from './types.js';
import {parseSiteUrl, siteHref} from './urls.js';

export const DEFAULT_AUTH_BASE_PATH = '/api/auth';

function headersOf(source: Request | Headers): Headers {
  // Duck-typed rather than `instanceof`: Next.js and edge runtimes may hand over objects from
  // another realm or subclasses. Asked by `get`, not by `headers`: the read-only headers
  // Next.js `headers()` returns have their own `headers` property (a plain object), and a
  // Request has no `get`.
  return typeof (source as Partial<Headers>).get === 'function' ? (source as Headers) : (source as Request).headers;
}

function toSession(user: User, expiresAt: Date): Session {
  return {
    user: {id: user.id, name: user.name, email: user.email, image: user.image, role: user.role},
    expiresAt: expiresAt.toISOString(),
  };
}

function normaliseBasePath(basePath: string): string {
  const trimmed = `/${basePath.replace(/^\/+|\/+$/g, '')}`;
  return trimmed === '/' ? '' : trimmed;
}

async function formField(request: Request, name: string): Promise<string | null> {
  const type = mediaTypeEssence(request.headers.get('content-type') ?? '');
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return null;
  try {
    const value = (await request.formData()).get(name);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Creates the sign-in routes and session reader for a configuration and a data store.
 *
 * @param config - Site URL, session secret, production flag and provider credentials.
 * @param deps - The data store, and for tests: endpoint overrides, a clock and a base path.
 * @returns The handler (also as Next.js `routeHandlers`), `getSession` and the configured providers.
 */
export function createInkwellAuth(config: AuthConfig, deps: AuthDeps): InkwellAuthApi {
  const {store} = deps;
  const now = deps.now ?? (() => new Date());
  const basePath = normaliseBasePath(deps.basePath ?? DEFAULT_AUTH_BASE_PATH);
  const site = parseSiteUrl(config.url);
  const providers = Object.freeze(configuredProviderIds(config));

  // Sign-ins through one instance run one at a time, so two people finishing their first
  // sign-in together cannot both find an empty store and both become admin.
  let admitQueue: Promise<unknown> = Promise.resolve();
  const admit: FlowContext['admit'] = (input) => {
    const result = admitQueue.then(() => admitUser({...input, store}));
    admitQueue = result.catch(() => undefined);
    return result;
  };
  const ctx: FlowContext = {config, site, basePath, now, admit};

  const sessionCookieAttributes = {path: '/', secure: config.production};

  /** The session cookie of a request, if it has one. */
  function sessionToken(source: Request | Headers): string | undefined {
    return parseCookies(headersOf(source).get('cookie')).get(SESSION_COOKIE);
  }

  /** The user valid session claims name, unless the user is gone or their sessions were ended since. */
  async function userOf(claims: SessionClaims): Promise<User | null> {
    const user = await store.users.get(claims.userId);
    // Checked on every request: sign-out, a role change or "Sign out everywhere" moved the
    // user's version on, so every cookie issued before it is refused.
    return user && sessionVersionOf(user) === claims.sessionVersion ? user : null;
  }

  /** The user a session cookie names, if the cookie is valid and its sessions were not ended since. */
  async function sessionUser(token: string | undefined): Promise<{user: User; claims: SessionClaims} | null> {
    if (!token) return null;
    const claims = await readSessionToken(token, config.secret, now());
    const user = claims && (await userOf(claims));
    return claims && user ? {user, claims} : null;
  }

  async function getSession(source: Request | Headers): Promise<Session | null> {
    const token = sessionToken(source);
    if (!token) return null;
    // Called with a server component's headers (a Request has no `get`): the proxy of this
    // request read this cookie's user a moment ago, so that read serves here. The cookie's
    // signature and expiry are checked again all the same.
    const fromHeaders = typeof (source as Partial<Headers>).get === 'function';
    const claims = await readSessionToken(token, config.secret, now());
    if (!claims) {
      dropHandedSession(token);
      return null;
    }
    if (fromHeaders) {
      const waiting = takeHandedSession(token, now().getTime());
      if (waiting) return waiting;
    }
    const readAt = now().getTime();
    const user = await userOf(claims);
    if (!user) {
      // Removed, or their sessions ended since an earlier read: a page must not take that read.
      dropHandedSession(token);
      return null;
    }
    const session = toSession(user, claims.expiresAt);
    markSessionRead(session, now().getTime());
    // Read for a request (a proxy, a route handler): left for the page of the same request.
    if (!fromHeaders) handSession(token, session, readAt);
    return session;
  }

  /** Segments after the base path, or `null` when the request is not for these routes. */
  function routeOf(pathname: string): string[] | null {
    // Accept the path with and without INKWELL_URL's prefix: frameworks differ in whether
    // request.url still carries a base path.
    for (const base of new Set([`${site.prefix}${basePath}`, basePath])) {
      if (pathname === base || pathname.startsWith(`${base}/`)) {
        try {
          return pathname.slice(base.length).split('/').filter(Boolean).map(decodeURIComponent);
        } catch {
          return null; // a malformed %-escape names no route
        }
      }
    }
    return null;
  }

  function providerOrError(id: string | undefined) {
    if (!id || !isProviderId(id)) {
      return apiError(
        404,
        'not-found',
        `Unknown sign-in provider "${id ?? ''}". Inkwell signs in with ${PROVIDER_IDS.join(', ')}.`,
      );
    }
    const provider = resolveProvider(id, config, deps.providers);
    if (!provider) {
      const {label, envVars, optionalEnvVars} = getDescriptor(id);
      const hint = optionalEnvVars ? ` (and optionally ${optionalEnvVars})` : '';
      return apiError(
        404,
        'provider-not-configured',
        `Sign-in with ${label} is not configured. Set ${envVars.join(' and ')}${hint}, then restart the server.`,
      );
    }
    return provider;
  }

  function methodNotAllowed(allowed: string): Response {
    return apiError(405, 'method-not-allowed', `Use ${allowed} for this route.`, {Allow: allowed});
  }

  async function handler(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const route = routeOf(url.pathname);
    const [action, param, ...rest] = route ?? [];
    const method = request.method.toUpperCase();
    if (!route || rest.length > 0) return apiError(404, 'not-found', `No sign-in route at ${url.pathname}.`);

    switch (action) {
      case 'signin': {
        if (method !== 'GET' && method !== 'POST') return methodNotAllowed('GET, POST');
        const provider = providerOrError(param);
        if (provider instanceof Response) return provider;
        const callbackUrl =
          url.searchParams.get('callbackUrl') ?? (method === 'POST' ? await formField(request, 'callbackUrl') : null);
        return startSignIn(ctx, provider, callbackUrl);
      }
      case 'callback': {
        if (method !== 'GET') return methodNotAllowed('GET');
        const provider = providerOrError(param);
        if (provider instanceof Response) return provider;
        return completeSignIn(ctx, provider, request);
      }
      case 'signout': {
        if (param !== undefined) break;
        if (method !== 'POST') return methodNotAllowed('POST');
        // Another site must not be able to sign people out: the same rule as every write.
        if (crossSiteRequest(request, config.url)) {
          return apiError(403, 'forbidden', CROSS_SITE_SIGN_OUT_MESSAGE);
        }
        // Clearing the cookie is not enough: a copy of its value (another device, a stolen
        // cookie) would keep working for 30 days. Ending the user's sessions refuses them all.
        const signedIn = await sessionUser(sessionToken(request));
        if (signedIn) {
          await endSessions(store, signedIn.user.id);
          dropHandedSessions(signedIn.user.id);
        }
        return redirectResponse(siteHref(site, '/'), [deleteCookie(SESSION_COOKIE, sessionCookieAttributes)], 303);
      }
      case 'session': {
        if (param !== undefined) break;
        if (method !== 'GET') return methodNotAllowed('GET');
        const session = await getSession(request);
        const hadCookie = parseCookies(request.headers.get('cookie')).has(SESSION_COOKIE);
        // A cookie that no longer names a session (expired, removed user) is dropped so
        // the browser stops sending it.
        return jsonResponse(
          200,
          session,
          session || !hadCookie ? [] : [deleteCookie(SESSION_COOKIE, sessionCookieAttributes)],
        );
      }
    }
    return apiError(404, 'not-found', `No sign-in route at ${url.pathname}.`);
  }

  return {handler, routeHandlers: {GET: handler, POST: handler}, getSession, providers};
}
