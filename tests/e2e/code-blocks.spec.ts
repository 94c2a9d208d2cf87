import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';

// Code blocks are highlighted by the server; the browser adopts those lines instead of
// tokenising every block again while it hydrates (src/plugins/codeHighlight): re-tokenising,
// and rebuilding every block's DOM after hydration, is most of the blocking time of
// /docs/getting-started/create-new-project, and Prism would be a sixth of main.js.
const codePage = '/docs/getting-started/create-new-project';

/** Prism's core (`Prism.util.objId`, `Prism.languages.DFS`): in a script, Prism came with it. */
const prismCore = /\bobjId\b[\s\S]*\bDFS\b|\bDFS\b[\s\S]*\bobjId\b/;

/** The bodies of the scripts the page downloads from now on, by URL. */
function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  return scripts;
}

/** The computed colour and style of the first token of `type` in the page's code blocks. */
async function tokenStyle(page: Page, type: string): Promise<{color: string; fontStyle: string}> {
  const token = page.locator(`.theme-code-block .token.${type}`).first();
  await expect(token).toBeAttached();
  return token.evaluate((element) => {
    const style = getComputedStyle(element);
    return {color: style.color, fontStyle: style.fontStyle};
  });
}

test.describe('code blocks', () => {
  test('a first visit shows highlighted code without downloading Prism', async ({page}) => {
    const scripts = collectScripts(page);
    await gotoHydrated(page, codePage);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.theme-code-block .token.keyword').count()).toBeGreaterThan(10);
    const withPrism: string[] = [];
    for (const [url, body] of scripts) if (prismCore.test(await body)) withPrism.push(url);
    expect(withPrism).toEqual([]);
  });

  test('after hydration every block shows the server’s highlighted lines, in tab panels too', async ({page}) => {
    // Before any script runs, remember each server-rendered <code>. The theme's Tabs remount
    // after hydration; the remounted blocks must adopt the same lines, not fall back to plain
    // text while Prism loads.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {serverCode: string[]}).serverCode = Array.from(
          document.querySelectorAll('.theme-code-block pre > code'),
          (code) => code.outerHTML,
        );
      });
    });
    await gotoHydrated(page, codePage);
    await page.waitForLoadState('networkidle');
    const {serverCode, hydratedCode, inTabs} = await page.evaluate(() => {
      const codes = Array.from(document.querySelectorAll('.theme-code-block pre > code'));
      return {
        serverCode: (window as unknown as {serverCode: string[]}).serverCode,
        hydratedCode: codes.map((code) => code.outerHTML),
        inTabs: codes.filter((code) => code.closest('[role="tabpanel"]')).length,
      };
    });
    expect(inTabs).toBeGreaterThan(2);
    expect(serverCode.length).toBeGreaterThan(5);
    expect(hydratedCode).toEqual(serverCode);
  });

  test('hydration keeps the server’s code blocks instead of rebuilding them', async ({page}) => {
    // Before any script runs, mark each server-rendered block's <pre>. A block remounted after
    // hydration (the theme's CodeBlock does it with `key={String(isBrowser)}`) is a new element
    // without the mark, built again while the page is blocked. The theme's Tabs still remount
    // their panels, so blocks in tab panels are not counted here.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const pre of Array.from(document.querySelectorAll<HTMLElement>('.theme-code-block pre'))) {
          pre.dataset.fromServer = '';
        }
      });
    });
    await gotoHydrated(page, codePage);
    await page.waitForLoadState('networkidle');
    const {outsideTabs, rebuilt} = await page.locator('.theme-code-block pre').evaluateAll((pres) => {
      const kept = pres.filter((pre) => !pre.closest('[role="tabpanel"]'));
      return {
        outsideTabs: kept.length,
        rebuilt: kept
          .filter((pre) => !pre.hasAttribute('data-from-server'))
          .map((pre) => pre.textContent?.slice(0, 40)),
      };
    });
    expect(outsideTabs).toBeGreaterThan(20);
    expect(rebuilt).toEqual([]);
  });

  test('a block in a tab panel shown after hydration copies and offers word wrap', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({width: 375, height: 800});
    await gotoHydrated(page, codePage);
    // The sign-in group whose Google panel holds the .env lines.
    const group = page.locator('.tabs-container').filter({hasText: 'GOOGLE_CLIENT_ID='});
    await expect(group).toHaveCount(1);
    await group.getByRole('tab', {name: 'Google'}).click();
    const block = group.getByRole('tabpanel').locator('.theme-code-block');
    await expect(block).toBeVisible();
    // Hidden while the page hydrated, so its size is first known now: the shared
    // ResizeObserver (src/plugins/codeHighlight/client/wordWrap.ts) must still find it overflows.
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrap).toBeVisible();
    await wrap.click();
    await expect(block.locator('pre > code')).toHaveCSS('white-space', 'pre-wrap');
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('GOOGLE_CLIENT_ID');
  });

  test('a block below the fold is laid out when reached, at the height it held, and offers word wrap', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    await gotoHydrated(page, codePage);
    const block = page.locator('article .theme-code-block').filter({hasText: 'middleware.ts'});
    const pre = block.locator('pre');
    const height = () => pre.evaluate((element) => element.getBoundingClientRect().height);
    const laidOut = () =>
      block.locator('pre > code').evaluate((code) => code.checkVisibility({contentVisibilityAuto: true}));
    // Its lines are skipped until the reader nears it (content-visibility), held at their height.
    expect(await laidOut()).toBe(false);
    const held = await height();
    await pre.scrollIntoViewIfNeeded();
    await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toBeVisible();
    expect(await laidOut()).toBe(true);
    expect(Math.abs((await height()) - held)).toBeLessThan(1);
  });

  test('tokens take each colour mode’s theme colours, switching with the mode', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, codePage);
    // GitHub's keyword colour in light mode; Dracula's, italic, in dark mode.
    expect(await tokenStyle(page, 'keyword')).toEqual({color: 'rgb(0, 0, 159)', fontStyle: 'normal'});
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
    expect(await tokenStyle(page, 'keyword')).toEqual({color: 'rgb(189, 147, 249)', fontStyle: 'italic'});
  });

  test('a page opened in dark mode shows the dark theme’s colours from the start', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, codePage);
    expect(await tokenStyle(page, 'keyword')).toEqual({color: 'rgb(189, 147, 249)', fontStyle: 'italic'});
    await context.close();
  });

  test('code blocks reached by client-side navigation are highlighted too', async ({page}) => {
    await gotoHydrated(page, '/docs/getting-started/prerequisites');
    const scripts = collectScripts(page);
    await page
      .locator('article')
      .getByRole('link', {name: /create a new project/i})
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${codePage}$`));
    await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
    // The highlighter came on demand, for the blocks the browser rendered itself.
    let loadedPrism = false;
    for (const body of scripts.values()) if (prismCore.test(await body)) loadedPrism = true;
    expect(loadedPrism).toBe(true);
  });
});
