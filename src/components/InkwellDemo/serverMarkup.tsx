import {renderToString} from 'react-dom/server';
import {demoStyle, renderDemo, type DemoSpec} from './demos';

/**
 * The demo's HTML for the build's shadow root (`renderToString`, so the browser can hydrate it), and
 * its own stylesheet. The browser bundle gets serverMarkup.browser.ts (src/plugins/inkwellLibrary).
 */
export function serverMarkup(spec: DemoSpec): {markup: string; style: string | null} | null {
  return {markup: renderToString(renderDemo(spec)), style: demoStyle(spec)};
}
