import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../e2e/support/page';
import {guidePage} from '../e2e/support/routes';

/** A page of each kind: home, a guide, an API page, a React page and the not-found page. */
const pages = ['/', guidePage, '/docs/api/functions/InkwellRouter', '/providers', '/no-such-page'];

type Stop = {id: string; label: string; ring: boolean};

/**
 * Marks every element a keyboard user should be able to reach: enabled links, buttons and
 * fields that are rendered and not taken out of the tab order. Returns their ids.
 */
async function markInteractive(page: Page): Promise<Array<{id: string; label: string}>> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((element) => {
        if (element.matches(':disabled, [tabindex="-1"], input[type="hidden"]')) return false;
        if (element.closest('[inert], [aria-hidden="true"]')) return false;
        // Collapsed menus and closed dropdowns are hidden on purpose until opened.
        return element.checkVisibility({visibilityProperty: true});
      })
      .map((element, index) => {
        element.dataset.kbdId = String(index);
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        return {id: String(index), label: `${element.tagName.toLowerCase()} "${label}"`};
      });
  });
}

/** What Tab just focused, and whether it shows a focus indicator. */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const ring = outline || style.boxShadow !== 'none';
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {id: element.dataset.kbdId ?? `unmarked ${element.tagName}`, label: `${element.tagName.toLowerCase()} "${label}"`, ring};
  });
}

/** Presses Tab until focus comes back round to where it started. */
async function tabThrough(page: Page, limit: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  let emptyPresses = 0;
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (stop === null) {
      // Focus left the document (the browser's own UI): the next Tab wraps to the start.
      emptyPresses += 1;
      if (emptyPresses > 1) break;
      continue;
    }
    if (stops.length > 0 && stop.id === stops[0]?.id) break;
    stops.push(stop);
  }
  return stops;
}

for (const path of pages) {
  test(`${path}: Tab reaches every interactive element, each with a visible focus ring`, async ({page}) => {
    test.setTimeout(120_000);
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, path);
    const expected = await markInteractive(page);
    expect(expected.length).toBeGreaterThan(5);
    const stops = await tabThrough(page, expected.length * 2 + 20);
    test.info().annotations.push({type: 'tab stops', description: `${stops.length} stops, ${expected.length} expected`});
    const reached = new Set(stops.map((stop) => stop.id));
    const unreached = expected.filter((element) => !reached.has(element.id)).map((element) => element.label);
    expect(unreached, 'never reached with Tab').toEqual([]);
    const noRing = stops.filter((stop) => !stop.ring).map((stop) => stop.label);
    expect(noRing, 'focused without a visible focus ring').toEqual([]);
  });
}

test('the skip link is the first Tab stop and the next Tab lands past the navigation', async ({page}) => {
  for (const path of ['/', guidePage, '/providers']) {
    await gotoHydrated(page, path);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      return {
        inNavbar: Boolean(active?.closest('.navbar, .theme-announcement-bar, [role="banner"]')),
        inContent: Boolean(active?.closest('#__docusaurus_skipToContent_fallback, main')),
      };
    });
    expect(where, path).toEqual({inNavbar: false, inContent: true});
  }
});
