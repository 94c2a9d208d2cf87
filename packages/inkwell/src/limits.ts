/**
 * Limits shared by the server and the screens in the browser, so the two cannot drift apart:
 * the lengths the forms check by the server's rules, and the media library's page size.
 * Browser-safe: no imports.
 *
 * @internal
 * @module
 */

/** Longest site name, in characters. */
export const SITE_NAME_MAX = 80;
/** Longest site description, in characters. */
export const SITE_DESCRIPTION_MAX = 300;

/**
 * Images per page of the media library, in the editor's picker and on the media screen: the
 * server lists the screen's first page with it, the browser asks for the next ones with it.
 */
export const MEDIA_PAGE_SIZE = 24;
