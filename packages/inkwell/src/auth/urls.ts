/**
 * Building URLs from `INKWELL_URL`, and keeping `callbackUrl` on this site.
 *
 * @module
 */

/** `INKWELL_URL` split into its origin and an optional path prefix (a site served under `/blog`). */
export interface SiteUrl {
  origin: string;
  /** No trailing slash; `''` for a site at the root. */
  prefix: string;
}

export function parseSiteUrl(url: string): SiteUrl {
  const parsed = new URL(url);
  return {origin: parsed.origin, prefix: parsed.pathname.replace(/\/+$/, '')};
}

/** Absolute URL of a path on this site, e.g. the OAuth `redirect_uri`. */
export function siteHref(site: SiteUrl, path: string): string {
  return `${site.origin}${site.prefix}${path}`;
}

/** C0 control characters, DEL and the backslash. */
function isControlOrBackslash(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x1f || code === 0x7f || character === '\\';
}

/**
 * The path to return to after sign-in, or `null` when `value` is anything but a
 * same-origin relative path.
 *
 * @remarks
 * Rejects absolute URLs, protocol-relative `//host`, and backslash tricks such as `/\host`
 * that browsers normalise into another origin; the final check resolves the value the way
 * a browser would and compares origins, so a form that slips past the prefix checks still
 * cannot leave the site.
 */
export function safeCallbackPath(value: string | null | undefined, site: SiteUrl): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // Control characters and backslashes have no place in a path we redirect to, and
  // browsers strip or reinterpret them in ways that can change the origin.
  if ([...value].some(isControlOrBackslash)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, site.origin);
  } catch {
    return null;
  }
  if (resolved.origin !== site.origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
