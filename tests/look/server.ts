/**
 * Serves each screen (`/<host>/<screen>`) on 127.0.0.1 inside one of two host pages:
 *
 * - `tailwind`: the CSS a create-next-app app starts with (Tailwind v4 with its preflight,
 *   compiled by the real `tailwindcss`, and the starter's `globals.css` rules), then ours.
 * - `plain`: only our stylesheet and a `color-scheme` meta (the browser's own light and dark
 *   colours), like an app with no CSS of its own.
 *
 * Colour scheme comes from the browser (`prefers-color-scheme`), as in both starters.
 *
 * @module
 */
import {readFile} from 'node:fs/promises';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

import {loadLibrary, renderScreen, screens} from './screens';
import type {ScreenName} from './screens';

/** create-next-app's `app/globals.css` (Tailwind template), verbatim. */
export const createNextAppGlobals = `@import "tailwindcss";

:root {
  --background: #ffffff;
  --foreground: #171717;
}

@theme inline {
  --color-background: var(--background);
  --color-foreground: var(--foreground);
  --font-sans: var(--font-geist-sans);
  --font-mono: var(--font-geist-mono);
}

@media (prefers-color-scheme: dark) {
  :root {
    --background: #0a0a0a;
    --foreground: #ededed;
  }
}

body {
  background: var(--background);
  color: var(--foreground);
  font-family: Arial, Helvetica, sans-serif;
}
`;

async function tailwindCss(): Promise<string> {
  const {compile} = await import('tailwindcss');
  const compiler = await compile(createNextAppGlobals, {
    base: process.cwd(),
    loadStylesheet: async (id: string, base: string) => {
      const file = id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : path.resolve(base, id);
      return {path: file, base: path.dirname(file), content: await readFile(file, 'utf8')};
    },
  });
  return compiler.build([]);
}

/** The image the sample Markdown shows: a drawn landscape, so its edges are visible in both schemes. */
const sampleImage =
  '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="360" viewBox="0 0 960 360">' +
  '<rect width="960" height="360" fill="#cfe3f7"/><circle cx="760" cy="90" r="48" fill="#f6c453"/>' +
  '<path d="M0 300 L220 140 L400 280 L560 170 L760 300 L960 220 L960 360 L0 360Z" fill="#4d7c5a"/></svg>';

export type Host = 'tailwind' | 'plain';

export interface LookServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the server on `port` (0: any free port). */
export async function startLookServer(port = 0): Promise<LookServer> {
  const inkwellCss = await readFile(require.resolve('@inkwell/cms/styles.css'), 'utf8');
  const tailwind = await tailwindCss();
  const lib = await loadLibrary();

  const server = createServer((request, response) => {
    if (request.url === '/sample.svg') {
      response.writeHead(200, {'content-type': 'image/svg+xml'}).end(sampleImage);
      return;
    }
    const [, host, name] = new URL(request.url ?? '/', 'http://x').pathname.split('/');
    if ((host !== 'tailwind' && host !== 'plain') || !name || !(name in screens)) {
      response.writeHead(404, {'content-type': 'text/plain'}).end('not found');
      return;
    }
    const body = renderScreen(name as ScreenName, lib);
    // Ours is imported before globals.css, as the guide's root layout does.
    const head =
      host === 'tailwind'
        ? `<style>${inkwellCss}</style><style>${tailwind}</style>`
        : // Dark-capable without CSS of its own: the browser's colours, made explicit so axe sees them.
          `<meta name="color-scheme" content="light dark"><style>${inkwellCss}</style><style>body{background:Canvas;color:CanvasText}</style>`;
    response
      .writeHead(200, {'content-type': 'text/html; charset=utf-8'})
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} (${host})</title>${head}</head><body>${body}</body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: actual} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
