import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {gotoHydrated} from '../e2e/support/page';
import {sitemapPaths} from '../e2e/support/sitemap';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the accessibility statement promises. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const widths = [
  {name: 'desktop', width: 1280, height: 800},
  {name: '375 px', width: 375, height: 740},
];

/** Colour transitions would let axe sample a colour halfway between two themes. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

async function violations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({page}).withTags(tags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replaceAll('\n', ' '))
        .join('\n'),
  );
}

// One page per URL, re-used for the four variants: navigating is the slow part. Four audits
// of the longest API page take over a minute on a busy two-core machine.
test.describe.configure({timeout: 180_000});

for (const path of sitemapPaths()) {
  test(`${path} has no WCAG 2.2 AA violations in light and dark, desktop and 375 px`, async ({page}) => {
    const found: string[] = [];
    for (const [index, size] of widths.entries()) {
      await page.setViewportSize(size);
      await page.emulateMedia({colorScheme: 'light'});
      if (index === 0) await gotoHydrated(page, path);
      for (const scheme of ['light', 'dark'] as const) {
        // Nothing is stored, so the site follows the system preference.
        await page.emulateMedia({colorScheme: scheme});
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        found.push(...(await violations(page)).map((text) => `[${size.name}, ${scheme}] ${text}`));
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
