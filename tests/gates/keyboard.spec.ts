import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {gotoHydrated} from '../e2e/support/page';
import {guidePage} from '../e2e/support/routes';
import {contrastRatio, parseColor} from '../../src/plugins/codeHighlight/contrast';

/** A page of each kind: home, a guide, an API page, a React page and the not-found page. */
const pages = ['/', guidePage, '/docs/api/functions/InkwellRouter', '/providers', '/no-such-page'];

/** WCAG 2.4.13 (and 1.4.11 for indicators): a focus ring needs 3:1 against what it sits on. */
const ringContrastMinimum = 3;

type Stop = {key: string; ring: boolean; seenBefore: boolean; ringColor: string | null; background: string};

/**
 * Every element a keyboard user should be able to reach: enabled links, buttons and fields
 * that are rendered and not taken out of the tab order, in the page and in the open shadow
 * roots of its live demos. Each is named by tag, label and target rather than by identity,
 * so an element re-rendered on focus still counts as the same stop. A radio group is one
 * stop: Tab enters it once and the arrow keys move within it.
 */
async function interactiveKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
    const keyOf = (element: HTMLElement): string => {
      if (element instanceof HTMLInputElement && element.type === 'radio') return `radio group "${element.name}"`;
      const label =
        element.getAttribute('aria-label') ??
        element.getAttribute('placeholder') ??
        element.textContent?.trim().slice(0, 40) ??
        '';
      return `${element.tagName.toLowerCase()} "${label}" ${element.getAttribute('href') ?? ''}`.trim();
    };
    // Tab walks into open shadow roots, so their elements are stops too.
    const candidates = (root: Document | ShadowRoot): HTMLElement[] =>
      Array.from(root.querySelectorAll<HTMLElement>('*')).flatMap((element) => [
        ...(element.matches(selector) ? [element] : []),
        ...(element.shadowRoot ? candidates(element.shadowRoot) : []),
      ]);
    const keys = candidates(document)
      .filter((element) => {
        if (element.matches(':disabled, [tabindex="-1"], input[type="hidden"]')) return false;
        if (element.closest('[inert], [aria-hidden="true"]')) return false;
        // Collapsed menus and closed dropdowns are hidden on purpose until opened.
        return element.checkVisibility({visibilityProperty: true});
      })
      .map(keyOf);
    const radioGroups = new Set<string>();
    return keys.filter((key) => {
      if (!key.startsWith('radio group ')) return true;
      if (radioGroups.has(key)) return false;
      radioGroups.add(key);
      return true;
    });
  });
}

/** What Tab just focused, and whether it shows a focus indicator. */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    // Focus inside a shadow root shows on the document as its host: the stop is the element within.
    let element = document.activeElement as HTMLElement | null;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement as HTMLElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const ring = outline || style.boxShadow !== 'none';
    const ringColor = outline ? style.outlineColor : (/rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? null);
    // What the ring is drawn on: outside the element (a positive offset) it is the nearest
    // opaque background around it, across shadow-root boundaries; inside, the element's own.
    // A tint under half opaque (rgba(…, 0.04), color(srgb … / 0.025)) shows what is under it.
    const opaque = (color: string) => {
      if (color === 'transparent') return false;
      const alpha = /^rgba\(.*,\s*([\d.]+)\s*\)$|\/\s*([\d.]+)\s*\)$/.exec(color)?.slice(1).find(Boolean);
      return alpha === undefined || Number(alpha) >= 0.5;
    };
    const outside = !outline || parseFloat(style.outlineOffset) >= 0;
    let holder: Element | null = outside ? element.parentElement : element;
    let background = '';
    while (holder && !background) {
      const color = getComputedStyle(holder).backgroundColor;
      if (opaque(color)) background = color;
      const root = holder.parentElement ? null : holder.getRootNode();
      holder = holder.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
    }
    const label =
      element.getAttribute('aria-label') ??
      element.getAttribute('placeholder') ??
      element.textContent?.trim().slice(0, 40) ??
      '';
    // Marks each element as it is reached, so coming round to one again ends the walk.
    const seenBefore = element.dataset.kbdSeen === 'true';
    element.dataset.kbdSeen = 'true';
    const key =
      element instanceof HTMLInputElement && element.type === 'radio'
        ? `radio group "${element.name}"`
        : `${element.tagName.toLowerCase()} "${label}" ${element.getAttribute('href') ?? ''}`.trim();
    return {key, ring, seenBefore, ringColor, background: background || 'rgb(255, 255, 255)'};
  });
}

/** Presses Tab until focus comes back round to where it started. */
async function tabThrough(page: Page, limit: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  let emptyPresses = 0;
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    let stop = await focusedStop(page);
    // An element swapped out while focused drops focus to the body until its replacement
    // takes it: wait for that before deciding focus left the page.
    for (let wait = 0; stop === null && wait < 20; wait += 1) {
      await page.waitForTimeout(100);
      stop = await focusedStop(page);
    }
    if (stop === null) {
      // Focus left the document (the browser's own UI): the next Tab wraps to the start.
      emptyPresses += 1;
      if (emptyPresses > 1) break;
      continue;
    }
    if (stop.seenBefore) break;
    stops.push(stop);
  }
  return stops;
}

for (const path of pages) {
  test(`${path}: Tab reaches every interactive element, each with a visible focus ring`, async ({page}) => {
    test.setTimeout(120_000);
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, path);
    const expected = await interactiveKeys(page);
    expect(expected.length).toBeGreaterThan(5);
    const stops = await tabThrough(page, expected.length * 2 + 20);
    test
      .info()
      .annotations.push({type: 'tab stops', description: `${stops.length} stops, ${expected.length} expected`});
    // As many stops for each key as there are elements with it (a link may appear twice).
    const remaining = new Map<string, number>();
    for (const stop of stops) remaining.set(stop.key, (remaining.get(stop.key) ?? 0) + 1);
    const unreached = expected.filter((key) => {
      const left = remaining.get(key) ?? 0;
      remaining.set(key, left - 1);
      return left <= 0;
    });
    expect(unreached, 'never reached with Tab').toEqual([]);
    const noRing = stops.filter((stop) => !stop.ring).map((stop) => stop.key);
    expect(noRing, 'focused without a visible focus ring').toEqual([]);
    expect(faintRings(stops), `focus rings under ${ringContrastMinimum}:1 against their background`).toEqual([]);
  });
}

/** The stops whose ring colour is too close to what it is drawn on, with both colours. */
function faintRings(stops: Stop[]): string[] {
  return stops.flatMap((stop) => {
    const ring =
      stop.ringColor === null
        ? null
        : parseColor(stop.ringColor.replace(/^rgba\(([^,]+,[^,]+,[^,]+),[^)]*\)$/, 'rgb($1)'));
    const background = parseColor(stop.background.replace(/^rgba\(([^,]+,[^,]+,[^,]+),[^)]*\)$/, 'rgb($1)'));
    if (!ring || !background) return [`${stop.key}: unreadable colours ${stop.ringColor} on ${stop.background}`];
    const ratio = contrastRatio(ring, background);
    return ratio >= ringContrastMinimum
      ? []
      : [`${stop.key}: ${stop.ringColor} on ${stop.background} (${ratio.toFixed(2)}:1)`];
  });
}

// The same walk in dark mode, where every colour of the ring and what is under it changes.
for (const path of ['/', guidePage]) {
  test(`${path} in dark mode: every focus ring stands out from its background`, async ({page}) => {
    test.setTimeout(120_000);
    await page.setViewportSize({width: 1280, height: 800});
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const stops = await tabThrough(page, 400);
    expect(stops.length).toBeGreaterThan(5);
    expect(faintRings(stops), `focus rings under ${ringContrastMinimum}:1 against their background`).toEqual([]);
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
