import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {gotoHydrated} from '../e2e/support/page';
import {sitemapPaths} from '../e2e/support/sitemap';
import {axeAudit, colourRules, wcagTags} from '../support/axe';

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

async function violations(page: Page, rules: 'all' | 'colour'): Promise<string[]> {
  await settle(page);
  const builder = axeAudit(page);
  const results = await (rules === 'all' ? builder.withTags(wcagTags) : builder.withRules(colourRules)).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replaceAll('\n', ' '))
        .join('\n'),
  );
}

// One page per URL, re-used for the four variants. Every rule runs in light mode at each width;
// dark mode changes colours and nothing else (the same elements, names and layout), so it
// re-runs the colour rules only.
test.describe.configure({timeout: 360_000});

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
        const rules = scheme === 'light' ? 'all' : 'colour';
        found.push(...(await violations(page, rules)).map((text) => `[${size.name}, ${scheme}] ${text}`));
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
