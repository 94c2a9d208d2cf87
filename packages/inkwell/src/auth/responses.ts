/**
 * The few kinds of answer the sign-in routes give: JSON, a plain HTML page, a redirect.
 *
 * @module
 */

import type {ApiError} from '../types.js';

const NO_STORE = 'no-store';

function withCookies(headers: Headers, cookies: readonly string[]): Headers {
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}

export function jsonResponse(status: number, body: unknown, cookies: readonly string[] = []): Response {
  const headers = withCookies(
    new Headers({'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': NO_STORE}),
    cookies,
  );
  return new Response(JSON.stringify(body), {status, headers});
}

export function apiError(
  status: number,
  code: string,
  message: string,
  extraHeaders?: Record<string, string>,
): Response {
  const body: ApiError = {error: {code, message}};
  const response = jsonResponse(status, body);
  for (const [name, value] of Object.entries(extraHeaders ?? {})) response.headers.set(name, value);
  return response;
}

/** `location` must be absolute: `Response.redirect` and some proxies insist on it. */
export function redirectResponse(location: string, cookies: readonly string[] = [], status = 302): Response {
  const headers = withCookies(new Headers({Location: location, 'Cache-Control': NO_STORE}), cookies);
  return new Response(null, {status, headers});
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The stylesheet and `<main>` of {@link htmlPage}; `title` and `message` are escaped. The
 * styles reach no further than `main`, so the docs can show the page inside a shadow root.
 * Long words wrap anywhere: a message can name a callback URL wider than a phone.
 */
export function htmlPageParts(title: string, message: string, homeHref: string): {style: string; main: string} {
  return {
    style:
      'body{margin:0;background:#fff}main{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1e21;background:#fff;overflow-wrap:anywhere}main a{color:#2e6bd6}' +
      // In a browser set to dark, the page is dark too, not a white flash.
      '@media (prefers-color-scheme:dark){body,main{background:#1b1b1d;color:#e3e3e3}main a{color:#8ab4ff}}',
    main: `<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(homeHref)}">Back to the site</a></p>
</main>`,
  };
}

/** A self-contained page for the person in the browser; `title` and `message` are escaped. */
export function htmlPage(
  status: number,
  title: string,
  message: string,
  homeHref: string,
  cookies: readonly string[] = [],
): Response {
  const {style, main} = htmlPageParts(title, message, homeHref);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${main}
</body>
</html>
`;
  const headers = withCookies(
    new Headers({'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE}),
    cookies,
  );
  return new Response(html, {status, headers});
}
