/**
 * Reading a media type (`Content-Type`, an upload part's type) the one way every check uses.
 *
 * @module
 */

/** HTTP's optional whitespace around a header value: space, tab, CR and LF. */
const HTTP_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;

/**
 * The type and subtype of a media type, without its parameters: the part before the first
 * `;`, trimmed and lower-cased (`Image/PNG ; charset=utf-8` is `image/png`), as the WHATWG
 * MIME Sniffing standard calls its essence.
 *
 * @param value - A media type as sent, possibly empty.
 * @returns The lower-cased `type/subtype`, or `''` when nothing is declared.
 */
export function mediaTypeEssence(value: string): string {
  return (value.split(';', 1)[0] ?? '').replace(HTTP_WHITESPACE, '').toLowerCase();
}
