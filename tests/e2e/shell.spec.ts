import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '../support/test';
import {buildDir} from '../support/serve-build.cjs';
import {metaDescription} from '../../src/plugins/llmsMarkdown/pageContent';
import {gotoHydrated} from './support/page';
import {guidePage} from './support/routes';
import {sitemapPaths} from './support/sitemap';

test.describe('page shell', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({page}) => {
    await gotoHydrated(page, guidePage);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    const focusedInsideMain = await page.evaluate(() => {
      const main = document.querySelector('main');
      const active = document.activeElement;
      return Boolean(main && active && (main === active || main.contains(active) || active.contains(main)));
    });
    expect(focusedInsideMain).toBe(true);
  });

  test('the announcement bar closes and stays closed after a reload', async ({page}) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'Inkwell 0.1 is out'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await gotoHydrated(page, '/intro');
    await expect(page.getByText('Inkwell 0.1 is out')).toHaveCount(0);
  });

  test('the navbar links Intro, Providers and Docs on the right, with search and the colour toggle', async ({page}) => {
    await gotoHydrated(page, '/');
    const right = page.locator('.navbar__items--right');
    await expect(right.getByRole('link', {name: 'Intro', exact: true})).toHaveAttribute('href', '/intro');
    // A dropdown's own link is exposed as the button that opens it.
    await expect(right.getByRole('button', {name: 'Providers', exact: true})).toHaveAttribute('href', '/providers');
    await expect(right.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      '/docs/getting-started/prerequisites',
    );
    await expect(page.locator('.navbar__items:not(.navbar__items--right) .navbar__item')).toHaveCount(0);
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(
      page.locator('.navbar .navbar__search input, .navbar [class*="searchBar"] input').first(),
    ).toBeVisible();
  });

  test('the navbar is fixed, hides on scroll down and comes back on scroll up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 400});
    await gotoHydrated(page, guidePage);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toHaveClass(/navbar--fixed-top/);
    const top = async () => (await navbar.boundingBox())?.y ?? Number.NaN;
    expect(await top()).toBeGreaterThanOrEqual(0);
    // The navbar reacts to the direction between scroll events, so scroll in steps.
    for (let step = 0; step < 4; step += 1) {
      await page.mouse.wheel(0, 150);
      await page.waitForTimeout(50);
    }
    await expect.poll(top).toBeLessThan(0);
    await page.mouse.wheel(0, -100);
    await expect.poll(top).toBe(0);
  });

  test('the footer links every section, the source repository, a logo and the copyright', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    const expected: Record<string, string> = {
      Intro: '/intro',
      'Getting started': '/docs/category/getting-started',
      Configuration: '/docs/category/configuration',
      Features: '/docs/category/using-inkwell',
      Deployment: '/docs/category/deploy-your-site',
      API: '/docs/category/api',
      'Source repository': 'https://github.com/inkwell-cms/inkwell',
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(footer.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    await expect(footer.locator('img.footer__logo, .footer__logo img, img[alt="Inkwell"]').first()).toBeVisible();
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} The Inkwell authors`);
  });

  test('the generator, language and description metadata are set', async ({page}) => {
    await page.goto(guidePage);
    await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.7.0');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /social-card\.png$/);
  });

  test('every page’s head description is whole sentences, not a line of its summary cut short', () => {
    const paths = sitemapPaths();
    expect(paths.filter((path) => path.startsWith('/docs/api/')).length).toBeGreaterThan(10);
    const cut = paths.flatMap((path) => {
      const html = readFileSync(join(buildDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
      const description = metaDescription(html);
      return description.length >= 20 && /[.!?]["')]?$/.test(description) ? [] : [`${path}: ${description}`];
    });
    expect(cut).toEqual([]);
  });

  test('unknown paths render the not-found page', async ({page}) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await page.goto('/blog');
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });

  test('the table of contents lists h2 and h3 headings only', async ({page}) => {
    await gotoHydrated(page, guidePage);
    const article = page.locator('article');
    const h4Ids = await article.locator('h4[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(h4Ids.length, `${guidePage} needs an h4 for this check`).toBeGreaterThan(0);
    const expectedIds = await article.locator('h2[id], h3[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    const tocIds = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')?.slice(1) ?? '')));
    expect(tocIds).toEqual(expectedIds);
  });

  test('guides and API pages share one sidebar that starts at Getting started', async ({page}) => {
    const topLevel = () =>
      page.locator('nav.menu > ul > li > .menu__list-item-collapsible .menu__link').allInnerTexts();
    const expected = ['Getting started', 'Configuration', 'Deploy your site', 'Using Inkwell', 'API'];
    for (const path of [guidePage, '/docs/api/functions/InkwellRouter', '/docs/category/oauth']) {
      await gotoHydrated(page, path);
      expect(await topLevel(), path).toEqual(expected);
    }
  });

  test('sidebar categories collapse when another one opens', async ({page}) => {
    await gotoHydrated(page, '/docs/getting-started/prerequisites');
    const sidebar = page.locator('nav.menu');
    const gettingStarted = sidebar
      .locator('.menu__list-item')
      .filter({has: page.locator('> .menu__list-item-collapsible a', {hasText: 'Getting started'})});
    await expect(gettingStarted).not.toHaveClass(/menu__list-item--collapsed/);
    await sidebar.getByRole('button', {name: /Expand sidebar category 'Using Inkwell'/}).click();
    await expect(gettingStarted).toHaveClass(/menu__list-item--collapsed/);
  });
});

test.describe('mobile and the 996 px breakpoint', () => {
  test('at 996 px the navbar collapses into the mobile menu; above it, it does not', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await gotoHydrated(page, guidePage);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await page.setViewportSize({width: 996, height: 800});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
  });

  test('the mobile sidebar blocks body scrolling and offers "back to main menu"', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, guidePage);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // On a docs page the mobile menu opens on the docs sidebar, one step below the main menu.
    const back = page.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Intro', exact: true})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });

  test('following a link in the mobile docs sidebar closes the menu on the new page', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, guidePage);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', {name: 'Prerequisites', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/prerequisites$/);
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });

  test('on mobile, dropdowns stay collapsed unless a child item is active', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    const providersDropdown = page
      .locator('.navbar-sidebar .menu__list-item')
      .filter({has: page.getByRole('button', {name: 'Providers', exact: true})});
    await gotoHydrated(page, '/intro');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(providersDropdown).toHaveClass(/menu__list-item--collapsed/);
    await gotoHydrated(page, '/docs/category/data-store');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // A docs page opens the mobile menu on its sidebar; the dropdown is in the main menu.
    await page.getByRole('button', {name: /Back to main menu/}).click();
    await expect(providersDropdown).not.toHaveClass(/menu__list-item--collapsed/);
  });
});
