/**
 * Signed-in people's answers to `resolve`, handed from the proxy of a request to the page of
 * the same request: a Next.js proxy resolves the path to decide its status, and the page then
 * resolves it again to render it. With `handToPage: true` the proxy leaves its answer here; the
 * page's `resolve` for the same person and path takes it instead of reading the store again.
 *
 * @module
 */

import {LRUCache} from 'lru-cache';
import type {ResolveResult, Session} from '../types.js';
import {addChangeListener} from './changes.js';
import {pathSegments} from './resolve.js';
import {processWide} from '../process-wide.js';

/**
 * How long an answer waits for its page: a request's span. The proxy of every request leaves a
 * fresh one, so a page never takes an answer older than its own request's proxy.
 */
export const HANDOFF_MAX_AGE_MS = 5_000;

/** Answers kept at most, oldest dropped first (each is taken, never read twice, so the least recently used is the oldest). */
export const HANDOFF_LIMIT = 1000;

interface Handed {
  result: Promise<ResolveResult>;
  at: number;
}

/**
 * The answers waiting, process-wide: the proxy's copy of this module leaves them, the page's
 * takes them. On a host that runs the proxy in another process, the page finds nothing here
 * and resolves the path itself.
 */
function waiting(): LRUCache<string, Handed> {
  return processWide('resolve-handoff', () => {
    // The age is checked against the caller's clock (`now`), not lru-cache's `ttl`: the server's
    // clock is the one its deps give it.
    const created = new LRUCache<string, Handed>({max: HANDOFF_LIMIT});
    // Any save through this process may change what a waiting answer shows.
    addChangeListener(() => created.clear());
    return created;
  });
}

/** One person's session (a sign-in: its user and expiry) and one path. */
function keyOf(path: string, session: Session): string {
  return `${session.user.id}\n${session.expiresAt}\n/${pathSegments(path).join('/')}`;
}

/**
 * Resolves `path` for `session` with `load`, and leaves the answer for the page of this
 * request (not a `not-found`: no page renders one).
 *
 * @param path - The site path.
 * @param session - The signed-in person.
 * @param load - Resolves the path from the store.
 * @param now - The time, ms since the epoch.
 * @returns `load`'s answer.
 */
export async function resolveAndHand(
  path: string,
  session: Session,
  load: () => Promise<ResolveResult>,
  now: number,
): Promise<ResolveResult> {
  const map = waiting();
  const key = keyOf(path, session);
  const result = load();
  map.set(key, {result, at: now});
  try {
    const answer = await result;
    if (answer.kind === 'not-found' && map.peek(key)?.result === result) map.delete(key);
    return answer;
  } catch (error) {
    if (map.peek(key)?.result === result) map.delete(key);
    throw error;
  }
}

/**
 * The answer the proxy of this request left for `path` and `session`, taken (so it serves
 * one page), or `undefined` when there is none younger than {@link HANDOFF_MAX_AGE_MS}.
 */
export function takeHanded(path: string, session: Session, now: number): Promise<ResolveResult> | undefined {
  const map = waiting();
  const key = keyOf(path, session);
  const handed = map.peek(key);
  if (!handed) return undefined;
  map.delete(key);
  const age = now - handed.at;
  return age >= 0 && age < HANDOFF_MAX_AGE_MS ? handed.result : undefined;
}
