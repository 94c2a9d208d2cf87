/**
 * Signed-in people's answers to `resolve`, handed from the proxy of a request to the page of
 * the same request: a Next.js proxy resolves the path to decide its status, and the page then
 * resolves it again to render it. With `cached: true` the proxy leaves its answer here; the
 * page's `resolve` for the same person and path takes it instead of reading the store again.
 *
 * @module
 */

import type {ResolveResult, Session} from '../types.js';
import {addChangeListener} from './changes.js';
import {pathSegments} from './resolve.js';
import {processWide} from '../process-wide.js';

/**
 * How long an answer waits for its page: a request's span. The proxy of every request leaves a
 * fresh one, so a page never takes an answer older than its own request's proxy.
 */
export const HANDOFF_MAX_AGE_MS = 5_000;

/** Answers kept at most, oldest dropped first. */
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
function waiting(): Map<string, Handed> {
  return processWide('resolve-handoff', () => {
    const created = new Map<string, Handed>();
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
  map.delete(key);
  map.set(key, {result, at: now});
  if (map.size > HANDOFF_LIMIT) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  try {
    const answer = await result;
    if (answer.kind === 'not-found' && map.get(key)?.result === result) map.delete(key);
    return answer;
  } catch (error) {
    if (map.get(key)?.result === result) map.delete(key);
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
  const handed = map.get(key);
  if (!handed) return undefined;
  map.delete(key);
  const age = now - handed.at;
  return age >= 0 && age < HANDOFF_MAX_AGE_MS ? handed.result : undefined;
}
