import {renderToString} from 'react-dom/server';
import {demoStyle, renderDemo, type DemoSpec} from './demos';

/** The demo's hydratable HTML and stylesheet at build time; browsers get serverMarkup.browser.ts instead. */
export function serverMarkup(spec: DemoSpec): {markup: string; style: string | null} | null {
  return {markup: renderToString(renderDemo(spec)), style: demoStyle(spec)};
}
