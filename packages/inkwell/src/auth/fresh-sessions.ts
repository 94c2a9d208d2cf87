/**
 * Sessions `getSession` has just read from the store, so that a `resolve` in the same request
 * takes the role from the session instead of reading the user again.
 *
 * @module
 */

import type {Role, Session} from '../types.js';

/**
 * How long after `getSession` read it a session's role stands in for a read of the store: a
 * request's span. A session object kept longer (across requests) is checked against the store
 * again, so a demoted or removed user still loses access at once.
 */
export const FRESH_SESSION_MS = 5_000;

const READS_KEY = Symbol.for('@inkwell/cms/fresh-sessions');

type GlobalWithReads = typeof globalThis & {[READS_KEY]?: WeakMap<Session, number>};

/**
 * When each session `getSession` returned was read. Kept on `globalThis`, as the change
 * listeners are, because Next.js can load this module once per bundle layer.
 */
function reads(): WeakMap<Session, number> {
  const holder = globalThis as GlobalWithReads;
  return (holder[READS_KEY] ??= new WeakMap<Session, number>());
}

/** Records that `session` was read from the store at `at` (ms since the epoch). */
export function markSessionRead(session: Session, at: number): void {
  reads().set(session, at);
}

/**
 * The role of `session` if `getSession` read it from the store within {@link FRESH_SESSION_MS}
 * of `now`, else `undefined` (a session made by hand, or kept from an earlier request).
 */
export function freshRole(session: Session, now: number): Role | undefined {
  const at = reads().get(session);
  return at !== undefined && now - at >= 0 && now - at < FRESH_SESSION_MS ? session.user.role : undefined;
}
