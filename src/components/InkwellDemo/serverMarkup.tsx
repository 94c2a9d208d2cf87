import {renderToString} from 'react-dom/server';
import {demoStyle, renderDemo, type DemoSpec} from './demos';
import {demoSource} from './demoSource';

/**
 * The demo's HTML, rendered at build time by the server bundle. `renderToString` (not
 * static markup) so the browser can later hydrate it in place when the reader interacts.
 * The browser bundle gets `serverMarkup.browser.ts` instead (src/plugins/inkwellLibrary/index.ts),
 * which keeps the library out of the page's first download.
 */
export function serverMarkup(spec: DemoSpec): string | null {
  return renderToString(renderDemo(spec));
}

/**
 * The TSX behind the demo, for the page's Markdown twin (a Markdown example shows its own
 * source on the page, so it has none here). Build time only, like the markup.
 */
export function serverSource(spec: DemoSpec): string | null {
  return spec.kind === 'markdown' ? null : demoSource(spec);
}

/** The demo's own stylesheet, for the top of the build's shadow root (see `demoStyle`). */
export function serverStyle(spec: DemoSpec): string | null {
  return demoStyle(spec);
}
