/**
 * Sessions `getSession` has just read from the store, so that a `resolve` in the same request
 * takes the role from the session instead of reading the user again.
 *
 * @module
 */

import {LRUCache} from 'lru-cache';
import type {Role, Session} from '../types.js';
import {processWide} from '../process-wide.js';

/**
 * How long after `getSession` read it a session's role stands in for a read of the store: a
 * request's span. A session object kept longer (across requests) is checked against the store
 * again, so a demoted or removed user still loses access at once.
 */
export const FRESH_SESSION_MS = 5_000;

/** When each session `getSession` returned was read, whichever copy of this module read it. */
function reads(): WeakMap<Session, number> {
  return processWide('fresh-sessions', () => new WeakMap<Session, number>());
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

/**
 * Sessions read for a request with its `Request` (a Next.js proxy), waiting for the page of the
 * same request, whose `getSession(await headers())` takes one instead of reading the user again.
 */
interface HandedSession {
  session: Session;
  /** When the store read behind `session` started, ms since the epoch. */
  readAt: number;
  /** Reads for this cookie whose pages have not taken one yet. */
  waiting: number;
}

/**
 * Cookies with a session waiting at most, oldest dropped first: an entry is only peeked at and
 * changed in place, never read as "used", so the least recently used is the oldest.
 */
export const HANDED_SESSION_LIMIT = 1000;

/** The sessions waiting, process-wide: the proxy's copy of this module leaves them, the page's takes them. */
function handed(): LRUCache<string, HandedSession> {
  return processWide('handed-sessions', () => new LRUCache<string, HandedSession>({max: HANDED_SESSION_LIMIT}));
}

/**
 * Leaves `session`, read from the store for the session cookie `token` in a read that started
 * at `readAt`, for the page of the same request. Of several reads for one cookie, the page
 * gets the one that started last.
 */
export function handSession(token: string, session: Session, readAt: number): void {
  const sessions = handed();
  const waiting = sessions.peek(token);
  if (waiting && readAt - waiting.readAt < FRESH_SESSION_MS) {
    waiting.waiting += 1;
    if (readAt >= waiting.readAt) Object.assign(waiting, {session, readAt});
    return;
  }
  sessions.set(token, {session, readAt, waiting: 1});
}

/**
 * The session a read for cookie `token` left within {@link FRESH_SESSION_MS} of `now`, taken
 * (each read serves one page), or `undefined`.
 */
export function takeHandedSession(token: string, now: number): Session | undefined {
  const sessions = handed();
  const waiting = sessions.peek(token);
  if (!waiting) return undefined;
  const age = now - waiting.readAt;
  if (age < 0 || age >= FRESH_SESSION_MS) {
    sessions.delete(token);
    return undefined;
  }
  waiting.waiting -= 1;
  if (waiting.waiting <= 0) sessions.delete(token);
  return waiting.session;
}

/** Drops the session waiting for cookie `token`: a later read found the cookie no longer valid. */
export function dropHandedSession(token: string): void {
  handed().delete(token);
}

/** Drops every session waiting for `userId`'s cookies: they signed out. */
export function dropHandedSessions(userId: string): void {
  const sessions = handed();
  const tokens = [...sessions.entries()].filter(([, waiting]) => waiting.session.user.id === userId);
  for (const [token] of tokens) sessions.delete(token);
}
