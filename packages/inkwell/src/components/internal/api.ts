/**
 * The admin screens' one way of calling the Inkwell HTTP API and reading its `ApiError`s.
 *
 * @internal
 * @module
 */
import type {ApiError} from '../../types.js';

/** The `error` member of an {@link ApiError} body. */
export type ApiErrorDetail = ApiError['error'];

/** Outcome of {@link apiRequest}: the parsed body, or the error the API (or the network) gave. */
export type ApiResult<T> = {ok: true; status: number; data: T} | {ok: false; status: number; error: ApiErrorDetail};

/** The HTTP methods the API uses. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Whether a parsed JSON value has the shape of an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error: unknown = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string' &&
    (!('field' in error) || error.field === undefined || typeof error.field === 'string')
  );
}

/**
 * Sends a JSON request and returns the parsed answer or a readable error; it never throws.
 *
 * @remarks `fetch` is looked up on each call (not captured at import) so tests and hosts can
 * replace it. A `204 No Content` answer yields `data: undefined`; call it as
 * `apiRequest<void>` for such routes.
 */
export async function apiRequest<T>(url: string, method: ApiMethod, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await globalThis.fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? {accept: 'application/json'}
          : {accept: 'application/json', 'content-type': 'application/json'},
      ...(body === undefined ? {} : {body: JSON.stringify(body)}),
    });
  } catch {
    return {
      ok: false,
      status: 0,
      error: {
        code: 'network',
        message: 'Could not reach the server. Check your connection and try again.',
      },
    };
  }

  const text = await response.text().catch(() => '');
  let json: unknown = undefined;
  if (text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }

  if (response.ok) {
    // The API's contract fixes the body's type per route; the cast is that contract.
    return {ok: true, status: response.status, data: json as T};
  }
  if (isApiError(json)) {
    return {ok: false, status: response.status, error: json.error};
  }
  return {
    ok: false,
    status: response.status,
    error: {
      code: `http-${response.status}`,
      message: `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}. Try again in a moment.`,
    },
  };
}
