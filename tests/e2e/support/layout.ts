import type {Page} from '@playwright/test';

/** A phone, a tablet, the width where the sidebar appears, a laptop, and both extremes. */
export const layoutWidths = [320, 390, 768, 1000, 1280, 1920];

/**
 * What overflows at the current width: the page's own horizontal overflow, every code block
 * whose text is cut off, by a box of its own that does not scroll or by an ancestor, and any
 * navbar brand, breadcrumb or tab that does not read whole.
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
    // The navbar, the breadcrumbs and the tabs read whole: no name cut short or run together.
    const brand = document.querySelector('.navbar__brand')?.getBoundingClientRect();
    const search = document.querySelector('.navbar input')?.getBoundingClientRect();
    if (brand && search && brand.width > 0 && search.width > 0 && search.left - brand.right < 8)
      problems.push(`the navbar's brand ends ${(search.left - brand.right).toFixed(1)} px before the search box`);
    const crumbs = Array.from(document.querySelectorAll('.breadcrumbs__item'));
    const current = document.querySelector('.breadcrumbs__item--active');
    if (current && current.getBoundingClientRect().width === 0)
      problems.push("the current page's breadcrumb is hidden");
    for (const crumb of crumbs) {
      const link = crumb.querySelector('.breadcrumbs__link') ?? crumb;
      if (link.scrollWidth > link.clientWidth + 1)
        problems.push(`the breadcrumb "${link.textContent?.trim() ?? ''}" is cut short`);
    }
    for (const list of Array.from(document.querySelectorAll('main [role="tablist"]'))) {
      const bounds = list.getBoundingClientRect();
      for (const tab of Array.from(list.querySelectorAll('[role="tab"]'))) {
        const box = tab.getBoundingClientRect();
        if (box.right > bounds.right + 1 || box.left < bounds.left - 1)
          problems.push(`the tab "${tab.textContent?.trim() ?? ''}" is cut off by its tab list`);
      }
    }
    return problems;
  });
}

/**
 * How far down a phone's screen (390 px wide) a docs page's title may start, in CSS pixels,
 * with the announcement bar showing: the bar, the navbar, the breadcrumbs whole (current page
 * included) on one line with "Copy page" under them when both do not fit one, and the closed
 * "On this page" box, each at its height in a compact layout.
 */
export const phoneTitleTopLimit = 232;

/** Where the page's first `h1` starts, measured from the top of the page, in CSS pixels. */
export async function firstHeadingTop(page: Page): Promise<number> {
  return page
    .locator('h1')
    .first()
    .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
}
