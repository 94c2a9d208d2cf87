import {cpSync, mkdtempSync, renameSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {keepPreviousAssets} from '../../scripts/deploy/keep-previous-assets.cjs';
import {startNginx} from '../../scripts/nginx/nginx.cjs';
import {buildDir} from '../support/serve-build.cjs';
import {emulateConnection} from '../e2e/support/connection';
import {gotoHydrated} from '../e2e/support/page';
import {copyAsNextBuild} from './support/nextBuild';

const textA = 'What Inkwell is not';
const textB = 'What Inkwell is not (build B)';

/**
 * A host directory with build A live and build B ready beside it. Deploying switches a
 * symlink, as atomic self-hosted deploys do; nginx serves `live`.
 */
function stage(keepAssets: boolean) {
  const root = mkdtempSync(join(tmpdir(), 'inkwell-skew-'));
  const a = join(root, 'a');
  const b = join(root, 'b');
  cpSync(buildDir, a, {recursive: true});
  copyAsNextBuild(buildDir, b, {from: textA, to: textB});
  if (keepAssets) {
    // What .github/workflows/deploy.yml does: each deploy adds the earlier ones' assets.
    const store = join(root, 'store');
    keepPreviousAssets({storeDir: store, buildDir: a, now: 1});
    keepPreviousAssets({storeDir: store, buildDir: b, now: 2});
  }
  symlinkSync(a, join(root, 'live'));
  return {
    live: join(root, 'live'),
    deployB: () => {
      symlinkSync(b, join(root, 'live-next'));
      renameSync(join(root, 'live-next'), join(root, 'live'));
    },
    cleanUp: () => rmSync(root, {recursive: true, force: true}),
  };
}

function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

test.describe('deploy skew: a tab opened on build A after build B replaces it', () => {
  test.describe.configure({timeout: 120_000});

  test('with earlier assets kept, client navigation keeps working without a reload', async ({page}) => {
    const site = stage(true);
    const server = await startNginx({siteRoot: site.live});
    try {
      // No prefetching, so the tab still needs A's chunks after the deploy.
      await emulateConnection(page, {saveData: true, effectiveType: '4g'});
      const documents = countDocuments(page);
      await gotoHydrated(page, `${server.url}/`);
      site.deployB();
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(response.url());
      });
      await page.locator('.navbar__items--right').getByRole('link', {name: 'Intro', exact: true}).click();
      await expect(page).toHaveURL(/\/intro$/);
      await expect(page.getByRole('heading', {level: 1, name: 'What is Inkwell?'})).toBeVisible();
      await expect(page.getByText(textA).first()).toBeVisible();
      await page.locator('footer').getByRole('link', {name: 'Deployment', exact: true}).click();
      await expect(page).toHaveURL(/\/docs\/category\/deploy-your-site$/);
      await expect(page.locator('article h1')).toBeVisible();
      expect(failed).toEqual([]);
      expect(documents()).toBe(1);
      // A reload picks up build B.
      await gotoHydrated(page, `${server.url}/intro`);
      await expect(page.getByText(textB).first()).toBeVisible();
    } finally {
      await server.stop();
      site.cleanUp();
    }
  });

  test('with earlier assets gone, the tab reloads once onto the right page of build B', async ({
    page,
    allowConsole,
  }) => {
    // What this test sets up: build A's chunks are gone, and nginx answers for them with its 404 page.
    allowConsole(/^Failed to load resource: the server responded with a status of 404/, "build A's deleted chunks", {
      url: /\/assets\/js\//,
    });
    allowConsole(
      /^Refused to execute script from .*\/assets\/js\/.* because its MIME type \('text\/html'\)/,
      'the 404 page served for a deleted chunk',
    );
    allowConsole(/Loading chunk \S+ failed/, 'the loader reporting the deleted chunk before the reload');
    const site = stage(false);
    const server = await startNginx({siteRoot: site.live});
    try {
      await emulateConnection(page, {saveData: true, effectiveType: '4g'});
      const documents = countDocuments(page);
      await gotoHydrated(page, `${server.url}/`);
      site.deployB();
      await page.locator('.navbar__items--right').getByRole('link', {name: 'Intro', exact: true}).click();
      await expect(page).toHaveURL(/\/intro$/);
      await expect(page.getByText(textB).first()).toBeVisible();
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      expect(documents()).toBe(2);
      await expect(page.locator('#nprogress')).toHaveCount(0);
    } finally {
      await server.stop();
      site.cleanUp();
    }
  });
});
