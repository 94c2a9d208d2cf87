import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the accessibility statement promises. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose result depends on colours alone. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * An axe audit of `page` as every test runs it.
 *
 * Legacy mode runs axe in the page itself instead of gathering results in a blank page opened
 * for each audit; it leaves out cross-origin frames, and the site's pages have none. The
 * results carry every violating element and one example of the other kinds (passes,
 * incomplete, inapplicable): the tests read violations only, and serialising every passing
 * element took about half of each audit.
 *
 * @param page - The page to audit, as it is now.
 * @returns An AxeBuilder to narrow (`withTags`, `withRules`, `include`) and `analyze()`.
 * @example
 *   const {violations} = await axeAudit(page).withTags(wcagTags).analyze();
 */
export function axeAudit(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
}
