import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '../support/test';
import {cspViolations, recordCspViolations} from '../support/csp';
import {buildDir} from '../support/serve-build.cjs';
import {gotoHydrated} from '../e2e/support/page';
import {guidePage} from '../e2e/support/routes';

/** Every header the site promises on every response (src/plugins/securityHeaders/policy.mjs). */
const required = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
];

test.describe('security headers', () => {
  test('the policy allows no inline script but by hash, and locks down plugins, base and framing', async ({
    request,
  }) => {
    const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    const scriptSources = directives.get('script-src') ?? [];
    // WebAssembly compilation for search's engine (Pagefind), never JavaScript eval.
    expect(scriptSources.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(scriptSources.slice(2).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
    expect(scriptSources.length).toBeGreaterThan(2);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('pages, hashed assets and the 404 all carry every header', async ({request}) => {
    const assets = readdirSync(join(buildDir, 'assets', 'js')).filter((file) => file.endsWith('.js'));
    const css = readdirSync(join(buildDir, 'assets', 'css'));
    const targets: Array<{path: string; status: number; cache: RegExp}> = [
      {path: '/', status: 200, cache: /^no-cache$/},
      {path: guidePage, status: 200, cache: /^no-cache$/},
      {path: '/sitemap.xml', status: 200, cache: /^no-cache$/},
      {path: `/assets/js/${assets[0] ?? ''}`, status: 200, cache: /max-age=31536000.*immutable/},
      {path: `/assets/css/${css[0] ?? ''}`, status: 200, cache: /max-age=31536000.*immutable/},
      {path: '/no/such/page', status: 404, cache: /^no-cache$/},
      {path: '/assets/js/no-such-chunk.js', status: 404, cache: /./},
    ];
    for (const {path, status, cache} of targets) {
      const response = await request.get(path, {headers: {'accept-encoding': 'gzip'}});
      expect(response.status(), path).toBe(status);
      const headers = response.headers();
      for (const name of required) expect(headers[name], `${name} on ${path}`).toBeTruthy();
      expect(headers['cache-control'], `cache-control on ${path}`).toMatch(cache);
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
    // Text is compressed on the way out: the build's brotli copy of a big bundle for a
    // client that takes brotli, its gzip copy for one that takes only gzip, and pages gzipped
    // on the fly (they have no precompressed copy).
    const main = `/assets/js/${assets.find((file) => file.startsWith('main.')) ?? ''}`;
    const mainSize = statSync(join(buildDir, main)).size;
    const brotli = await request.get(main, {headers: {'accept-encoding': 'gzip, deflate, br'}});
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(Number(brotli.headers()['content-length'])).toBe(statSync(join(buildDir, `${main}.br`)).size);
    const gzip = await request.get(main, {headers: {'accept-encoding': 'gzip'}});
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers()['content-length'])).toBe(statSync(join(buildDir, `${main}.gz`)).size);
    expect(statSync(join(buildDir, `${main}.br`)).size).toBeLessThan(statSync(join(buildDir, `${main}.gz`)).size);
    expect(statSync(join(buildDir, `${main}.gz`)).size).toBeLessThan(mainSize);
    const page = await request.get(guidePage, {headers: {'accept-encoding': 'gzip, deflate, br'}});
    expect(page.headers()['content-encoding']).toBe('gzip');
  });

  test('clean URLs: /page serves page.html, /dir serves dir/index.html, and .html is not needed', async ({request}) => {
    expect((await request.get('/intro')).status()).toBe(200);
    expect((await request.get('/docs/category/api')).status()).toBe(200);
    const notFound = await request.get('/no-such-page');
    expect(await notFound.text()).toContain('Page Not Found');
  });

  test('a trailing slash and /docs redirect to the page, with the query and every header', async ({request}) => {
    const redirects: Array<[string, string]> = [
      ['/intro/', '/intro'],
      ['/providers/', '/providers'],
      ['/docs/getting-started/prerequisites/?x=1', '/docs/getting-started/prerequisites?x=1'],
      ['/docs', '/docs/getting-started/prerequisites'],
      ['/docs/', '/docs/getting-started/prerequisites'],
    ];
    for (const [from, to] of redirects) {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
      for (const name of required) expect(response.headers()[name], `${name} on ${from}`).toBeTruthy();
      expect((await request.get(from)).status(), `${from} after the redirect`).toBe(200);
    }
    expect((await request.get('/')).status()).toBe(200);
  });

  test('every docs folder, with or without a slash, redirects once to its category page', async ({request}) => {
    const folders: Array<[string, string]> = [
      ['/docs/getting-started', '/docs/category/getting-started'],
      ['/docs/configuration', '/docs/category/configuration'],
      ['/docs/configuration/data-store', '/docs/category/data-store'],
      ['/docs/configuration/host', '/docs/category/host'],
      ['/docs/configuration/media-storage', '/docs/category/media-storage'],
      ['/docs/configuration/oauth', '/docs/category/oauth'],
      ['/docs/deployment', '/docs/category/deploy-your-site'],
      ['/docs/using-inkwell', '/docs/category/using-inkwell'],
      ['/docs/api', '/docs/category/api'],
    ];
    for (const [folder, category] of folders) {
      for (const from of [folder, `${folder}/`, `${folder}/?x=1`]) {
        const response = await request.get(from, {maxRedirects: 0});
        expect(response.status(), from).toBe(301);
        expect(response.headers().location, from).toBe(from.endsWith('?x=1') ? `${category}?x=1` : category);
        for (const name of required) expect(response.headers()[name], `${name} on ${from}`).toBeTruthy();
      }
      const landed = await request.get(folder);
      expect(landed.status(), `${folder} after the redirect`).toBe(200);
    }
  });
});

test.describe('content security policy in the browser', () => {
  test.describe.configure({timeout: 180_000});

  test("search (Pagefind's WebAssembly engine and its index) and the colour toggle work under the policy", async ({
    page,
  }) => {
    await recordCspViolations(page);
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const input = page.getByPlaceholder('Search');
    await input.click();
    await input.fill('InkwellRouter');
    await expect(page.getByRole('option').filter({hasText: 'InkwellRouter'}).first()).toBeVisible();
    await page.getByRole('option').filter({hasText: 'InkwellRouter'}).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/functions\/InkwellRouter/);
    expect(await cspViolations(page)).toEqual([]);
  });

  test("the playground's uploaded image shows under the site's own headers", async ({page}) => {
    // A 4 × 4 red PNG: the playground keeps it as a blob: URL, which img-src must allow.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==',
      'base64',
    );
    await recordCspViolations(page);
    await gotoHydrated(page, '/docs/using-inkwell/create-a-blog-post');
    await page.getByRole('button', {name: 'Open the playground'}).click();
    const playground = page.getByRole('region', {name: 'Inkwell playground'});
    await playground.getByRole('link', {name: 'New post'}).first().click();
    await playground.locator('input[type="file"]').setInputFiles({name: 'nib.png', mimeType: 'image/png', buffer: png});
    await playground.getByLabel('Alt text').fill('A red square');
    await playground.getByRole('button', {name: 'Upload and insert'}).click();
    const image = playground.getByRole('region', {name: 'Preview'}).getByRole('img', {name: 'A red square'});
    await expect(image).toHaveAttribute('src', /^blob:/);
    // Decoded, not a broken-image box: the browser loaded its 4 pixels.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
    expect(await cspViolations(page)).toEqual([]);
  });
});
