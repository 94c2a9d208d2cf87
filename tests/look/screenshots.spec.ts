import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {test} from '@playwright/test';

import {screens} from './screens';
import {startLookServer} from './server';
import type {LookServer} from './server';

// Screenshots for review, into the folder LOOK_SHOTS_DIR names (playwright.config.ts runs
// this file only then): every screen on both host pages, light and dark, at 1920, 1280, 768, 390 and 320 px.
const dir = process.env.LOOK_SHOTS_DIR ?? 'look-shots';
let server: LookServer;
test.beforeAll(async () => {
  server = await startLookServer();
});
test.afterAll(async () => server.close());

for (const name of Object.keys(screens)) {
  test(`screenshot: ${name}`, async ({browser}) => {
    mkdirSync(dir, {recursive: true});
    for (const host of ['tailwind', 'plain'] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const [size, viewport] of [
          ['1920', {width: 1920, height: 1080}],
          ['1280', {width: 1280, height: 900}],
          ['768', {width: 768, height: 900}],
          ['390', {width: 390, height: 800}],
          ['320', {width: 320, height: 640}],
        ] as const) {
          const context = await browser.newContext({colorScheme, viewport});
          const page = await context.newPage();
          await page.goto(`${server.url}/${host}/${name}`);
          await page.screenshot({path: path.join(dir, `${name}-${host}-${colorScheme}-${size}.png`), fullPage: true});
          await context.close();
        }
      }
    }
  });
}
