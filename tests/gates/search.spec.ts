import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '../support/test';
import {firstSearch} from '../../scripts/gates/measure.cjs';
import {gotoHydrated} from '../e2e/support/page';

const budgets = JSON.parse(readFileSync(join(__dirname, '..', '..', 'scripts', 'gates', 'budgets.json'), 'utf8')) as {
  firstSearchGzipBytes: number;
};

test(`the first search downloads no more than ${budgets.firstSearchGzipBytes} bytes (gzip) from focus to results`, async ({
  page,
  baseURL,
}) => {
  const {requests, bytes} = await firstSearch(page, `${baseURL ?? ''}/docs/intro`, 'markdown');
  const listing = requests.map((request) => `${request.bytes}\t${request.encoding}\t${request.url}`).join('\n');
  console.log(
    `First search: ${bytes} bytes over ${requests.length} requests (budget ${budgets.firstSearchGzipBytes})\n${listing}`,
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

for (const scheme of ['light', 'dark'] as const) {
  test(`the search box and its open results have no WCAG 2.2 AA violations in ${scheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await gotoHydrated(page, '/docs/intro');
    const box = page.getByRole('combobox', {name: 'Search'});
    await box.fill('markdown');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
    const results = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
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
