import {describe, expect, it} from 'vitest';
import {formatLastUpdated} from './formatDate';

/** What the theme printed: a new Intl.DateTimeFormat with its options. */
function themeFormat(timestamp: number, locale: string, calendar?: string): string {
  return new Intl.DateTimeFormat(locale, {
    calendar,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(timestamp));
}

describe('formatLastUpdated', () => {
  it('writes English dates exactly as Intl does, every month, at both ends of a UTC day', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const [day, hour] of [
        [1, 0],
        [9, 23],
        [28, 12],
      ] as const) {
        const timestamp = Date.UTC(2026, month, day, hour, 59, 59);
        expect(formatLastUpdated(timestamp, 'en', 'gregory')).toBe(themeFormat(timestamp, 'en', 'gregory'));
        expect(formatLastUpdated(timestamp, 'en-US', undefined)).toBe(themeFormat(timestamp, 'en-US'));
      }
    }
    expect(formatLastUpdated(Date.UTC(2026, 10, 24), 'en', 'gregory')).toBe('Nov 24, 2026');
  });

  it('uses Intl for other locales and calendars', () => {
    const timestamp = Date.UTC(2026, 8, 3);
    expect(formatLastUpdated(timestamp, 'fr', 'gregory')).toBe(themeFormat(timestamp, 'fr', 'gregory'));
    expect(formatLastUpdated(timestamp, 'en', 'japanese')).toBe(themeFormat(timestamp, 'en', 'japanese'));
    expect(formatLastUpdated(timestamp, 'en-GB', 'gregory')).toBe(themeFormat(timestamp, 'en-GB', 'gregory'));
  });
});
