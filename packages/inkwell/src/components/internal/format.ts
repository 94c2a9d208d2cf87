/**
 * Formatting shared by the components.
 *
 * @internal
 * @module
 */

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
