import {statSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {buildDir} from '../support/serve-build.cjs';
import {expect, test} from '../support/test';
import {gotoHydrated, settleAnimations} from '../e2e/support/page';
import {sitemapPaths} from '../e2e/support/sitemap';
import {axeAudit, colourRules, contrastInputs, pageContent, wcagTags} from '../support/axe';

const widths = [
  {name: 'desktop', width: 1280, height: 800},
  {name: '375 px', width: 375, height: 740},
];

/** Prefixes a finding with the width and colour scheme it was found at. */
const label = (width: string, scheme: string) => (text: string) => `[${width}, ${scheme}] ${text}`;

/**
 * What axe finds: `all` runs every WCAG rule, `colour` the colour rules alone, `not colour` every
 * rule but those, and `colour outside content` the colour rules on all but the written content.
 */
async function violations(
  page: Page,
  rules: 'all' | 'colour' | 'not colour' | 'colour outside content',
): Promise<string[]> {
  await settleAnimations(page);
  const builder = axeAudit(page);
  if (rules === 'all') builder.withTags(wcagTags);
  else if (rules === 'not colour') builder.withTags(wcagTags).disableRules(colourRules);
  else builder.withRules(colourRules);
  if (rules === 'colour outside content') builder.exclude(pageContent);
  const results = await builder.analyze();
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
// re-runs the colour rules only. At 375 px the written content, most of a page's text (a guide's
// code blocks above all), is the same elements as on the desktop: where every input of its
// contrast checks is the same too, its colour answers are the desktop's, and the colour rules
// run on the rest of the page.
test.describe.configure({timeout: 360_000});

/** The API reference's kind of page (`functions`, `interfaces`, …), or null for a page written by hand. */
const apiKind = (path: string) => /^\/docs\/api\/([^/]+)\/[^/]+$/.exec(path)?.[1] ?? null;
const builtBytes = (path: string) => statSync(join(buildDir, `${path}.html`)).size;

// The API reference's pages of one kind come from one TypeDoc template: the same elements and
// classes, filled with different words. Each kind's largest page stands for its kind in dark mode
// and at 375 px; every other API page gets every rule in light mode on the desktop, where its own
// words and tables are checked.
const paths = sitemapPaths();
const allVariants = new Set(paths.filter((path) => apiKind(path) === null));
for (const kind of new Set(paths.map(apiKind))) {
  if (kind === null) continue;
  const largest = paths.filter((path) => apiKind(path) === kind).sort((a, b) => builtBytes(b) - builtBytes(a))[0];
  if (largest) allVariants.add(largest);
}

for (const path of paths.filter((path) => !allVariants.has(path))) {
  test(`${path} has no WCAG 2.2 AA violations in light mode on the desktop`, async ({page}) => {
    await page.setViewportSize(widths[0]);
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const found = await violations(page, 'all');
    expect(found, found.join('\n')).toEqual([]);
  });
}

for (const path of allVariants) {
  test(`${path} has no WCAG 2.2 AA violations in light and dark, desktop and 375 px`, async ({page}) => {
    const found: string[] = [];
    const desktopContent = new Map<'light' | 'dark', string>();
    for (const [index, size] of widths.entries()) {
      const desktop = index === 0;
      await page.setViewportSize(size);
      await page.emulateMedia({colorScheme: 'light'});
      if (desktop) await gotoHydrated(page, path);
      for (const scheme of ['light', 'dark'] as const) {
        // Nothing is stored, so the site follows the system preference.
        await page.emulateMedia({colorScheme: scheme});
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        await settleAnimations(page);
        const content = (await contrastInputs(page, pageContent)).join('\n');
        let rules: Parameters<typeof violations>[1];
        if (desktop) {
          desktopContent.set(scheme, content);
          rules = scheme === 'light' ? 'all' : 'colour';
        } else {
          if (scheme === 'light') found.push(...(await violations(page, 'not colour')).map(label(size.name, scheme)));
          rules = content === desktopContent.get(scheme) ? 'colour outside content' : 'colour';
          if (rules === 'colour') {
            test.info().annotations.push({type: 'content coloured differently at 375 px', description: scheme});
          }
        }
        found.push(...(await violations(page, rules)).map(label(size.name, scheme)));
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
