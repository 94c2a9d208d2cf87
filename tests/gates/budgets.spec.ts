import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {firstVisitAssets} from '../../scripts/gates/measure.cjs';
import {guidePage} from '../e2e/support/routes';

const budgets = JSON.parse(readFileSync(join(__dirname, '..', '..', 'scripts', 'gates', 'budgets.json'), 'utf8')) as {
  firstVisitGuideJsCssGzipBytes: number;
};

test('a first visit to a guide page loads no more JS and CSS (gzip) than the budget', async ({page, baseURL}) => {
  const assets = await firstVisitAssets(page, `${baseURL ?? ''}${guidePage}`);
  const total = assets.reduce((sum, asset) => sum + asset.bytes, 0);
  const listing = assets.map((asset) => `${asset.bytes}\t${asset.encoding}\t${asset.url}`).join('\n');
  console.log(`JS+CSS on first visit to ${guidePage}: ${total} bytes gzip (budget ${budgets.firstVisitGuideJsCssGzipBytes})`);
  // Compressed on the wire, or the figure would not be what readers download.
  expect(assets.filter((asset) => asset.bytes > 1024 && asset.encoding !== 'gzip').map((asset) => asset.url)).toEqual([]);
  expect(assets.some((asset) => asset.url.includes('/assets/js/main.'))).toBe(true);
  expect(total, listing).toBeLessThanOrEqual(budgets.firstVisitGuideJsCssGzipBytes);
});
