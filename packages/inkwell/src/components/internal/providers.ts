/**
 * What the components need to know about sign-in providers: names and environment variables.
 *
 * @internal
 * @module
 */
import type {ProviderId} from '../../types.js';

/** Button text for each provider. */
export const PROVIDER_LABELS: Readonly<Record<ProviderId, string>> = {
  github: 'GitHub',
  google: 'Google',
  microsoft: 'Microsoft',
};

/**
 * The environment variables that turn each provider on; kept in step with ARCHITECTURE.md so
 * the "no provider configured" message tells the developer exactly what to set.
 */
export const PROVIDER_ENV_VARS: Readonly<Record<ProviderId, readonly string[]>> = {
  github: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  microsoft: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
};

/** Every provider, in the order the buttons are shown. */
export const ALL_PROVIDERS: readonly ProviderId[] = ['github', 'google', 'microsoft'];

/**
 * The sign-in URL for a provider: `${authBase}/signin/<provider>?callbackUrl=<path>`.
 *
 * @remarks Slashes in the callback path are left readable (`callbackUrl=/admin`); everything
 * else that could end the query parameter is percent-encoded.
 */
export function signInHref(authBase: string, provider: ProviderId, callbackUrl = '/'): string {
  const callback = encodeURIComponent(safeCallback(callbackUrl)).replace(/%2F/gi, '/');
  return `${trimSlash(authBase)}/signin/${provider}?callbackUrl=${callback}`;
}

/**
 * Keeps the callback a same-site path: anything else (`https://evil.example`, `//evil.example`)
 * becomes `/`. The server checks this too; the client simply never builds such a link.
 */
export function safeCallback(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

/** Removes trailing slashes so `${base}/x` never doubles them. */
export function trimSlash(base: string): string {
  return base.replace(/\/+$/, '');
}
