/**
 * The brand an Inkwell error carries, readable whichever copy of the package made it.
 *
 * `instanceof` fails when the error was made by another copy of this module: `next dev` loads
 * the package once for the page and once for a route handler, and the process-wide file store
 * one copy created throws that copy's classes into the other copy's handler. Every error class
 * brands its instances with its kind (and its parents' kinds) under a `Symbol.for` key, which is
 * the same symbol in every copy and every realm. This module imports nothing, so each error
 * module brands its own errors and the registry of kinds (`error-kind.ts`) imports the error
 * modules, never the other way round.
 *
 * @module
 */

const KINDS = Symbol.for('@inkwell/cms/error-kinds');

type Branded = Error & {[KINDS]?: ReadonlySet<string>};

/**
 * Marks `error` as being of `kind`. Each class calls it in its constructor, after `super()`, so
 * a subclass instance carries its own kind and every parent's.
 *
 * @param error - The error being constructed.
 * @param kind - The class's name, as the registry `ErrorKinds` lists it.
 */
export function brandError(error: Error, kind: string): void {
  const branded = error as Branded;
  const kinds = new Set(branded[KINDS]);
  kinds.add(kind);
  // Not enumerable, so the brand stays out of logs and JSON.
  Object.defineProperty(branded, KINDS, {value: kinds, enumerable: false, configurable: true});
}

/**
 * Whether `error` carries the brand `kind`.
 *
 * @param error - Anything thrown.
 * @param kind - The kind to ask about.
 * @returns `true` when the error was branded with that kind.
 */
export function hasErrorBrand(error: unknown, kind: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const kinds = (error as Branded)[KINDS];
  return typeof kinds?.has === 'function' ? kinds.has(kind) : false;
}
