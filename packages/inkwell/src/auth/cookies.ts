/**
 * Reading the `Cookie` header and writing `Set-Cookie` values.
 *
 * @module
 */

export interface CookieAttributes {
  path: string;
  /** Seconds; `0` deletes the cookie. */
  maxAge: number;
  secure: boolean;
}

/** Every cookie Inkwell sets is HttpOnly and SameSite=Lax: scripts never need them, and Lax still sends them on the provider's top-level redirect back. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${attributes.path}`,
    `Max-Age=${Math.max(0, Math.floor(attributes.maxAge))}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A `Set-Cookie` value that removes the cookie; attributes must match the ones it was set with. */
export function deleteCookie(name: string, attributes: Omit<CookieAttributes, 'maxAge'>): string {
  return serializeCookie(name, '', {...attributes, maxAge: 0});
}

/** Parses a `Cookie` request header. The first occurrence of a name wins, as in browsers' own ordering (most specific path first). */
export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    if (!name || cookies.has(name)) continue;
    let value = pair.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // A malformed %-sequence set by something else must not break sign-in; skip it.
    }
  }
  return cookies;
}
