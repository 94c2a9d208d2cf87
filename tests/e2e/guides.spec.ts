import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {envFile} from '../../src/components/StackPicker/envFile';
import {defaultStack, type Stack} from '../../src/components/StackPicker/stack';
import {gotoHydrated} from './support/page';

const configurationIndex = '/docs/category/configuration';
const createNewProject = '/docs/getting-started/create-new-project';

function picker(page: Page) {
  return page.locator('[data-stack-picker]').first();
}

/** The picker's radio for a choice, found by its fieldset's legend and its label. */
function choice(page: Page, group: string, label: string) {
  return picker(page).getByRole('group', {name: group}).getByRole('radio', {name: label, exact: true});
}

/** The text of the picker's generated .env block. */
async function envText(page: Page): Promise<string> {
  return (await picker(page).locator('pre code').innerText()).replace(/\n?$/, '\n');
}

test.describe('your stack picker', () => {
  test('remembers the choice across reloads and pages, and switches the tab groups', async ({page}) => {
    await gotoHydrated(page, configurationIndex);
    await choice(page, 'Sign-in', 'Microsoft').check();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.sign-in'))).toBe('microsoft');

    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(choice(page, 'Sign-in', 'Microsoft')).toBeChecked();

    // Another page: its picker and every sign-in tab group show the same choice.
    await gotoHydrated(page, createNewProject);
    await expect(choice(page, 'Sign-in', 'Microsoft')).toBeChecked();
    const tabs = page.locator('.tabs').filter({has: page.getByRole('tab', {name: 'Microsoft'})});
    await expect(tabs).toHaveCount(2);
    for (const group of await tabs.all()) {
      await expect(group.getByRole('tab', {name: 'Microsoft'})).toHaveAttribute('aria-selected', 'true');
    }
    await expect(page.locator('pre').filter({hasText: 'MICROSOFT_CLIENT_ID='}).first()).toBeVisible();

    // And back: choosing a tab moves the picker.
    await tabs.first().getByRole('tab', {name: 'Google'}).click();
    await expect(choice(page, 'Sign-in', 'Google')).toBeChecked();
    await expect(tabs.nth(1).getByRole('tab', {name: 'Google'})).toHaveAttribute('aria-selected', 'true');

    // A host tab on a provider page sets the host for the picker on another page.
    await gotoHydrated(page, '/docs/configuration/oauth/github');
    await page.getByRole('tab', {name: 'Self-hosted'}).first().click();
    await gotoHydrated(page, configurationIndex);
    await expect(choice(page, 'Host', 'Self-hosted')).toBeChecked();
  });

  test('a choice stored before the page loads shows its tabs from hydration, without a mismatch', async ({page}) => {
    // The theme's Tabs render the stored choice only after hydration (facebook/docusaurus#5653),
    // so the server's first tab must switch without a mismatch. The fixture fails the test on
    // any console warning, so a hydration mismatch fails it too.
    await page.addInitScript(() => localStorage.setItem('docusaurus.tab.sign-in', 'google'));
    await gotoHydrated(page, createNewProject);
    const tabs = page.locator('.tabs').filter({has: page.getByRole('tab', {name: 'Google'})});
    await expect(tabs).toHaveCount(2);
    for (const group of await tabs.all()) {
      await expect(group.getByRole('tab', {name: 'Google'})).toHaveAttribute('aria-selected', 'true');
      await expect(group.getByRole('tab', {name: 'GitHub'})).toHaveAttribute('aria-selected', 'false');
    }
    await expect(page.locator('pre').filter({hasText: 'GOOGLE_CLIENT_ID='}).first()).toBeVisible();
    await expect(page.locator('pre').filter({hasText: 'GITHUB_CLIENT_ID='}).first()).toBeHidden();
    await expect(choice(page, 'Sign-in', 'Google')).toBeChecked();
  });

  test('writes the .env file for the chosen stack', async ({page}) => {
    await gotoHydrated(page, configurationIndex);
    expect(await envText(page)).toBe(envFile(defaultStack));

    await choice(page, 'Data store', 'MongoDB').check();
    await choice(page, 'Media storage', 'Cloudinary').check();
    await choice(page, 'Sign-in', 'Google').check();
    await choice(page, 'Host', 'Self-hosted').check();
    const chosen: Stack = {'data-store': 'mongodb', media: 'cloudinary', 'sign-in': 'google', host: 'self-hosted'};
    const text = await envText(page);
    expect(text).toBe(envFile(chosen));
    expect(text).toContain('INKWELL_DATA_STORE=mongodb\n');
    expect(text).toContain('CLOUDINARY_URL=cloudinary://API_KEY:API_SECRET@CLOUD_NAME\n');
    expect(text).toContain('GOOGLE_CLIENT_ID=\n');
    expect(text).toContain('https://cms.example.com/api/auth/callback/google');
    expect(text).not.toContain('GITHUB_CLIENT_ID');
    await expect(picker(page).getByText('.env.production.local', {exact: true})).toBeVisible();
  });

  test('without JavaScript, shows every option and the default .env', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(configurationIndex);
    await expect(picker(page).getByRole('radio')).toHaveCount(11);
    await expect(choice(page, 'Data store', 'File (development)')).toBeChecked();
    await expect(choice(page, 'Sign-in', 'GitHub')).toBeChecked();
    expect(await envText(page)).toBe(envFile(defaultStack));
    await context.close();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`live component demos (${colorScheme})`, () => {
    test.use({colorScheme});

    test('Markdown features renders real GFM, highlighted code and sanitized HTML', async ({page}) => {
      await gotoHydrated(page, '/docs/using-inkwell/markdown-features');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const live = (name: string) =>
        page.locator(`[data-markdown-example="${name}"] [data-inkwell-demo] .inkwell-markdown`);

      await expect(live('table').getByRole('columnheader', {name: 'Line width'})).toBeVisible();
      await expect(live('table').getByRole('cell', {name: '0.6 mm'})).toBeVisible();
      const tasks = live('lists').getByRole('checkbox');
      await expect(tasks).toHaveCount(3);
      await expect(tasks.nth(0)).toBeChecked();
      await expect(tasks.nth(2)).not.toBeChecked();
      await expect(live('emphasis').locator('del')).toHaveText('struck through');
      await expect(live('headings').locator('h3#a-section-of-your-post a.inkwell-heading-anchor')).toHaveAttribute(
        'href',
        '#a-section-of-your-post',
      );
      await expect(live('links').getByRole('link', {name: 'https://example.com'})).toHaveAttribute(
        'href',
        'https://example.com',
      );
      await expect(live('footnotes').locator('section[data-footnotes] li')).toHaveCount(2);

      // Highlighting: real highlight.js tokens, coloured by @inkwell/cms/styles.css for this scheme.
      const keyword = live('code').locator('code.language-ts .hljs-keyword').first();
      await expect(keyword).toHaveText('import');
      const keywordColor = await keyword.evaluate((node) => getComputedStyle(node).color);
      expect(keywordColor).toBe(colorScheme === 'dark' ? 'rgb(216, 156, 246)' : 'rgb(166, 38, 164)');

      // Sanitizing: none of the hostile snippet survives as markup.
      const sanitized = live('sanitized');
      await expect(sanitized.locator('script, iframe, [onerror], [style]')).toHaveCount(0);
      await expect(sanitized.locator('a[href^="javascript"]')).toHaveCount(0);
      // Images load lazily; scrolled to, this one shows its alt text in place of a picture.
      await sanitized.scrollIntoViewIfNeeded();
      await expect(sanitized.getByRole('img', {name: 'An image with an onerror attribute'})).toBeVisible();
      await expect(live('html').locator('details summary')).toHaveText('Show the ink recipe');

      // The images example shows a file the docs serve (and a create-next-app app has): it loads.
      const image = live('images').getByRole('img');
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((node: HTMLImageElement) => (node.complete ? node.naturalWidth : 0)))
        .toBeGreaterThan(0);
    });

    test('Navigation, PostList and AdminToolbar render with their real markup', async ({page}) => {
      await gotoHydrated(page, '/docs/using-inkwell/create-a-page');
      const menu = page.getByRole('navigation', {name: 'Demo site menu'});
      await expect(menu.getByRole('link')).toHaveText(['Home', 'About', 'Pricing', 'Contact']);
      await expect(menu.getByRole('link', {name: 'About'})).toHaveAttribute('aria-current', 'page');
      await expect(menu.locator('[aria-current]')).toHaveCount(1);

      await gotoHydrated(page, '/docs/using-inkwell/create-a-blog-post');
      const list = page.locator('[data-inkwell-demo] .inkwell-post-list');
      await expect(list.getByRole('heading', {level: 3})).toHaveText([
        'Choosing a nib',
        'Iron gall ink, safely',
        'A week of morning pages',
      ]);
      await expect(list.locator('time').first()).toHaveText('March 5, 2025');
      const pagination = list.getByRole('navigation', {name: 'Pagination'});
      await expect(pagination.getByRole('link', {name: 'Page 2'})).toHaveAttribute('aria-current', 'page');
      // Demo links keep the reader's site's address in data-demo-href (inertLinks.ts), never href.
      await expect(pagination.getByRole('link', {name: 'Previous'})).toHaveAttribute('data-demo-href', '/blog');
      await expect(pagination.getByRole('link', {name: 'Next'})).toHaveAttribute('data-demo-href', '/blog/page/3');
      // A demo link points at the reader's own site, so it must not navigate the docs away.
      // Forced: Playwright does not click what is aria-disabled; a reader can.
      await list.getByRole('link', {name: 'Choosing a nib'}).click({force: true});
      await expect(page).toHaveURL(/\/docs\/using-inkwell\/create-a-blog-post$/);

      await gotoHydrated(page, '/docs/using-inkwell/users');
      const editor = page.getByRole('navigation', {name: 'Demo admin toolbar (editor)'});
      const admin = page.getByRole('navigation', {name: 'Demo admin toolbar (admin)'});
      await expect(editor.getByRole('link')).toHaveText(['Dashboard', 'New post', 'New page', 'Edit this page']);
      await expect(admin.getByRole('link')).toHaveText([
        'Dashboard',
        'New post',
        'New page',
        'Edit this page',
        'Users',
        'Settings',
      ]);
      await expect(admin.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
        'data-demo-href',
        '/admin/pages/pg-about',
      );
      await expect(admin.getByRole('button', {name: 'Sign out'})).toBeVisible();
      await expect(admin).toContainText('Signed in as Ada Admin');
      // The tooltip (TooltipProvider + Radix) opens when the pointer rests on a control. The
      // pointer reaching the demo loads its code; the control reacts once it is live.
      await admin.hover();
      await expect(page.locator('[data-inkwell-demo][data-live="true"]')).toHaveCount(1);
      await admin.getByRole('link', {name: 'Users'}).hover();
      await expect(page.getByRole('tooltip')).toContainText('Add people and choose who is an admin');
    });
  });
}

test.describe('Markdown playground', () => {
  const markdownFeatures = '/docs/using-inkwell/markdown-features';
  const live = (page: Page, name: string) =>
    page.locator(`[data-markdown-example="${name}"] [data-inkwell-demo] .inkwell-markdown`);

  test('the build renders every demo into a declarative shadow root with the library stylesheet and the inactive-link rule alone', async ({
    request,
  }) => {
    const html = await (await request.get(markdownFeatures)).text();
    // The build minifies HTML, so attribute quotes are optional.
    const templates =
      html.match(
        /<template shadowrootmode="?open"?><link rel="?stylesheet"? href="?[^">]*\/inkwell\/styles\.css"?><style>\.inkwell-markdown a\[data-demo-href\]\{[^}<]*\}<\/style><div data-inkwell-demo-root[^>]*>/g,
      ) ?? [];
    expect(templates).toHaveLength(11);
    expect(html).toMatch(/<td style="?text-align:center"?>0\.6 mm/);
  });

  test('demos are isolated from the docs page and load the library only when a reader edits one', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoHydrated(page, markdownFeatures);
    await page.waitForLoadState('networkidle');
    const firstVisit = scripts.length;
    // Rendered before any of the library's code arrived.
    await expect(live(page, 'table').getByRole('cell', {name: '0.6 mm'})).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('[data-inkwell-demo]').length)).toBe(11);
    // In a shadow root: outside the document's own tree (outline, TOC, Infima's rules).
    expect(await page.evaluate(() => document.querySelectorAll('.inkwell-markdown, .inkwell-markdown h3').length)).toBe(
      0,
    );
    // Infima stripes every other table row; the library does not, and the demo shows the library.
    const stripe = await live(page, 'table')
      .locator('tbody tr')
      .nth(1)
      .evaluate((row) => getComputedStyle(row).backgroundColor);
    expect(stripe).toBe('rgba(0, 0, 0, 0)');
    expect(scripts.length).toBe(firstVisit);

    const example = page.locator('[data-markdown-example="table"]');
    await example.getByRole('button', {name: 'Edit this example'}).click();
    const editor = example.getByRole('textbox', {name: 'Markdown source, rendered as you type'});
    await expect(editor).toBeFocused();
    await editor.press('End');
    await editor.evaluate((node: HTMLTextAreaElement) => node.setSelectionRange(node.value.length, node.value.length));
    await editor.pressSequentially('\n| Fine    | 0.4 mm     | Letters        |');
    await expect(live(page, 'table').getByRole('cell', {name: '0.4 mm'})).toBeVisible();
    await expect(live(page, 'table').getByRole('row')).toHaveCount(5);
    expect(scripts.length).toBeGreaterThan(firstVisit);

    // The real renderer, sanitizer included, as the reader types.
    await editor.fill(
      '## Typed *here*\n\n<img src=/img/logo.svg onerror="alert(1)" alt="typed">\n\n```ts\nconst x = 1;\n```',
    );
    await expect(live(page, 'table').getByRole('heading', {level: 2, name: 'Typed here'})).toBeVisible();
    await expect(live(page, 'table').locator('[onerror]')).toHaveCount(0);
    await expect(live(page, 'table').locator('code.language-ts .hljs-keyword')).toHaveText('const');
    await example.getByRole('button', {name: 'Reset the example'}).click();
    await expect(live(page, 'table').getByRole('cell', {name: '0.4 mm'})).toHaveCount(0);
    await expect(live(page, 'table').getByRole('cell', {name: '0.6 mm'})).toBeVisible();
  });

  test('a demo reached by a client-side navigation renders too', async ({page}) => {
    await gotoHydrated(page, '/docs/using-inkwell/create-a-page');
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Markdown features'}).click();
    await expect(page).toHaveURL(/markdown-features$/);
    await expect(live(page, 'table').getByRole('cell', {name: '0.6 mm'})).toBeVisible();
  });
});

test('the introduction has an accessible parts diagram', async ({page}) => {
  await gotoHydrated(page, '/intro');
  const diagram = page.getByRole('img', {name: 'How Inkwell fits into your Next.js app'});
  await expect(diagram).toBeVisible();
  await expect(diagram).toContainText('app/api/auth/[...path]');
});

test.describe('the "not added" page in the users guide', () => {
  const usersGuide = '/docs/using-inkwell/users';
  // The words the sign-in route answers with (src/auth/rules.ts), for the demo's sample person.
  const title = 'This email has not been added';
  const message =
    'sam@example.net has not been added to this site, so it cannot sign in. Ask a site admin to add it, then sign in again.';

  test('the build writes the page into a declarative shadow root, in the guide after the sign-in screen', async ({
    request,
  }) => {
    const html = await (await request.get(usersGuide)).text();
    const signIn = html.indexOf('id=inkwell-signin-heading>Sign in</h1>');
    const notAdded = html.search(
      /<template shadowrootmode="?open"?>(?:(?!<\/template>).)*This email has not been added/s,
    );
    expect(signIn, 'the sign-in screen demo').toBeGreaterThan(0);
    expect(notAdded, 'the "not added" page inside a shadow-root template').toBeGreaterThan(signIn);
  });

  test('readers see the real page, styled as visitors get it, outside the docs outline', async ({page}) => {
    await gotoHydrated(page, usersGuide);
    // The guide's own words name the page the demo shows.
    await expect(page.locator('article .markdown li').filter({hasText: `titled ${title}`})).toHaveCount(1);
    const stage = page.locator('[data-inkwell-demo]').filter({has: page.getByRole('heading', {name: title})});
    await expect(stage).toHaveCount(1);
    await expect(stage.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(stage.getByRole('paragraph').first()).toHaveText(message);
    await expect(stage.getByRole('link', {name: 'Back to the site'})).toHaveAttribute('data-demo-href', '/');
    // The page's own stylesheet: a 36rem column of system-font text, in the docs' colours, so
    // it is not a white page in dark mode (the page itself follows the visitor's light or dark).
    // The page's <main>, as a div: a second main inside the docs page's own is invalid HTML.
    const look = await stage.locator('.inkwell-demo-page').evaluate((main) => {
      const style = getComputedStyle(main);
      return {
        maxWidth: style.maxWidth,
        background: style.backgroundColor,
        color: style.color,
        docsColor: getComputedStyle(document.querySelector('article') ?? document.body).color,
      };
    });
    expect(look.maxWidth).toBe(`${36 * 16}px`);
    expect(look.background).toBe('rgba(0, 0, 0, 0)');
    expect(look.color).toBe(look.docsColor);
    // In the shadow root, so neither the document's h1 count nor its outline includes it.
    expect(
      await page.evaluate(() => Array.from(document.querySelectorAll('h1'), (h1) => h1.textContent)),
    ).not.toContain(title);
    // The caption says what the reader sees, not which part of the library renders it.
    const caption = stage.locator('xpath=ancestor::figure').locator('figcaption');
    await expect(caption).toContainText('What someone sees who signs in with an email no admin has added.');
    await expect(caption).not.toContainText('@inkwell/cms');
  });
});
