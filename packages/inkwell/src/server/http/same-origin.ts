/**
 * The one rule for whether a browser request may change state: content API writes, uploads
 * and sign-out all ask it.
 *
 * @module
 */

/**
 * `Sec-Fetch-Site` values a state-changing request may carry: sent by this site's own pages,
 * or started by the person themselves (an address typed or a bookmark).
 */
const TRUSTED_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

// The messages the self-hosted guides quote; a docs test compares them with the guides.
/** What sign-out answers a request {@link crossSiteRequest} refuses. */
export const CROSS_SITE_SIGN_OUT_MESSAGE = 'Sign-out must come from this site.';

/**
 * What a content API write or upload answers a request {@link crossSiteRequest} refuses.
 *
 * @param origin - The `Origin` the browser sent, if any.
 * @returns The message, naming the origin when there is a real one.
 */
export function crossSiteWriteMessage(origin: string | null): string {
  return origin === null || origin === 'null'
    ? 'Cross-site requests cannot change content.'
    : `Requests from ${origin} cannot change content on this site.`;
}

/** A request another site made a browser send. */
export interface CrossSiteRequest {
  /** The `Origin` header the browser sent; `null` when only `Sec-Fetch-Site` told. */
  origin: string | null;
}

/**
 * Tells whether a browser sent the request on another site's behalf.
 *
 * @remarks
 * The session cookie is `SameSite=Lax`, which already keeps it off most cross-site POSTs;
 * the headers cover older browsers and same-site subdomains, which `SameSite` lets through.
 * `Sec-Fetch-Site`, when sent, must say `same-origin` or `none`: a `same-site` request comes
 * from a sibling subdomain, which is another origin. `Origin`, when sent, must be the site's
 * (from `INKWELL_URL`) or the one the request was addressed to. Requests with neither header
 * (curl, server code) are not a browser acting for someone else, so they pass.
 *
 * @param request - The incoming request.
 * @param siteUrl - `INKWELL_URL`.
 * @returns What gave the request away, or `null` when it may change state.
 */
export function crossSiteRequest(request: Request, siteUrl: string): CrossSiteRequest | null {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  // Browsers send the value lower-case; any other spelling is not one of the trusted two.
  if (fetchSite !== null && !TRUSTED_FETCH_SITES.has(fetchSite)) return {origin};
  if (origin !== null && origin !== originOf(siteUrl) && origin !== originOf(request.url)) return {origin};
  return null;
}
