// Loaded into the Next.js server with NODE_OPTIONS=--require, so the app's code stays as the
// guide wrote it: the server's calls to GitHub's token and user APIs (and Google's and Microsoft's
// token endpoints, where the runner tries wrong secrets) go to the oauth2-mock-server
// at INKWELL_GUIDES_OAUTH_ORIGIN on 127.0.0.1 instead. (The browser's visit to GitHub's
// authorize page is routed by the runner's Chromium.) Nothing else is touched.
'use strict';
const origin = process.env.INKWELL_GUIDES_OAUTH_ORIGIN;
if (origin && typeof globalThis.fetch === 'function') {
  const routes = [
    ['https://github.com/login/oauth/access_token', `${origin}/token`],
    ['https://oauth2.googleapis.com/token', `${origin}/token?provider=google`],
    ['https://login.microsoftonline.com/common/oauth2/v2.0/token', `${origin}/token?provider=microsoft`],
    ['https://api.github.com/user/emails', `${origin}/userinfo?github=emails`],
    ['https://api.github.com/user', `${origin}/userinfo?github=user`],
  ];
  const original = globalThis.fetch;
  globalThis.fetch = function routedFetch(input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    for (const [from, to] of routes) {
      if (url === from || url.startsWith(`${from}?`)) {
        const target =
          to + (url.length > from.length ? (to.includes('?') ? '&' : '?') + url.slice(from.length + 1) : '');
        if (typeof input === 'string' || input instanceof URL) return original.call(this, target, init);
        return original.call(this, new Request(target, input), init);
      }
    }
    return original.call(this, input, init);
  };
}
