import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';

const box = (page: Page) => page.getByRole('combobox', {name: 'Search'});
const options = (page: Page) => page.getByRole('listbox', {name: 'Search results'}).getByRole('option');

test.describe('landing on a search result', () => {
  test('the chosen heading is at the top once the live demos have mounted', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    // The blog-post guide's sections sit below live demos, which mount after hydration.
    await page.goto('/docs/using-inkwell/create-a-blog-post?highlight=excerpt#excerpts');
    await page.waitForLoadState('networkidle');
    // Wait for the page to settle: the demos mount, then the heading is held in place.
    await page.waitForTimeout(1500);
    const top = await page.locator('#excerpts').evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  test('marks whole query words only, never inside words, and never stop words', async ({page}) => {
    await page.goto('/docs/using-inkwell/create-a-blog-post?highlight=save&highlight=a&highlight=draft');
    await expect(page.locator('main mark.search-highlight').first()).toBeVisible();
    const marks = await page.locator('main mark.search-highlight').evaluateAll((found) =>
      found.map((mark) => ({
        text: mark.textContent ?? '',
        before: mark.previousSibling?.textContent?.slice(-1) ?? '',
        after: mark.nextSibling?.textContent?.slice(0, 1) ?? '',
      })),
    );
    const inside = marks.filter(({before, after}) => /\p{L}/u.test(before) || /\p{L}/u.test(after));
    expect(inside, 'marks inside a word').toEqual([]);
  });

  test('result links carry the query words without stop words, and the dropdown marks none', async ({page}) => {
    await gotoHydrated(page, '/');
    await box(page).fill('how do I save a draft');
    const first = options(page).first();
    await expect(first).toBeVisible();
    const marked = await page.getByRole('listbox', {name: 'Search results'}).locator('mark').allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    for (const word of marked) expect(['how', 'do', 'i', 'a'], word).not.toContain(word.toLowerCase());
    await first.click();
    await expect(page).toHaveURL(/highlight=/);
    const highlighted = new URL(page.url()).searchParams.getAll('highlight').map((word) => word.toLowerCase());
    expect(highlighted).toEqual(expect.arrayContaining(['save', 'draft']));
    for (const stopWord of ['how', 'do', 'i', 'a']) expect(highlighted).not.toContain(stopWord);
  });

  test('every section shown under a result has text of its own', async ({page}) => {
    await gotoHydrated(page, '/search');
    for (const query of ['InkwellAuth', 'PostList', 'resolve']) {
      await page.locator('#search-page-input').fill(query);
      await expect(page.getByRole('status').filter({hasText: /found|No results/})).toBeVisible({timeout: 30_000});
      const empty = await page
        .locator('main article li')
        .evaluateAll((items) =>
          items
            .filter((item) => !item.querySelector(':scope > span:last-child')?.textContent?.trim())
            .map((item) => item.textContent?.trim() ?? ''),
        );
      expect(empty, query).toEqual([]);
    }
  });

  test('Ctrl+K focuses the box from the first paint, and a space typed then stays in the box', async ({page}) => {
    // Hold back the site's scripts, so only the server HTML is there, as at first paint.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/js\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/docs/getting-started/prerequisites', {waitUntil: 'commit'});
    await expect(box(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('sign in', {delay: 0});
    await expect(box(page)).toHaveValue('sign in');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    release();
  });

  for (const width of [390, 768, 1280]) {
    test(`a long query fits the box at ${width} px: the clear button covers no text`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await gotoHydrated(page, '/docs/getting-started/prerequisites');
      const input = box(page);
      await input.focus();
      await input.fill('deploy without vercel');
      // Text that does not fit scrolls inside the input, under its clear button.
      const fits = await input.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits).toBe(true);
    });
  }
});
