import {apiRequest, isApiError} from './api.js';
import {cx} from './cx.js';
import {fieldA11y, hasErrors} from './fields.js';
import {formatDate, mediaFileName} from './format.js';
import {safeCallback, signInHref, trimSlash} from './providers.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON and returns the parsed body', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({id: 1}), {status: 201})));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', 'POST', {a: 1})).resolves.toEqual({ok: true, status: 201, data: {id: 1}});
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {accept: 'application/json', 'content-type': 'application/json'},
      body: '{"a":1}',
    });
  });

  it('sends no body or content type without one, and accepts 204', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, {status: 204})));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest<void>('/api/x/1', 'DELETE')).resolves.toEqual({ok: true, status: 204, data: undefined});
    expect(fetchMock).toHaveBeenCalledWith('/api/x/1', {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: {accept: 'application/json'},
    });
  });

  it('returns the ApiError the server sent', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({error: {code: 'conflict', message: 'Slug taken.', field: 'slug'}}), {
          status: 409,
        }),
      ),
    );
    await expect(apiRequest('/api/x', 'POST', {})).resolves.toEqual({
      ok: false,
      status: 409,
      error: {code: 'conflict', message: 'Slug taken.', field: 'slug'},
    });
  });

  it('describes an error body that is not an ApiError, and a network failure', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<html>oops</html>', {status: 500, statusText: 'Internal Server Error'})),
    );
    const server = await apiRequest('/api/x', 'GET');
    expect(server).toMatchObject({ok: false, status: 500, error: {code: 'http-500'}});
    expect(server.ok ? '' : server.error.message).toBe(
      'The server answered 500 Internal Server Error. Try again in a moment.',
    );

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/x', 'GET')).resolves.toMatchObject({ok: false, status: 0, error: {code: 'network'}});
  });

  it('recognises ApiError bodies', () => {
    expect(isApiError({error: {code: 'x', message: 'y'}})).toBe(true);
    expect(isApiError({error: {code: 'x', message: 'y', field: 'f'}})).toBe(true);
    expect(isApiError({error: {code: 'x', message: 'y', field: 3}})).toBe(false);
    expect(isApiError({error: 'nope'})).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('providers', () => {
  it('builds sign-in URLs with a readable, same-site callback', () => {
    expect(signInHref('/api/auth', 'github')).toBe('/api/auth/signin/github?callbackUrl=/');
    expect(signInHref('/api/auth/', 'google', '/admin/posts/new')).toBe(
      '/api/auth/signin/google?callbackUrl=/admin/posts/new',
    );
    expect(signInHref('/api/auth', 'microsoft', '/a?b=c&d')).toBe(
      '/api/auth/signin/microsoft?callbackUrl=/a%3Fb%3Dc%26d',
    );
  });

  it('refuses callbacks to other sites', () => {
    expect(safeCallback('https://evil.example')).toBe('/');
    expect(safeCallback('//evil.example')).toBe('/');
    expect(safeCallback('/\\evil.example')).toBe('/');
    expect(safeCallback('/fine')).toBe('/fine');
    expect(trimSlash('/api//')).toBe('/api');
  });
});

describe('fields, format, cx', () => {
  it('wires aria attributes only when needed', () => {
    expect(fieldA11y('f', {})).toEqual({id: 'f'});
    expect(fieldA11y('f', {hint: true})).toEqual({id: 'f', 'aria-describedby': 'f-hint'});
    expect(fieldA11y('f', {error: 'Bad', hint: true})).toEqual({
      id: 'f',
      'aria-invalid': true,
      'aria-describedby': 'f-error f-hint',
    });
    expect(hasErrors({a: undefined})).toBe(false);
    expect(hasErrors({a: 'x'})).toBe(true);
  });

  it('formats dates the same everywhere (UTC) and shows bad input as is', () => {
    expect(formatDate('2025-03-05T23:30:00.000-05:00')).toBe('March 6, 2025');
    expect(formatDate('not a date')).toBe('not a date');
    // The media library's name for an image: the uploaded file's name, else its address's last segment, decoded.
    const image = {key: 'a1b2.png', url: '/uploads/a1b2.png'};
    expect(mediaFileName({...image, name: 'Fountain pen.png'})).toBe('Fountain pen.png');
    expect(mediaFileName(image)).toBe('a1b2.png');
    expect(mediaFileName({key: 'inkwell/c3d4', url: 'https://cdn.example/v1/inkwell/pen%20nib%C3%A9.png?x=1#y'})).toBe(
      'pen nibé.png',
    );
    expect(mediaFileName({key: 'inkwell/c3d4', url: ''})).toBe('c3d4');
    expect(mediaFileName({key: 'k', url: '/uploads/100%.png'})).toBe('100%.png');
  });

  it('joins class names', () => {
    expect(cx('a', false, null, undefined, 'b')).toBe('a b');
  });
});
