import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '../support/test';
import {firstVisitAssets} from '../../scripts/gates/measure.cjs';

// An ordinary guide page is held to the stock template's figure. The getting-started pages
// also carry the "your stack" picker, whose code is their own, and have a budget of their own,
// stated apart rather than folded into the general one. The usage guides with live demos load
// the real @inkwell/cms components on top, and are not held to either.
const budgets = JSON.parse(readFileSync(join(__dirname, '..', '..', 'scripts', 'gates', 'budgets.json'), 'utf8')) as {
  firstVisitJsCssGzipBytes: Array<{path: string; kind: string; max: number}>;
};
for (const {path, max: budget} of budgets.firstVisitJsCssGzipBytes) {
  test(`a first visit to ${path} loads no more JS and CSS (gzip) than ${budget} bytes`, async ({page, baseURL}) => {
    const assets = await firstVisitAssets(page, `${baseURL ?? ''}${path}`);
    const total = assets.reduce((sum, asset) => sum + asset.bytes, 0);
    const listing = assets.map((asset) => `${asset.bytes}\t${asset.encoding}\t${asset.url}`).join('\n');
    console.log(`JS+CSS on first visit to ${path}: ${total} bytes gzip (budget ${budget})`);
    // Compressed on the wire, or the figure would not be what readers download.
    expect(assets.filter((asset) => asset.bytes > 1024 && asset.encoding !== 'gzip').map((asset) => asset.url)).toEqual(
      [],
    );
    expect(assets.some((asset) => asset.url.includes('/assets/js/main.'))).toBe(true);
    expect(total, listing).toBeLessThanOrEqual(budget);
  });
}
