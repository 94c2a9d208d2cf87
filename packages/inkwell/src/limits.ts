/**
 * Length limits shared by the server's validation and the forms that check the same rules
 * in the browser, so the two cannot drift apart. Browser-safe: no imports.
 *
 * @internal
 * @module
 */

/** Longest site name, in characters. */
export const SITE_NAME_MAX = 80;
/** Longest site description, in characters. */
export const SITE_DESCRIPTION_MAX = 300;
