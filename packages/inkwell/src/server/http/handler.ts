/**
 * The HTTP API's request handler: routing, then the role check, then the endpoint.
 *
 * @module
 */

import type {ServerContext} from '../context.js';
import {currentRole} from '../context.js';
import {HttpError} from './errors.js';
import {checkSameOrigin} from './request.js';
import {apiError, errorResponse} from './responses.js';
import {matchRoute, type Access, type Endpoint, type Method} from './routes.js';

const METHODS: readonly Method[] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];

/** The path's segments below the mount point, or `null` when it is not below it. */
function relativeSegments(pathname: string, apiPath: string): string[] | null {
  if (pathname !== apiPath && !pathname.startsWith(`${apiPath}/`)) return null;
  try {
    return pathname
      .slice(apiPath.length)
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * Checks that the caller may use an endpoint.
 *
 * @returns The caller's user id; empty for endpoints open to anyone.
 * @throws `HttpError` 401 without a valid session, 403 for a role that may not.
 */
async function authorize(context: ServerContext, request: Request, access: Access): Promise<string> {
  if (access === 'anyone') return '';
  const session = await context.getSession(request);
  if (!session) throw new HttpError(401, 'unauthenticated', 'Sign in to do this.');
  const role = await currentRole(context, session);
  if (role === null) {
    throw new HttpError(401, 'unauthenticated', 'Your account no longer exists on this site. Sign in again.');
  }
  if (access === 'admin' && role !== 'admin') {
    throw new HttpError(403, 'forbidden', 'Only admins can do this.');
  }
  return session.user.id;
}

function findEndpoint(context: ServerContext, request: Request, url: URL): {endpoint: Endpoint; id: string} {
  const segments = relativeSegments(url.pathname, context.config.apiPath);
  const match = segments ? matchRoute(segments) : null;
  if (!match) throw new HttpError(404, 'not-found', `There is no Inkwell API route at ${url.pathname}.`);
  const endpoint = match.route.methods[request.method.toUpperCase() as Method];
  if (!endpoint) {
    const allowed = METHODS.filter((method) => match.route.methods[method]).join(', ');
    throw new HttpError(405, 'method-not-allowed', `${url.pathname} accepts ${allowed}.`, undefined, {allow: allowed});
  }
  return {endpoint, id: match.id};
}

/**
 * Builds the handler for `InkwellServer.handler`.
 *
 * @param context - Store, media, configuration and session reader.
 * @returns A Fetch-API handler that never throws: every failure is an `ApiError` answer.
 */
export function createHandler(context: ServerContext): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const url = new URL(request.url);
      const {endpoint, id} = findEndpoint(context, request, url);
      const userId = await authorize(context, request, endpoint.access);
      if (request.method.toUpperCase() !== 'GET') checkSameOrigin(request, context.config.url);
      return await endpoint.handle({context, request, url, id, userId});
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** A `500` answer for when Inkwell could not start (for example, a `ConfigError`). */
export function startupFailure(error: unknown): Response {
  console.error('[inkwell] Inkwell could not start:', error);
  return apiError(500, 'misconfigured', 'Inkwell is not configured correctly. The server log names what to fix.');
}
