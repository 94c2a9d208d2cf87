import {renderToString} from 'react-dom/server';
import {demoStyle, renderDemo, type DemoSpec} from './demos';

/**
 * The demo's HTML, rendered at build time by the server bundle, and its own stylesheet for the
 * top of the build's shadow root (see `demoStyle`). `renderToString` (not static markup) so the
 * browser can later hydrate it in place when the reader interacts. The browser bundle gets
 * `serverMarkup.browser.ts` instead (src/plugins/inkwellLibrary/index.ts), which keeps the
 * library out of the page's first download.
 */
export function serverMarkup(spec: DemoSpec): {markup: string; style: string | null} | null {
  return {markup: renderToString(renderDemo(spec)), style: demoStyle(spec)};
}
