import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';
import {throttle} from './support/throttle';
import {searchPageFirst} from '../../src/plugins/search/ui/searchPageQuery';

const box = (page: Page) => page.getByRole('combobox', {name: 'Search'});
const options = (page: Page) => page.getByRole('listbox', {name: 'Search results'}).getByRole('option');

/** Presses the search page's "Show more results" until all `total` results are listed. */
async function showEveryResult(page: Page, total: number, timeout: number) {
  const more = page.getByRole('button', {name: 'Show more results'});
  await expect(async () => {
    // Bounded: the button moves while results load as it scrolls into view, and goes once
    // every result is shown, so an unbounded click could wait for it past the last result.
    if (await more.isVisible()) await more.click({timeout: 5_000});
    await expect(page.locator('main article')).toHaveCount(total, {timeout: 1000});
  }).toPass({timeout});
}

test.describe('search', () => {
  test('acceptance: "markdown" typed with no delay shows results as options, and choosing one opens the page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await box(page).click();
    await page.keyboard.type('markdown', {delay: 0});
    await expect(box(page)).toHaveValue('markdown');
    const first = options(page).first();
    await expect(first).toContainText(/markdown/i);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    const title = (await first.locator('span').first().innerText()).split('\n')[0]?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/docs\/.+\?highlight=markdown/);
    // By name: the URL changes before the page does, and the home page it leaves has headings
    // of its own (its title and a demo's).
    await expect(
      page.getByRole('heading', {level: 1, name: title.replace(/(Guides|API|Pages)$/, '').trim()}),
    ).toBeVisible();
    // The target page marks the searched word.
    await expect(page.locator('main mark.search-highlight').first()).toBeVisible();
  });

  test('"markdown" ranks Markdown features first, with marked excerpts and its sections below it', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await box(page).fill('markdown');
    const first = options(page).first();
    await expect(first.locator('[class*="optionTitle"]')).toHaveText(/^Markdown features/);
    // The excerpt, from the engine's positions in the page's fragment, marks the query.
    await expect(first.locator('mark').first()).toHaveText(/^markdown/i);
    // Then sections of that page (headings), each with an excerpt, before the next page.
    const section = options(page).nth(1);
    await expect(section).toHaveClass(/subOption/);
    await expect(section.locator('[class*="optionExcerpt"]')).not.toBeEmpty();
    await section.click();
    await expect(page).toHaveURL(/\/docs\/using-inkwell\/markdown-features\?highlight=markdown#[\w-]+$/);
  });

  test('Ctrl+K focuses the box from anywhere on the page, and Escape leaves it', async ({page}) => {
    await gotoHydrated(page, '/docs/getting-started');
    await expect(box(page)).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('vercel', {delay: 0});
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the arrow keys walk the options and Enter opens the active one', async ({page}) => {
    await gotoHydrated(page, '/');
    await box(page).click();
    await page.keyboard.type('InkwellRouter', {delay: 0});
    // The whole word's results, not an earlier prefix's: new results start the list afresh.
    await expect(options(page).first()).toContainText('InkwellRouter');
    await expect(page.getByRole('status').filter({hasText: /found/})).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const active = options(page).first();
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? 'missing');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/api\/.*InkwellRouter/);
  });

  // `hit` matches the option's title: a page's, or a heading's for a section of a page.
  for (const {query, hit, expectedPath, kind} of [
    {query: 'GitHub OAuth app', hit: /GitHub/, expectedPath: '/docs/configuration/oauth/github', kind: 'a guide'},
    {
      query: 'InkwellRouter',
      hit: /InkwellRouter/,
      expectedPath: '/docs/api/functions/InkwellRouter',
      kind: 'an API page',
    },
    {query: 'Providers', hit: /^Providers/, expectedPath: '/providers', kind: 'a top-level page'},
  ]) {
    test(`finds ${kind} and opens it`, async ({page}) => {
      await gotoHydrated(page, '/');
      await box(page).fill(query);
      const result = options(page)
        .filter({has: page.locator('[class*="optionTitle"]', {hasText: hit})})
        .first();
      await expect(options(page).first()).toBeVisible();
      // Ranked below the results in view, it loads as a reader scrolls the list down to it.
      await expect(async () => {
        await options(page).last().scrollIntoViewIfNeeded();
        await expect(result).toBeVisible({timeout: 1000});
      }).toPass();
      await result.click();
      await expect(page).toHaveURL(new RegExp(`${expectedPath}(\\?[^#]*)?(#.*)?$`));
    });
  }

  test('the list downloads the results in view, and the next ones as its end scrolls into view', async ({page}) => {
    await gotoHydrated(page, '/');
    const fragments: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\/pagefind\/fragment\//.test(request.url())) fragments.push(request.url());
    });
    await box(page).fill('markdown');
    const pages = page.locator('[role="option"]:not([class*="subOption"])');
    await expect(pages.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shown = await pages.count();
    const status = page.getByRole('status').filter({hasText: /found/});
    const found = Number((await status.innerText()).match(/(\d+) pages? found/)?.[1]);
    // More pages match than the box shows at first, and only the ones shown were fetched.
    expect(found).toBeGreaterThan(shown);
    expect(fragments.length).toBe(shown);
    // Arrowing to the last option loads the next results, and the arrow goes on into them
    // instead of wrapping to the top.
    const optionsShown = await options(page).count();
    for (let step = 0; step < optionsShown; step += 1) await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(optionsShown - 1)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => pages.count()).toBeGreaterThan(shown);
    await expect.poll(() => fragments.length).toBeGreaterThan(shown);
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(optionsShown)).toHaveAttribute('aria-selected', 'true');
  });

  test('headings are sub-results that open the page at that heading', async ({page}) => {
    await gotoHydrated(page, '/');
    await box(page).fill('callback URL');
    const section = page.locator('[role="option"][class*="subOption"]').first();
    await expect(section).toBeVisible();
    await section.click();
    await expect(page).toHaveURL(/\/docs\/[^#]+#[\w-]+$/);
  });

  test('the API filter keeps only API reference pages', async ({page}) => {
    await gotoHydrated(page, '/');
    await box(page).fill('session');
    await expect(options(page).first()).toBeVisible();
    await page.getByRole('button', {name: 'API', exact: true}).click();
    await expect(page.getByRole('button', {name: 'API', exact: true})).toHaveAttribute('aria-pressed', 'true');
    await expect(box(page)).toBeFocused();
    const pages = page.locator('[role="option"]:not([class*="subOption"])');
    await expect(pages.first()).toBeVisible();
    await expect(async () => {
      const badges = await pages.locator('span span').allInnerTexts();
      expect(badges.length).toBeGreaterThan(0);
      expect(new Set(badges)).toEqual(new Set(['API']));
    }).toPass();
  });

  test('the search page has a title, a description, and results for the query in its URL', async ({page}) => {
    await gotoHydrated(page, '/search?q=setup%20form');
    await expect(page).toHaveTitle(/^Search/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Search the Inkwell documentation/,
    );
    await expect(page.getByRole('heading', {level: 1, name: 'Search results for "setup form"'})).toBeVisible();
    const firstResult = page.locator('article h2 a').first();
    await expect(firstResult).toHaveAttribute('href', /^\/docs\//);
    await page.getByRole('button', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL(/section=Guides/);
    await firstResult.click();
    await expect(page.locator('main mark.search-highlight').filter({hasText: /setup/i}).first()).toBeVisible();
  });

  test('Enter with no option chosen opens the search page for the query', async ({page}) => {
    await gotoHydrated(page, '/');
    await box(page).fill('deploy');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=deploy$/);
    await expect(page.locator('article h2 a').first()).toBeVisible();
  });
});

test.describe('search results answer the question', () => {
  test("a page's section links are the ones the query matches, not its first three", async ({page}) => {
    await gotoHydrated(page, '/search?q=post%20excerpt');
    const first = page.locator('main article').first();
    await expect(first.locator('h2 a')).toHaveAttribute('href', /\/docs\/using-inkwell\/create-a-blog-post\?/);
    // "Excerpts" is the blog post guide's sixth section.
    await expect(first.locator('li a').first()).toHaveAttribute('href', /#excerpts$/);
  });

  test('snippets keep table cells apart, and leave out card emoji', async ({page}) => {
    await gotoHydrated(page, '/search?q=preview%20deployments');
    const excerpts = page.locator('main article p, main article li');
    await expect(excerpts.first()).toBeVisible();
    const text = (await excerpts.allInnerTexts()).join('\n');
    // The deployment overview's table: "Preview deployments | every branch and pull request".
    expect(text).not.toMatch(/deploymentsevery|allowPreview/i);
    expect(text).not.toMatch(/📄|🗃|🔗/u);
  });

  test('the home page is titled by its title, not its URL', async ({page}) => {
    await gotoHydrated(page, '/search?q=safely%20rendered');
    const home = page.locator('main article h2 a[href^="/?"]');
    await expect(home).toHaveText(/^Inkwell/);
  });

  test('a question with a word no page holds still finds pages, and says they hold some of its words', async ({
    page,
  }) => {
    // "Kubernetes" is on no page; "please" only on the accessibility page, with none of the rest.
    await gotoHydrated(page, '/search?q=deploy%20inkwell%20with%20kubernetes%20please');
    const status = page.locator('main').getByRole('status');
    await expect(status).toContainText('No page has every word', {timeout: 30_000});
    await expect(status).toContainText('with some of them');
    await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /^\/docs\/deployment\//);
  });

  test('a question few pages answer word for word is followed by pages with most of its words', async ({page}) => {
    // Only the new-project guide holds "my" (its code names the app my-site); the section
    // that answers says "your own pages".
    await gotoHydrated(page, '/search?q=show%20the%20toolbar%20on%20my%20own%20pages');
    await expect(page.locator('main').getByRole('status')).toContainText('first the ones with every word');
    const sections = page.locator('main article li a');
    await expect(sections.filter({hasText: 'Show the toolbar on your own pages too'})).toHaveAttribute(
      'href',
      /\/docs\/getting-started\/add-to-existing-project\?[^#]*#show-the-toolbar-on-your-own-pages-too$/,
    );
  });

  test('every result can be reached on the search page, by scrolling or the button', async ({page}) => {
    // It loads every page's result, a few at a time: more than the default time on a busy machine.
    test.slow();
    await gotoHydrated(page, '/search?q=inkwell');
    const status = page.getByRole('status').filter({hasText: /found/});
    await expect(status).toBeVisible();
    const total = Number((await status.innerText()).match(/(\d+) pages found/)?.[1]);
    expect(total).toBeGreaterThan(30);
    await showEveryResult(page, total, 150_000);
    await expect(page.getByRole('button', {name: 'Show more results'})).toHaveCount(0);
  });

  test('/search?q= starts its search while the page hydrates, and its first results wait for no more than they show', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const fragments = () =>
        performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/pagefind/fragment/')).length;
      const marked = (name: string) => performance.getEntriesByName(name).length > 0;
      // Watches until both marks are made: the hydrated attribute is set through Helmet, on a
      // later frame, so results searched before hydration can show before it.
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated === 'true' && !marked('hydrated'))
          performance.mark('hydrated');
        // The fragments fetched by the time the first results show: what they waited for.
        if (document.querySelector('main article') && !marked('results'))
          performance.mark('results', {detail: fragments()});
        if (marked('hydrated') && marked('results')) observer.disconnect();
      }).observe(document, {subtree: true, childList: true, attributes: true});
    });
    await page.goto('/search?q=deploy');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(searchPageFirst);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const started = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName('hydrated')[0]?.startTime ?? 0;
      const results = performance.getEntriesByName('results')[0] as PerformanceMark | undefined;
      const pagefind = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/pagefind\//.test(entry.name))
        .map((entry) => ({name: new URL(entry.name).pathname, before: entry.startTime < hydrated}));
      return {hydrated, pagefind, fragmentsBeforeResults: Number(results?.detail)};
    });
    expect(started.hydrated).toBeGreaterThan(0);
    // The engine was requested before hydration: the search started while React loaded the
    // page, not in an effect after it.
    expect(started.pagefind.find((entry) => entry.name.endsWith('/pagefind/pagefind.js'))).toEqual({
      name: '/pagefind/pagefind.js',
      before: true,
    });
    // The first results waited for their own fragments only, not for those of results further
    // down ("deploy" finds many more), which load when the list's end comes into view.
    expect(started.fragmentsBeforeResults).toBe(searchPageFirst);
    // And those are about a screenful: the last of them starts less than a screen below the view.
    const lastTop = await page
      .locator('main article')
      .last()
      .evaluate((article) => article.getBoundingClientRect().top);
    expect(lastTop).toBeLessThan(2 * (page.viewportSize()?.height ?? 0));
    expect(started.pagefind.filter((entry) => entry.name.includes('/fragment/')).length).toBe(searchPageFirst);
  });

  // Chromium warns in the console when a preloaded file goes unused a few seconds after the
  // page's load event, and when a request cannot take the preloaded response (a different
  // URL or credentials mode) it downloads the file again.
  for (const path of ['/search?q=deploy', '/search']) {
    test(`${path} downloads the code that starts its search, and Pagefind's engine and metadata, from its HTML, before main.js has run, and uses them`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(path);
      if (path.includes('?q=')) await expect(page.locator('main article').first()).toBeVisible();
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      const engine = [
        /\/assets\/js\/search-page-query\.\w+\.js$/,
        /\/pagefind\/pagefind\.js$/,
        /\/pagefind\/pagefind\.en_\w+\.pf_meta$/,
        /\/pagefind\/wasm\.en\.pagefind$/,
      ];
      await expect
        .poll(() => engine.map((file) => requested.filter((name) => file.test(name)).length))
        .toEqual([1, 1, 1, 1]);
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const main = resources.find((entry) => /\/assets\/js\/main\.\w+\.js$/.test(entry.name));
        return {
          mainDownloaded: main?.responseEnd ?? 0,
          engineRequested: resources
            .filter((entry) =>
              /\/(assets\/js\/search-page-query\.\w+\.js|pagefind\/(pagefind\.js|pagefind\.en_\w+\.pf_meta|wasm\.en\.pagefind))$/.test(
                entry.name,
              ),
            )
            .map((entry) => entry.startTime),
        };
      });
      expect(timing.mainDownloaded).toBeGreaterThan(0);
      expect(timing.engineRequested).toHaveLength(engine.length);
      for (const started of timing.engineRequested) expect(started).toBeLessThan(timing.mainDownloaded);
      // Past Chromium's few seconds after the load event: an unused preload would have warned.
      await page.waitForLoadState('load');
      await page.waitForTimeout(4000);
    });
  }

  test('other pages load nothing of search until it is used', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/\/pagefind\//.test(request.url())) requests.push(request.url());
    });
    await gotoHydrated(page, '/docs/intro?q=deploy');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });
});

for (const viewport of [
  {width: 390, height: 844},
  {width: 768, height: 1024},
  {width: 1280, height: 720},
]) {
  test.describe(`the search page at ${viewport.width} px`, () => {
    test.use({viewport});
    test('keeps its layout when the results arrive: the footer stays below the first screen', async ({page}) => {
      await page.addInitScript(() => {
        const shifts: {value: number; sources: string[]}[] = [];
        Object.assign(window, {inkwellLayoutShifts: shifts});
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: {node?: Node | null}[];
          })[]) {
            shifts.push({value: entry.value, sources: entry.sources.map((source) => source.node?.nodeName ?? '?')});
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await page.goto('/search?q=deploy');
      await expect(page.locator('main article').first()).toBeVisible();
      const footerTop = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(viewport.height);
      const shifts = await page.evaluate(
        () => (window as unknown as {inkwellLayoutShifts: {value: number; sources: string[]}[]}).inkwellLayoutShifts,
      );
      expect(shifts.filter((shift) => shift.sources.includes('FOOTER'))).toEqual([]);
      // Web Vitals call a cumulative layout shift under 0.1 good.
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.1);
    });
  });
}

test.describe('every result reachable from the navbar', () => {
  test('the box shows the first results, and "See all results" opens the search page with all of them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, '/');
    await box(page).fill('inkwell');
    const status = page.getByRole('status').filter({hasText: /pages found/});
    const total = Number((await status.innerText()).match(/(\d+) pages found/)?.[1]);
    expect(total).toBeGreaterThan(5);
    // Arrowing down loads the next results into the box, up to five pages.
    const pages = page.locator('[role="option"]:not([class*="subOption"])');
    await expect(async () => {
      for (let step = 0; step < 30; step += 1) await page.keyboard.press('ArrowDown');
      await expect(pages).toHaveCount(5, {timeout: 500});
    }).toPass({timeout: 30_000});
    // The rest are one link away: the search page, where every one can be reached.
    await page.getByRole('link', {name: 'See all results'}).click();
    await expect(page).toHaveURL(/\/search\?q=inkwell$/);
    await expect(page.locator('main').getByRole('status')).toContainText(`${total} pages found`);
    await showEveryResult(page, total, 60_000);
  });
});

test.describe('no keystroke lost', () => {
  test('keys typed before the page has hydrated, on a slow connection, are kept and searched', async ({page}) => {
    await throttle(page, {latencyMs: 300, kilobytesPerSecond: 40});
    await page.goto('/', {waitUntil: 'commit'});
    // The server-rendered box, before React and long before the search code.
    await box(page).click({timeout: 30_000});
    const hydratedBeforeTyping = await page.evaluate(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.keyboard.type('markdown', {delay: 0});
    expect(hydratedBeforeTyping, 'typed before hydration').toBe(false);
    await expect(box(page)).toHaveValue('markdown');
    await expect(options(page).first()).toContainText(/markdown/i, {timeout: 45_000});
    // Still there once the search code has loaded: nothing swapped the box out from under it.
    await expect(box(page)).toHaveValue('markdown');
    await expect(box(page)).toBeFocused();
  });

  test('keys typed right after a click, while the search code loads on a slow connection, are kept', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await throttle(page, {latencyMs: 400, kilobytesPerSecond: 30});
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/pagefind\//.test(request.url())) searchRequests.push(request.url());
    });
    await box(page).click();
    await page.keyboard.type('markdown', {delay: 0});
    await expect(box(page)).toHaveValue('markdown');
    await expect(options(page).first()).toContainText(/markdown/i, {timeout: 30_000});
    await expect(box(page)).toHaveValue('markdown');
    await expect(box(page)).toBeFocused();
    expect(searchRequests.length).toBeGreaterThan(0);
  });

  test('keys typed right after Ctrl+K, while the search code loads, are kept', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await throttle(page, {latencyMs: 400, kilobytesPerSecond: 30});
    await page.keyboard.press('Control+k');
    await page.keyboard.type('markdown', {delay: 0});
    await expect(box(page)).toHaveValue('markdown');
    await expect(options(page).first()).toContainText(/markdown/i, {timeout: 30_000});
    await expect(box(page)).toHaveValue('markdown');
    await expect(box(page)).toBeFocused();
  });
});

test.describe('no keystroke lost on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
  test('keys typed right after a tap are kept', async ({page}) => {
    await gotoHydrated(page, '/');
    await throttle(page, {latencyMs: 400, kilobytesPerSecond: 30});
    await box(page).tap();
    await page.keyboard.type('markdown', {delay: 0});
    await expect(box(page)).toHaveValue('markdown');
    await expect(options(page).first()).toContainText(/markdown/i, {timeout: 30_000});
    await expect(box(page)).toHaveValue('markdown');
    await expect(box(page)).toBeFocused();
  });
});
