// The live demos render your site's components, whose links name paths of your site. On the
// docs site those paths do not exist: such a link must be inactive (no href, so no 404 and
// nothing for a link checker to crawl), in the built HTML and once the demo is live.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from '../support/serve-build.cjs';
import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';

/** The HTML inside each demo's declarative shadow root, by page. */
function demoMarkup(): Array<{page: string; html: string}> {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !file.startsWith('__server'))
    .flatMap((page) =>
      [
        ...readFileSync(join(buildDir, page), 'utf8').matchAll(
          /<template shadowrootmode=["']?open["']?>(.*?)<\/template>/gs,
        ),
      ].map((match) => ({page, html: match[1] ?? ''})),
    );
}

test('no demo in the built HTML links to a path of the docs site', () => {
  const demos = demoMarkup();
  expect(demos.length).toBeGreaterThan(10);
  const links = demos.flatMap(({page, html}) =>
    [...html.matchAll(/<a\b[^>]*\shref=["']?(\/(?!\/)[^"'\s>]*)/g)].map((match) => `${page}: ${match[1] ?? ''}`),
  );
  expect(links, links.join('\n')).toEqual([]);
  // The addresses are still there for the reader, and the demos do have such links.
  expect(
    demos.some(
      ({html}) =>
        html.includes('data-demo-href=/admin/posts/new') || html.includes('data-demo-href="/admin/posts/new"'),
    ),
  ).toBe(true);
});

test('a demo that goes live keeps its links inactive, and clicking one goes nowhere', async ({page}) => {
  await gotoHydrated(page, '/docs/using-inkwell/create-a-page');
  const demo = page.locator('[data-inkwell-demo]').first();
  await demo.hover();
  await expect(demo).toHaveAttribute('data-live', 'true');
  const inert = demo.locator('a[data-demo-href]');
  await expect(inert.first()).toBeVisible();
  expect(await demo.locator('a[href^="/"]').count()).toBe(0);
  const before = page.url();
  // Forced: Playwright will not click what says it is disabled; a reader can.
  await inert.first().click({force: true});
  await page.waitForTimeout(300);
  expect(page.url()).toBe(before);
});
