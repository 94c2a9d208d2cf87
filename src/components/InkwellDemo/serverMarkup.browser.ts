import type {DemoSpec} from './demos';

/** In the browser the server's markup is already in the page, and the live render adds the demo's stylesheet itself; see serverMarkup.tsx. */
export function serverMarkup(_spec: DemoSpec): {markup: string; style: string | null} | null {
  return null;
}
