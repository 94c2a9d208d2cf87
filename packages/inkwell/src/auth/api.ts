/**
 * The public shape of sign-in, shared by {@link InkwellAuth} and `createInkwellAuth`.
 *
 * @module
 */

import type {ProviderId, Session} from '../types.js';

/**
 * The shape of {@link InkwellAuth}: the sign-in routes, the session reader and the list of
 * configured providers.
 *
 * @remarks
 * Routes, relative to where the handler is mounted (`/api/auth`):
 *
 * | method and path | what it does |
 * |---|---|
 * | `GET /signin/:provider?callbackUrl=/path` | Starts OAuth with `github`, `google` or `microsoft`: sets short-lived `state` and PKCE cookies and redirects to the provider. `callbackUrl` is kept only if it is a path on this site. |
 * | `GET /callback/:provider` | Where the provider sends the browser back. Register `${INKWELL_URL}/api/auth/callback/<provider>` with each provider. |
 * | `POST /signout` | Clears the session cookie and redirects to `/`. |
 * | `GET /session` | The {@link Session} as JSON, or `null`. |
 *
 * Sign-in rules: while the store has no user, the first person to sign in becomes the
 * `admin`. After that only emails an admin has added may sign in; anyone else gets a 403
 * page telling them to ask a site admin, and no user is created.
 *
 * The session is the `inkwell_session` cookie: a JWT signed (HS256) with `INKWELL_SECRET`,
 * `HttpOnly`, `SameSite=Lax`, `Path=/`, `Secure` when `NODE_ENV=production`, valid 30 days.
 *
 * @example
 * Mount the routes in a Next.js (App Router) project:
 * ```ts
 * // app/api/auth/[...path]/route.ts
 * import {InkwellAuth} from '@inkwell/cms';
 *
 * export const {GET, POST} = InkwellAuth.routeHandlers;
 * ```
 */
export interface InkwellAuthApi {
  /**
   * Answers a request to one of the sign-in routes.
   *
   * @remarks
   * A provider whose client id and secret are not set answers `404` with a JSON
   * `ApiError` naming the environment variables to set. A callback whose `state` is missing
   * or does not match the one this browser started with answers `400`; a person whose email
   * has not been added answers `403`. Both are short HTML pages, since a person reads them.
   *
   * @param request - A Fetch-API request whose path starts with `/api/auth/`.
   * @returns A redirect, a JSON answer or an HTML error page.
   * @throws `ConfigError` on first use when the environment is incomplete or malformed.
   *
   * @example
   * Serve the routes from any Fetch-API server, here Node with `@hono/node-server`:
   * ```ts
   * import {serve} from '@hono/node-server';
   * import {InkwellAuth} from '@inkwell/cms';
   *
   * serve({
   *   port: 3000,
   *   fetch: (request) =>
   *     new URL(request.url).pathname.startsWith('/api/auth/')
   *       ? InkwellAuth.handler(request)
   *       : new Response('Not found', {status: 404}),
   * });
   * ```
   */
  handler(request: Request): Promise<Response>;

  /**
   * The handler under the names a Next.js route file exports.
   *
   * @example
   * ```ts
   * // app/api/auth/[...path]/route.ts
   * import {InkwellAuth} from '@inkwell/cms';
   *
   * export const {GET, POST} = InkwellAuth.routeHandlers;
   * ```
   */
  readonly routeHandlers: {
    /**
     * Serves `GET /signin/:provider`, `/callback/:provider` and `/session`; the same function as {@link InkwellAuthApi.handler}.
     *
     * @param request - The incoming request.
     * @returns The route's answer.
     */
    readonly GET: (request: Request) => Promise<Response>;
    /**
     * Serves `POST /signout` (and `POST /signin/:provider` from a form); the same function as {@link InkwellAuthApi.handler}.
     *
     * @param request - The incoming request.
     * @returns The route's answer.
     */
    readonly POST: (request: Request) => Promise<Response>;
  };

  /**
   * Reads the signed-in person from the `inkwell_session` cookie.
   *
   * @remarks
   * The user's name, email, image and role are read from the data store once per request, so
   * removing a user signs them out at once and a role change applies to the next request.
   * A missing, expired, tampered or foreign-key cookie gives `null`, never an error.
   *
   * Called with a `Request` (a Next.js proxy, a route handler), it reads the store and leaves
   * the session for the page of the same request; called with the `Headers` of `headers()` (a
   * server component), it checks the cookie's signature and expiry, then takes a session that
   * a call with a `Request` read for the same cookie within the last 5 seconds, if one is
   * waiting (each read serves one call), rather than reading the store again. A sign-out
   * through this process drops the sessions waiting for its user, and a read that finds the
   * cookie refused (its user removed, or their sessions ended) drops the one waiting for it.
   *
   * @param source - The incoming `Request`, or its `Headers` (what Next.js's `headers()` gives a server component).
   * @returns The {@link Session}, or `null` when nobody valid is signed in.
   * @throws `ConfigError` on first use when the environment is incomplete or malformed.
   *
   * @example
   * In a page of your own, shaped as the one in
   * [Add to an existing project](/docs/getting-started/add-to-existing-project#show-the-toolbar-on-your-own-pages-too):
   * the part that reads the request renders per request, inside `Suspense`, and the rest of
   * the page is still prerendered. The proxy of the getting-started guide reads the session
   * with the `Request` (see {@link ResolveOptions.handToPage}).
   * ```tsx
   * // app/pricing/page.tsx
   * import {Suspense} from 'react';
   * import {headers} from 'next/headers';
   * import {connection} from 'next/server';
   * import {InkwellAuth} from '@inkwell/cms';
   *
   * export default function Pricing() {
   *   return (
   *     <>
   *       <Suspense>
   *         <SignedIn />
   *       </Suspense>
   *       <h1>Pricing</h1>
   *     </>
   *   );
   * }
   *
   * async function SignedIn() {
   *   await connection();
   *   const session = await InkwellAuth.getSession(await headers());
   *   return session ? (
   *     <form action="/api/auth/signout" method="post">
   *       <button type="submit">Sign out {session.user.name}</button>
   *     </form>
   *   ) : (
   *     <a href="/api/auth/signin/github?callbackUrl=/pricing">Sign in with GitHub</a>
   *   );
   * }
   * ```
   */
  getSession(source: Request | Headers): Promise<Session | null>;

  /**
   * The sign-in providers whose client id and secret are set, in the order `github`, `google`, `microsoft`.
   *
   * @remarks
   * Reading it loads the configuration from the environment if that has not happened yet,
   * and throws `ConfigError` if the environment is incomplete or malformed.
   *
   * @example
   * ```ts
   * import {InkwellAuth} from '@inkwell/cms';
   *
   * // With GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET set, and no other pair:
   * console.log(InkwellAuth.providers); // ['github']
   * ```
   */
  readonly providers: readonly ProviderId[];
}
