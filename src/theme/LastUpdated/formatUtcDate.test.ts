import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {formatUtcDate} from './formatUtcDate';

// What the theme's LastUpdated shows: its Intl formatter for the site's only locale.
const theme = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

describe('formatUtcDate', () => {
  it('writes every date from 1970 to 2200 as the theme does, in UTC whatever the time of day', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: Date.UTC(2200, 0, 1)}), (time) => {
        const date = new Date(time);
        expect(formatUtcDate(date)).toBe(theme.format(date));
      }),
      {numRuns: 2000},
    );
  });

  it('writes the day of the date in UTC, not in the local time zone', () => {
    expect(formatUtcDate(new Date('2026-11-28T23:30:00-05:00'))).toBe('Nov 29, 2026');
  });
});
