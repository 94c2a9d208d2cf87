/**
 * A real Chromium for the URL tests: what its URL parser makes of a string, and what a click
 * on a link does. Values go to the page in batches (thousands per `page.evaluate`), so a run
 * of thousands of strings takes seconds.
 *
 * @module
 */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {createRequire} from 'node:module';

import {chromium, type Browser, type Page} from 'playwright-core';

const require = createRequire(import.meta.url);
const {chromiumLaunchOptions} = require('../../../../test/support/binaries.cjs') as {
  chromiumLaunchOptions: () => {executablePath: string; args: string[]};
};

/** The page every check runs in; every other path answers 204, even `/`. */
const PAGE = '/harness.html';

/** What Chromium's URL parser makes of a string: its scheme, `relative`, or `invalid`. */
export type ChromiumReading = {kind: 'absolute'; scheme: string} | {kind: 'relative'} | {kind: 'invalid'};

export interface ChromiumHarness {
  /** The origin of the page every check runs in (`http://127.0.0.1:<port>`). */
  origin: string;
  /** Chromium's reading of each value, by `new URL(value, base).protocol`. */
  readUrls(values: readonly string[]): Promise<ChromiumReading[]>;
  /**
   * Puts each HTML fragment into a frame of one page, clicks the first link in it, and returns
   * the ids that a script reported with `top.postMessage('ran:<id>', '*')`.
   */
  clickLinks(fragments: readonly string[]): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Starts a local server (the page, and `204 No Content` for every other path, so a followed
 * relative link leaves its frame as it was) and Chromium.
 */
export async function startChromium(): Promise<ChromiumHarness> {
  const server: Server = createServer((request, response) => {
    if (request.url === PAGE) {
      response
        .writeHead(200, {'content-type': 'text/html; charset=utf-8'})
        .end(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>urls</title></head><body></body></html>',
        );
    } else {
      response.writeHead(204).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser: Browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext();
  // Nothing leaves the machine: a followed https: link gets an empty answer.
  await context.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.fulfill({status: 204}),
  );
  const page: Page = await context.newPage();
  await page.goto(`${origin}${PAGE}`);

  return {
    origin,
    async readUrls(values) {
      return page.evaluate((all) => {
        const read = (value: string, base: string): string | null => {
          try {
            return new URL(value, base).protocol;
          } catch {
            return null;
          }
        };
        return all.map((value): ChromiumReading => {
          const overHttp = read(value, 'http://base.test/dir/');
          const overHttps = read(value, 'https://base.test/dir/');
          if (overHttp === null || overHttps === null) return {kind: 'invalid'};
          // A relative URL takes each base's scheme; an absolute one keeps its own under both.
          if (overHttp === 'http:' && overHttps === 'https:') return {kind: 'relative'};
          return {kind: 'absolute', scheme: overHttp.slice(0, -1)};
        });
      }, values);
    },
    async clickLinks(fragments) {
      await page.goto(`${origin}${PAGE}`);
      return page.evaluate(async (all) => {
        const ran: string[] = [];
        window.addEventListener('message', (event) => {
          if (typeof event.data === 'string' && event.data.startsWith('ran:')) ran.push(event.data.slice(4));
        });
        const frame = (): Promise<HTMLIFrameElement> =>
          new Promise((resolve) => {
            const element = document.createElement('iframe');
            element.addEventListener('load', () => resolve(element), {once: true});
            element.srcdoc =
              '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>f</title></head><body></body></html>';
            document.body.append(element);
          });
        // A link to this origin only fetches a 204, which leaves the frame as it was, so those
        // are clicked one after another in one frame. Any other link (another scheme, another
        // host) gets a frame of its own: a later navigation in the same frame could cancel a
        // javascript: URL before it runs, or a data: document before it loads.
        const shared = await frame();
        const own: string[] = [];
        for (const fragment of all) {
          const document = shared.contentDocument;
          if (!document) throw new Error('The shared frame left this origin');
          document.body.innerHTML = fragment;
          const link = document.querySelector('a');
          if (!link) continue;
          const sameOrigin = link.protocol === location.protocol && link.host === location.host;
          if (link.hasAttribute('href') && !sameOrigin) own.push(fragment);
          else link.click();
        }
        const frames = await Promise.all(own.map(() => frame()));
        const settled = own.map((fragment, i) => {
          const element = frames[i];
          const document = element?.contentDocument;
          if (!element || !document) throw new Error('A new frame has no document');
          document.body.innerHTML = fragment;
          // A followed link that loads a document (data:) fires load; one that does not
          // (javascript:, mailto:, a 204) leaves the frame as it is, so the wait ends.
          const loaded = new Promise((resolve) => {
            element.addEventListener('load', resolve, {once: true});
            setTimeout(resolve, 5000);
          });
          document.querySelector('a')?.click();
          return loaded;
        });
        await Promise.all(settled);
        // A javascript: URL runs in a task queued by the click, and a loaded document's script
        // as it loads; both are done before these frames and this pause.
        for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
        await new Promise((resolve) => setTimeout(resolve, 500));
        for (const element of [shared, ...frames]) element.remove();
        return ran;
      }, fragments);
    },
    async close() {
      await browser.close();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * Starts one Chromium for the calling test file and closes it after the file's last test;
 * the returned function gives the running harness inside tests.
 */
export function chromiumForFile(): () => ChromiumHarness {
  let harness: ChromiumHarness | undefined;
  beforeAll(async () => {
    harness = await startChromium();
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('Chromium is not started: call chromiumForFile() at the top of the test file.');
    return harness;
  };
}
