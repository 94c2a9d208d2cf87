const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as the theme's English locale writes it with `{day: 'numeric', month: 'short', year:
 * 'numeric', timeZone: 'UTC'}`, such as "Nov 28, 2026", without creating an `Intl.DateTimeFormat`.
 *
 * @param date - The date.
 * @returns The date in UTC, month first.
 * @example
 * formatUtcDate(new Date('2026-11-28T23:30:00Z')); // 'Nov 28, 2026'
 */
export function formatUtcDate(date: Date): string {
  return `${months[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
