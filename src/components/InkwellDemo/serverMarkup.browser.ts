import type {DemoSpec} from './demos';

/** In the browser the server's markup is already in the page; see serverMarkup.tsx. */
export function serverMarkup(_spec: DemoSpec): string | null {
  return null;
}

/** The live render adds the demo's stylesheet itself; see serverMarkup.tsx and live.tsx. */
export function serverStyle(_spec: DemoSpec): string | null {
  return null;
}
