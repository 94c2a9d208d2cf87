/**
 * Formatting shared by the components.
 *
 * @internal
 * @module
 */

import type {MediaItem} from '../../types.js';

// A fixed locale and time zone: the server and the browser must produce the same text, or
// React reports a hydration mismatch for every date on the page.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * Formats an ISO 8601 timestamp as a calendar date such as "March 5, 2025" (UTC).
 *
 * @returns the formatted date, or the input unchanged when it is not a valid date, so a bad
 *   value is visible rather than rendered as "Invalid Date".
 * @internal
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/**
 * The name an image goes by in the media library: the file name it was uploaded with, or,
 * for an image recorded without one, the last segment of its address (its query and fragment
 * left out, percent-escapes decoded), which is also how posts' Markdown names it.
 *
 * @internal
 */
export function mediaFileName(item: Pick<MediaItem, 'name' | 'url' | 'key'>): string {
  if (item.name) return item.name;
  const segment = (address: string): string =>
    address
      .replace(/[?#].*$/s, '')
      .split('/')
      .at(-1) ?? '';
  const last = segment(item.url) || segment(item.key) || item.key;
  try {
    return decodeURIComponent(last);
  } catch {
    // A malformed escape (a lone %) is shown as it is written.
    return last;
  }
}
