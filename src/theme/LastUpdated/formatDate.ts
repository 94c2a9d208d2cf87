/** English's abbreviated month names, as CLDR gives them for `en` (Intl's `month: 'short'`). */
const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Formatters already made, by locale and calendar: making one is the expensive part. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A page's last-updated date as the theme writes it (day, short month and year, in UTC),
 * e.g. "Nov 24, 2026".
 *
 * @remarks
 * The theme makes a new `Intl.DateTimeFormat` on every render. The first one a page makes loads
 * the browser's locale data: in a first visit's hydration that single render is the longest
 * unit of work on every docs page. For English with the Gregorian calendar (this
 * site's only locale) the date is built from CLDR's month names instead, identically (a unit
 * test compares it with Intl); other locales use Intl, made once per locale.
 *
 * @param timestamp milliseconds since the epoch
 * @param locale the site's current locale
 * @param calendar the locale's calendar from the site's i18n config
 */
export function formatLastUpdated(timestamp: number, locale: string, calendar: string | undefined): string {
  const date = new Date(timestamp);
  if ((locale === 'en' || locale === 'en-US') && (calendar === undefined || calendar === 'gregory')) {
    return `${englishMonths[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  }
  const key = `${locale} ${calendar ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      calendar,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
