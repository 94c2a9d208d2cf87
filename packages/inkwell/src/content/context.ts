/**
 * What the content rules work on: a data store, a clock and an id source.
 *
 * @module
 */

import type {DataStore} from '../store/types.js';

/** The store the rules read and write, with a clock and ids that tests can fix. */
export interface ContentContext {
  store: DataStore;
  /** The current time; `new Date()` by default. */
  now?: () => Date;
  /** A new unique id; `crypto.randomUUID()` by default. */
  newId?: () => string;
}

/** The current time as an ISO 8601 string. */
export function timestamp(context: ContentContext): string {
  return (context.now ?? (() => new Date()))().toISOString();
}

/** A fresh id. */
export function makeId(context: ContentContext): string {
  return context.newId ? context.newId() : crypto.randomUUID();
}
