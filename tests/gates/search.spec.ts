import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {axeAudit, wcagTags} from '../support/axe';
import {expect, test} from '../support/test';
import {firstSearch} from '../../scripts/gates/measure.cjs';
import {gotoHydrated, settleAnimations} from '../e2e/support/page';

const budgets = JSON.parse(readFileSync(join(__dirname, '..', '..', 'scripts', 'gates', 'budgets.json'), 'utf8')) as {
  firstSearchGzipBytes: number;
};

test(`the first search downloads no more than ${budgets.firstSearchGzipBytes} bytes (gzip) from focus to results`, async ({
  page,
  baseURL,
}) => {
  const {requests, prefetches, bytes} = await firstSearch(page, `${baseURL ?? ''}/docs/intro`, 'markdown');
  const listing = requests.map((request) => `${request.bytes}\t${request.encoding}\t${request.url}`).join('\n');
  console.log(
    `First search: ${bytes} bytes over ${requests.length} requests (budget ${budgets.firstSearchGzipBytes})\n${listing}` +
      `\nNot counted: ${prefetches.length} prefetches of linked routes the page made meanwhile`,
  );
  // The engine and the index are what the search costs: they must be among what was counted.
  expect(requests.some((request) => request.url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  expect(requests.some((request) => /\/pagefind\/fragment\//.test(request.url))).toBe(true);
  // Every file Pagefind sends comes as brotli (the build writes a .br of each, the small
  // entry and metadata files included); nothing of the search arrives uncompressed.
  expect(
    requests.filter((request) => /\/pagefind\//.test(request.url) && request.encoding !== 'br'),
    listing,
  ).toEqual([]);
  expect(
    requests.filter((request) => request.encoding === 'identity'),
    listing,
  ).toEqual([]);
  expect(bytes, listing).toBeLessThanOrEqual(budgets.firstSearchGzipBytes);
});

// In one CI run the page's own prefetches of its links' routes were still arriving when the
// search began, and 15 route chunks (60 kB) counted as search bytes. This makes that happen
// every time: the box's focus starts a prefetch of a page no link in view points to.
test('the first search count leaves out the prefetches the page makes meanwhile', async ({page, baseURL}) => {
  await page.addInitScript(() => {
    document.addEventListener(
      'focusin',
      () => {
        const docusaurus = (window as unknown as {docusaurus: {prefetch: (path: string) => boolean}}).docusaurus;
        docusaurus.prefetch('/docs/using-inkwell/markdown-features');
      },
      {once: true},
    );
  });
  const {requests, prefetches} = await firstSearch(page, `${baseURL ?? ''}/docs/intro`, 'markdown');
  // Route chunks have 8-hex names; the results code is a shared chunk with a numeric id.
  const routeChunk = /\/assets\/js\/[0-9a-f]{8}\.[0-9a-f]+\.js$/;
  expect(prefetches.filter((request) => routeChunk.test(request.url)).length).toBeGreaterThan(0);
  expect(requests.filter((request) => routeChunk.test(request.url)).map((request) => request.url)).toEqual([]);
  expect(requests.some((request) => request.url.endsWith('/pagefind/pagefind.js'))).toBe(true);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the search box and its open results have no WCAG 2.2 AA violations in ${scheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await gotoHydrated(page, '/docs/intro');
    const box = page.getByRole('combobox', {name: 'Search'});
    await box.fill('markdown');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await settleAnimations(page);
    const results = await axeAudit(page).withTags(wcagTags).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('nginx serves the Markdown twins and llms files as UTF-8 text, twins kept out of search results', async ({
  request,
}) => {
  const twin = await request.get('/docs/configuration/oauth/github.md');
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(twin.headers()['x-robots-tag']).toBe('noindex');
  expect(twin.headers()['content-security-policy']).toContain("default-src 'self'");
  for (const file of ['/llms.txt', '/llms-full.txt']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe('text/plain; charset=utf-8');
    expect(response.headers()['x-robots-tag'], file).toBeUndefined();
  }
});
