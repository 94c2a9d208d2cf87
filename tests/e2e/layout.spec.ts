// Screenshots of each kind of page at a phone's, a tablet's and a laptop's width, light and dark,
// for review (untracked), each checked for sideways scrolling and cut-off code as it is taken.
// Every page's fit at every width is checked in pages.spec.ts.
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '../support/test';
import {gotoHydrated, settleAnimations} from './support/page';
import {layoutProblems} from './support/layout';

/** Where the screenshots go: untracked (see .gitignore), looked at in review. */
const screensDir = join(__dirname, 'screens');

/** One page of each kind the site has, by what the reader sees on it. */
const kinds: Record<string, string> = {
  home: '/',
  guide: '/docs/getting-started/create-new-project',
  demo: '/docs/using-inkwell/markdown-features',
  api: '/docs/api/functions/InkwellRouter',
  apiType: '/docs/api/interfaces/InkwellRouterProps',
  apiIndex: '/docs/api/globals',
  providers: '/providers',
  search: '/search?q=editor',
  notFound: '/this-page-does-not-exist',
};

test.describe.configure({timeout: 180_000});

test.describe('screenshots for review', () => {
  for (const [kind, path] of Object.entries(kinds)) {
    test(`${kind} (${path}) at 390, 768 and 1280 px, light and dark`, async ({page}) => {
      mkdirSync(screensDir, {recursive: true});
      await page.emulateMedia({colorScheme: 'light'});
      await page.setViewportSize({width: 390, height: 844});
      await gotoHydrated(page, path);
      for (const width of [390, 768, 1280]) {
        await page.setViewportSize({width, height: 900});
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({colorScheme: scheme});
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          await settleAnimations(page);
          expect(await layoutProblems(page)).toEqual([]);
          await page.screenshot({path: join(screensDir, `${kind}-${width}-${scheme}.png`), fullPage: true});
        }
      }
    });
  }
});
