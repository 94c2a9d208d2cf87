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
 * @remarks Without `send`, `fetch` is looked up on each call (not captured at import) so tests
 * and hosts can replace it. A `204 No Content` answer yields `data: undefined`; call it as
 * `apiRequest<void>` for such routes.
 *
 * @param send - The `SiteProvider`'s `fetch`, when it has one.
 */
export async function apiRequest<T>(
  url: string,
  method: ApiMethod,
  body?: unknown,
  send?: (request: Request) => Promise<Response>,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? {accept: 'application/json'}
          : {accept: 'application/json', 'content-type': 'application/json'},
      ...(body === undefined ? {} : {body: JSON.stringify(body)}),
    };
    response = send ? await send(new Request(absoluteUrl(url), init)) : await globalThis.fetch(url, init);
  } catch {
    return {ok: false, status: 0, error: NETWORK_ERROR};
  }

  const text = await response.text().catch(() => '');
  return apiResult<T>(response.status, response.statusText, text);
}

/**
 * `url` resolved against the page's address: a `Request` needs an absolute URL, and the
 * screens name the API by its path.
 */
export function absoluteUrl(url: string): string {
  const base = typeof location === 'undefined' ? 'http://localhost' : location.href;
  return new URL(url, base).href;
}

/** The answer when the request never reached the server. */
export const NETWORK_ERROR: ApiErrorDetail = {
  code: 'network',
  message: 'Could not reach the server. Check your connection and try again.',
};

/**
 * Reads an API answer (status and body text) into an {@link ApiResult}: the parsed body on
 * success, the `ApiError` the server sent, or a readable error for anything else. Shared by
 * `fetch` requests and the editor's image upload (which uses XMLHttpRequest for progress).
 */
export function apiResult<T>(status: number, statusText: string, text: string): ApiResult<T> {
  let json: unknown = undefined;
  if (text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }

  if (status >= 200 && status < 300) {
    // The API's contract fixes the body's type per route; the cast is that contract.
    return {ok: true, status, data: json as T};
  }
  if (isApiError(json)) {
    return {ok: false, status, error: json.error};
  }
  return {
    ok: false,
    status,
    error: {
      code: `http-${status}`,
      message: `The server answered ${status}${statusText ? ` ${statusText}` : ''}. Try again in a moment.`,
    },
  };
}
