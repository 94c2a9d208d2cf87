import type {Page} from '@playwright/test';

/** A phone, a tablet, the width where the sidebar appears, a laptop, and both extremes. */
export const layoutWidths = [320, 390, 768, 1000, 1280, 1920];

/**
 * What overflows at the current width: the page's own horizontal overflow, and every code
 * block whose text is cut off, by a box of its own that does not scroll or by an ancestor.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = Array.from(element.classList)
        .slice(0, 2)
        .map((name) => `.${name}`);
      return `${element.tagName.toLowerCase()}${id}${classes.join('')}`;
    };
    if (root.scrollWidth > root.clientWidth) {
      // Name the widest elements that stick out, so the failure says where to look.
      const culprits = Array.from(document.body.querySelectorAll('*'))
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        .filter(
          (element) =>
            !element.parentElement || element.parentElement.getBoundingClientRect().right <= root.clientWidth + 1,
        )
        .slice(0, 5)
        .map((element) => `${describe(element)} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`);
      problems.push(
        `the document is ${root.scrollWidth} px wide in a ${root.clientWidth} px window: ${culprits.join(', ')}`,
      );
    }
    const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
    for (const pre of Array.from(document.querySelectorAll('main pre'))) {
      const style = getComputedStyle(pre);
      const wraps = style.whiteSpace === 'pre-wrap' || style.whiteSpace === 'break-spaces';
      if (pre.scrollWidth > pre.clientWidth + 1 && !scrolls(style) && !wraps)
        problems.push(`${describe(pre)} is ${pre.scrollWidth} px of code in ${pre.clientWidth} px and does not scroll`);
      const box = pre.getBoundingClientRect();
      if (box.width === 0) continue;
      for (let parent = pre.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX === 'visible' || scrolls(parentStyle)) continue;
        const bounds = parent.getBoundingClientRect();
        if (box.right > bounds.right + 1 || box.left < bounds.left - 1) {
          problems.push(`${describe(pre)} is cut off by ${describe(parent)} (overflow ${parentStyle.overflowX})`);
          break;
        }
      }
    }
    return problems;
  });
}

/**
 * How far down a phone's screen (390 px wide) a docs page's title may start, in CSS pixels,
 * with the announcement bar showing: the bar, the navbar, one line of breadcrumbs and "Copy
 * page", and the closed "On this page" box, each at its height in a compact layout.
 */
export const phoneTitleTopLimit = 200;

/** Where the page's first `h1` starts, measured from the top of the page, in CSS pixels. */
export async function firstHeadingTop(page: Page): Promise<number> {
  return page
    .locator('h1')
    .first()
    .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
}
