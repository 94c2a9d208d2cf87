/**
 * JSON answers, and the mapping from every error Inkwell throws to an {@link ApiError}.
 *
 * @module
 */

// Errors are told apart by their brand, not `instanceof`: the error may come from another
// copy of this package (next dev loads one per bundle layer).
import {isErrorKind} from '../../error-kind.js';
import type {ApiError} from '../../types.js';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  // Answers depend on who asks and change with every edit; no cache may keep them.
  'cache-control': 'no-store',
};

/** A JSON answer. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {status, headers: {...JSON_HEADERS, ...headers}});
}

/** An empty `204` answer, after a delete. */
export function noContent(): Response {
  return new Response(null, {status: 204, headers: {'cache-control': 'no-store'}});
}

/** An {@link ApiError} answer. */
export function apiError(
  status: number,
  code: string,
  message: string,
  field?: string,
  headers: Record<string, string> = {},
): Response {
  const body: ApiError = {error: {code, message, ...(field !== undefined ? {field} : {})}};
  return json(body, status, headers);
}

/**
 * Turns a thrown error into its answer. Errors Inkwell does not know become a `500` whose
 * message reveals nothing about the server; the details go to the server log.
 */
export function errorResponse(error: unknown): Response {
  if (isErrorKind(error, 'HttpError')) {
    return apiError(error.status, error.code, error.message, error.field, error.headers);
  }
  if (isErrorKind(error, 'ValidationError')) return apiError(400, 'validation', error.message, error.field);
  if (isErrorKind(error, 'UploadRejectedError')) {
    return apiError(error.status, error.status === 413 ? 'too-large' : 'validation', error.message, error.field);
  }
  if (isErrorKind(error, 'LastAdminError')) return apiError(409, 'last-admin', error.message, error.field);
  if (isErrorKind(error, 'MediaInUseError')) return apiError(409, 'in-use', error.message, error.field);
  if (isErrorKind(error, 'ConflictError')) return apiError(409, 'conflict', error.message, error.field);
  if (isErrorKind(error, 'NotFoundError')) {
    return apiError(404, 'not-found', `There is no ${error.what} with this id.`);
  }
  if (isErrorKind(error, 'SetupClosedError')) return apiError(403, 'setup-closed', error.message);
  if (isErrorKind(error, 'ProviderError')) {
    // The message names tables, buckets and settings: for the developer's log, not for visitors.
    console.error(`[inkwell] ${error.provider} could not be used: ${error.message}`);
    return apiError(
      503,
      'provider-unavailable',
      `${error.provider} could not be used just now. The server log says which setting to check.`,
    );
  }
  console.error('[inkwell] Unexpected error while answering an API request:', error);
  return apiError(500, 'internal', 'Something went wrong on the server. The server log has the details.');
}
