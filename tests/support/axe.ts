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

/**
 * The pages' written content: the same elements at every width, laid out again but coloured
 * alike, unless a width's styles say otherwise, which `contrastInputs` finds out.
 */
export const pageContent = '.theme-doc-markdown';

/**
 * The inputs of every contrast check inside `selector`, in document order: for each element
 * that holds text, whether it is rendered, its colour, whether it is large text (the size and
 * weight that set the contrast it needs, as axe reckons them), its text shadow, and the colours,
 * images, opacity, blending and filters of the boxes from it up to the first opaque background. Two states of a page whose lists are equal give axe's colour rules the
 * same answers there.
 *
 * @param page - The page, as it is now.
 * @param selector - The parts of the page to read.
 * @returns One line per element that holds text.
 * @example
 *   const same = (await contrastInputs(page, pageContent)).join() === atDesktop.join();
 */
export async function contrastInputs(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const lines: string[] = [];
    for (const part of Array.from(document.querySelectorAll(scope))) {
      for (const element of [part, ...Array.from(part.querySelectorAll('*'))]) {
        const holdsText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        if (!holdsText) continue;
        const own = getComputedStyle(element);
        // axe's color-contrast: 18 pt, or 14 pt in bold (a weight of 700 or more), needs 3:1.
        const points = Math.ceil(parseFloat(own.fontSize) * 72) / 96;
        const large = points >= 18 || (parseFloat(own.fontWeight) >= 700 && points >= 14);
        const parts = [
          String(element.checkVisibility({opacityProperty: true, visibilityProperty: true})),
          own.color,
          large ? 'large' : 'normal',
          // A shadow's reach is measured in ems, so with one the size itself counts.
          own.textShadow === 'none' ? 'none' : `${own.textShadow} at ${own.fontSize}`,
        ];
        for (let box: Element | null = element; box; box = box.parentElement) {
          const style = getComputedStyle(box);
          parts.push(
            `${style.backgroundColor} ${style.backgroundImage} ${style.opacity} ${style.mixBlendMode} ${style.filter}`,
          );
          if (/^rgb\(/.test(style.backgroundColor) && style.backgroundImage === 'none') break;
        }
        lines.push(parts.join(' | '));
      }
    }
    return lines;
  }, selector);
}
