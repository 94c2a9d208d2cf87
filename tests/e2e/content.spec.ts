import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from '../support/serve-build.cjs';
import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';
import {guidePage} from './support/routes';

test.describe('docs page furniture', () => {
  test("a sign-in provider chosen in one tab group carries over to the page's other groups and to the next visit", async ({
    page,
  }) => {
    await gotoHydrated(page, guidePage);
    await page.getByRole('tab', {name: 'Google'}).first().click();
    const googleTabs = page.getByRole('tab', {name: 'Google'});
    expect(await googleTabs.count()).toBeGreaterThan(1);
    for (const tab of await googleTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('pre').filter({hasText: 'GOOGLE_CLIENT_ID='}).first()).toBeVisible();
    await gotoHydrated(page, guidePage);
    await expect(page.getByRole('tab', {name: 'Google'}).first()).toHaveAttribute('aria-selected', 'true');
  });

  test('code blocks have a working copy button', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, guidePage);
    const block = page.locator('.theme-code-block').filter({hasText: 'create-next-app'}).first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('npx create-next-app@16 my-site');
  });

  test('guides link to their source for editing and show when they last changed', async ({page}) => {
    await gotoHydrated(page, guidePage);
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      'https://github.com/inkwell-cms/inkwell/edit/main/docs/getting-started/create-new-project.md',
    );
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on/);
    // The date reads as the browser's Intl writes it for the site's locale.
    const time = page.locator('.theme-last-updated time');
    const iso = await time.getAttribute('datetime');
    const expected = await page.evaluate(
      (value) =>
        new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(
          new Date(value ?? ''),
        ),
      iso,
    );
    await expect(time).toHaveText(expected);
  });

  test('every category index lists its pages', async ({page}) => {
    await gotoHydrated(page, '/docs/category/oauth');
    for (const name of ['GitHub', 'Google', 'Microsoft']) {
      await expect(page.locator('article').getByRole('link').filter({hasText: name}).first()).toBeVisible();
    }
  });

  test('the providers page links every provider to its docs page', async ({page}) => {
    await gotoHydrated(page, '/providers');
    const expected: Record<string, string> = {
      MongoDB: '/docs/configuration/data-store/mongodb',
      DynamoDB: '/docs/configuration/data-store/dynamo-db',
      Cloudinary: '/docs/configuration/media-storage/cloudinary',
      S3: '/docs/configuration/media-storage/s3',
      GitHub: '/docs/configuration/oauth/github',
      Google: '/docs/configuration/oauth/google',
      Microsoft: '/docs/configuration/oauth/microsoft',
      Vercel: '/docs/configuration/host/vercel',
      'Self-hosted': '/docs/configuration/host/self-hosted',
    };
    const main = page.locator('main');
    for (const [name, href] of Object.entries(expected)) {
      await expect(main.locator(`a[href="${href}"]`).filter({hasText: name})).toHaveCount(1);
    }
  });

  test("the providers page sets the 'While you develop' settings as code, upright, in the page and its twin", async ({
    page,
    request,
  }) => {
    const code = [
      '.inkwell/',
      'INKWELL_DATA_STORE=file',
      'public/uploads',
      'INKWELL_MEDIA_STORAGE=local',
      'npm run dev',
    ];
    await gotoHydrated(page, '/providers');
    const lines = page.locator('main p').filter({hasText: /^While you develop:/});
    await expect(lines).toHaveCount(3);
    const shown = (await lines.locator('code').allTextContents()).filter((text) => code.includes(text));
    expect(shown.sort()).toEqual([...code].sort());
    for (const style of await lines.evaluateAll((items) => items.map((item) => getComputedStyle(item).fontStyle)))
      expect(style).toBe('normal');
    const twin = await (await request.get('/providers.md')).text();
    for (const name of code) expect(twin).toContain(`\`${name}\``);
  });

  // The build reads every page's date from one git log (src/config/pageDates.ts); each must be
  // the date git gives that page's file alone, as Docusaurus would ask it.
  test("every guide's last-updated date is its file's newest commit", () => {
    const edit = /href="?https:\/\/github\.com\/inkwell-cms\/inkwell\/edit\/main\/(docs\/[^" >]+\.mdx?)/;
    const pages = readdirSync(join(buildDir, 'docs'), {recursive: true, encoding: 'utf8'}).filter(
      (file) => file.endsWith('.html') && !file.startsWith('api'),
    );
    let dated = 0;
    for (const file of pages) {
      const html = readFileSync(join(buildDir, 'docs', file), 'utf8');
      const source = edit.exec(html)?.[1];
      if (!source) continue;
      // The theme's LastUpdated marks its time; a demo's post dates are times too.
      const shown = /<time datetime="?([^" >]+)"? itemprop="?dateModified/.exec(html)?.[1];
      const committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', source], {encoding: 'utf8'}).trim();
      expect(shown && new Date(shown).getTime(), `${file} (${source})`).toBe(new Date(committed).getTime());
      dated += 1;
    }
    expect(dated).toBeGreaterThanOrEqual(25);
  });
});
