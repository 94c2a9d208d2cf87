// Every page of the sitemap, visited once: it is served, hydrates with no console errors (the
// test fixture fails on any), is a real route, its outline agrees with its table of contents,
// and it reads at every width, with nothing scrolling sideways and no code cut off; on a
// phone a docs page's title starts near the top. One visit
// for all of it, since loading and hydrating a page is most of each check's time.
import {expect, test} from '../support/test';
import {firstHeadingTop, layoutProblems, layoutWidths, phoneTitleTopLimit} from './support/layout';
import {expectOutlineMatchesToc} from './support/outline';
import {gotoHydrated} from './support/page';
import {sitemapPaths} from './support/sitemap';

test.describe.configure({timeout: 180_000});

for (const path of sitemapPaths()) {
  test(`${path}: served, hydrated with no console errors, outline as its table of contents, fits 320 to 1920 px`, async ({
    page,
  }) => {
    const response = await page.request.get(path);
    expect(response.status(), `${path} is served`).toBe(200);
    // The table of contents shows from the desktop breakpoint; the widths are walked after.
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, path);
    // The skip link's target: every page must have it for the skip link to work.
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeVisible();
    // Not the catch-all: a real route renders no "Page Not Found" heading.
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
    if (path.startsWith('/docs/')) await expectOutlineMatchesToc(page, path);

    const found: string[] = [];
    for (const width of layoutWidths) {
      await page.setViewportSize({width, height: 800});
      found.push(...(await layoutProblems(page)).map((problem) => `[${width} px] ${problem}`));
    }
    expect(found, found.join('\n')).toEqual([]);

    if (path.startsWith('/docs/')) {
      // A reader on a phone sees the title without scrolling past the page's furniture.
      await page.setViewportSize({width: 390, height: 844});
      await expect(page.locator('#__docusaurus > div[role="banner"]'), 'the announcement bar shows').toBeVisible();
      expect(await firstHeadingTop(page), `${path}: the title's top at 390 px`).toBeLessThanOrEqual(phoneTitleTopLimit);
    }
  });
}
