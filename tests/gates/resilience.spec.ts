import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {gotoHydrated} from '../e2e/support/page';
import {sitemapPaths} from '../e2e/support/sitemap';
import {cspViolations, recordCspViolations} from '../support/csp';

const paths = sitemapPaths();
const toggleName = /Switch between dark and light mode/;

/** Makes both storages throw on access, as Chromium does when a user blocks site data. */
async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          );
        },
      });
    }
  });
}

test.describe('storage blocked', () => {
  test.describe.configure({timeout: 180_000});

  test('the colour toggle still works for the session', async ({page, allowConsole}) => {
    allowConsole(
      /^Docusaurus browser storage is not available/,
      'Docusaurus says so once per page when storage throws',
      {kind: 'warning'},
    );
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await blockStorage(page);
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    await page.getByRole('button', {name: toggleName}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Client navigation keeps the choice: it lives in React state for the session.
    await page.locator('.navbar__items--right').getByRole('link', {name: 'Intro', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'What is Inkwell?'})).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: toggleName}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(uncaught).toEqual([]);
  });
});

/** What a reader needs from a guide page, read the same way with and without scripts. */
const essentials = (target: Page) =>
  target.evaluate(() => {
    const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const article = document.querySelector('article');
    return {
      text: normalise(article?.querySelector('.markdown, .theme-doc-markdown')?.textContent ?? article?.textContent),
      codeBlocks: Array.from(document.querySelectorAll('article pre code')).map((code) => normalise(code.textContent)),
      navbarLinks: Array.from(document.querySelectorAll('.navbar a[href]')).map((link) => link.getAttribute('href')),
      sidebarLinks: Array.from(document.querySelectorAll('.theme-doc-sidebar-menu a[href]')).map((link) =>
        link.getAttribute('href'),
      ),
    };
  });

// One visit to each page for three conditions a reader's browser may set, since loading and
// hydrating a page is most of each check's time: site data blocked, the site's own
// Content-Security-Policy (nginx sends it), and, for a guide page, scripts turned off.
test.describe('every page', () => {
  test.describe.configure({timeout: 360_000});

  test('hydrates with storage blocked and no uncaught error or policy violation; a guide page has its text, navigation links and code blocks in the HTML', async ({
    browser,
    page,
    allowConsole,
  }) => {
    allowConsole(
      /^Docusaurus browser storage is not available/,
      'Docusaurus says so once per page when storage throws',
      {kind: 'warning'},
    );
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
    await blockStorage(page);
    await recordCspViolations(page);
    const context = await browser.newContext({javaScriptEnabled: false});
    const staticPage = await context.newPage();
    try {
      for (const path of [...paths, '/no-such-page']) {
        await gotoHydrated(page, path);
        expect(await cspViolations(page), `${path}: policy violations`).toEqual([]);
        if (path === '/no-such-page') continue;
        await expect(page.locator('#__docusaurus_skipToContent_fallback'), path).toBeVisible();
        if (!path.startsWith('/docs/')) continue;
        const hydrated = await essentials(page);
        await staticPage.goto(path);
        const withoutScripts = await essentials(staticPage);
        expect(withoutScripts.text.length, `${path} has text`).toBeGreaterThan(100);
        expect(withoutScripts.text, `${path} text`).toBe(hydrated.text);
        expect(withoutScripts.codeBlocks, `${path} code blocks`).toEqual(hydrated.codeBlocks);
        expect(withoutScripts.navbarLinks, `${path} navbar`).toEqual(expect.arrayContaining(['/intro', '/providers']));
        expect(withoutScripts.sidebarLinks.length, `${path} sidebar`).toBeGreaterThan(5);
        // Without scripts a category's own link goes to its first page (it cannot expand),
        // where the hydrated one is `#`; every other link is the same.
        expect(withoutScripts.sidebarLinks, `${path} sidebar`).toEqual(
          expect.arrayContaining(hydrated.sidebarLinks.filter((href) => href !== '#')),
        );
      }
    } finally {
      await context.close();
    }
    expect(uncaught).toEqual([]);
  });
});

test.describe('odd URLs', () => {
  test.describe.configure({timeout: 120_000});
  const marker = 'inkwellxss';
  const payload = `<script>window.${marker}=1</script><img src=x onerror="window.${marker}=1">`;
  const urls = [
    `/docs/${'very-long-segment/'.repeat(120)}end`,
    '/docs/getting-started/%70rerequisites',
    '/docs/%E2%98%83/snow%20man',
    '/docs/100%-sure%zz',
    '/docs/%252e%252e/%2e%2e/etc/passwd',
    '//docs//getting-started//prerequisites',
    '/intro?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&x=1&x=2',
    `/intro?${encodeURIComponent(payload)}=${encodeURIComponent(payload)}`,
    `/intro#${payload}`,
    `/no-such-page#${payload}`,
    `/search?q=${encodeURIComponent(payload)}`,
  ];

  for (const url of urls) {
    test(`${url.slice(0, 70)} does not crash and reflects nothing unescaped`, async ({page, baseURL, allowConsole}) => {
      // nginx's own 400 and 414 pages link no icon, so Chromium asks for /favicon.ico.
      allowConsole(
        /^Failed to load resource: the server responded with a status of 404/,
        "the icon of nginx's error page",
        {
          kind: 'error',
          url: /\/favicon\.ico$/,
        },
      );
      // Known: the server-rendered page of the collapsed path is hydrated at the doubled one,
      // which the client router does not normalise; React re-renders it.
      if (url.startsWith('//'))
        allowConsole(/Minified React error #418/, 'a doubled-slash URL hydrates as a mismatch', {kind: 'error'});
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      page.on('dialog', (dialog) => {
        uncaught.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      // Joined as text: resolved as a URL, `//docs` would name a host.
      const response = await page.goto(`${baseURL ?? ''}${url}`);
      // A missing page is the site's own 404 page; nginx itself answers a malformed %-escape
      // (400) or a path over its limit (414) before the site is involved.
      const status = response?.status() ?? 0;
      expect([200, 404, 400, 414]).toContain(status);
      if (status === 200 || status === 404) {
        await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
        await expect(page.locator('nav.navbar')).toBeVisible();
      }
      await page.waitForTimeout(300);
      // Shown as text is fine (the search page echoes the query); parsed into elements is not.
      const reflected = await page.evaluate(
        (name) => ({
          ran: (window as unknown as Record<string, unknown>)[name] !== undefined,
          scripts: Array.from(document.scripts).filter((script) => script.text.includes(name)).length,
          handlers: document.querySelectorAll('[onerror], img[src="x"]').length,
        }),
        marker,
      );
      expect(reflected).toEqual({ran: false, scripts: 0, handlers: 0});
      expect(uncaught).toEqual([]);
    });
  }
});
