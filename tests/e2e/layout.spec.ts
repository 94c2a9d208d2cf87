// Every page reads on every screen: nothing scrolls the page sideways, and every character of
// every code block is reachable (the block scrolls or wraps; no box around it cuts it off).
// Also saves screenshots of each kind of page, light and dark, for review (untracked).
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';
import {sitemapPaths} from './support/sitemap';

/** A phone, a tablet, the width where the sidebar appears, a laptop, and both extremes. */
const widths = [320, 390, 768, 1000, 1280, 1920];

/** Where the screenshots go: untracked (see .gitignore), looked at in review. */
const screensDir = join(__dirname, 'screens');

/** One page of each kind the site has, by what the reader sees on it. */
const kinds: Record<string, string> = {
  home: '/',
  guide: '/docs/getting-started/create-new-project',
  demo: '/docs/using-inkwell/markdown-features',
  api: '/docs/api/functions/InkwellRouter',
  providers: '/providers',
  search: '/search?q=editor',
  notFound: '/this-page-does-not-exist',
};

/**
 * What overflows at the current width: the page's own horizontal overflow, and every code
 * block whose text is cut off, by a box of its own that does not scroll or by an ancestor.
 */
async function layoutProblems(page: Page): Promise<string[]> {
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

test.describe.configure({timeout: 180_000});

for (const path of sitemapPaths()) {
  test(`${path} fits every width from 320 to 1920 px`, async ({page}) => {
    const found: string[] = [];
    for (const [index, width] of widths.entries()) {
      await page.setViewportSize({width, height: 800});
      if (index === 0) await gotoHydrated(page, path);
      found.push(...(await layoutProblems(page)).map((problem) => `[${width} px] ${problem}`));
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

test.describe('screenshots for review', () => {
  for (const [kind, path] of Object.entries(kinds)) {
    test(`${kind} (${path}) at 390, 768 and 1280 px, light and dark`, async ({page}) => {
      mkdirSync(screensDir, {recursive: true});
      await page.emulateMedia({colorScheme: 'light'});
      await page.setViewportSize({width: 390, height: 844});
      await gotoHydrated(page, path);
      for (const width of [390, 768, 1280]) {
        await page.setViewportSize({width, height: 900});
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({colorScheme: scheme});
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          await page.evaluate(() =>
            Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
          );
          expect(await layoutProblems(page)).toEqual([]);
          await page.screenshot({path: join(screensDir, `${kind}-${width}-${scheme}.png`), fullPage: true});
        }
      }
    });
  }
});
