/**
 * Visitors' answers to `resolve`, kept in this process for callers that ask on every request
 * (a Next.js proxy deciding which paths are real 404s): a repeat costs a map lookup, not a read
 * of the data store.
 *
 * @module
 */

import {LRUCache} from 'lru-cache';
import type {ResolveResult} from '../types.js';
import {addChangeListener, cacheTagsForPath} from './changes.js';
import {pathSegments} from './resolve.js';

/**
 * How long an answer is kept at most. A save through this process drops the answers it changed
 * at once; this bounds how late a save by another process, or a hand edit, is seen.
 */
export const VISITOR_ANSWER_MAX_AGE_MS = 10_000;

/** Answers kept at most, least recently used dropped first, so requests for random paths cannot grow it without end. */
export const VISITOR_ANSWER_LIMIT = 1000;

interface Entry {
  result: Promise<ResolveResult>;
  tags: string[];
}

/** A process's cache of visitors' answers, dropped by the tags of every change notice. */
export class VisitorAnswers {
  private readonly entries: LRUCache<string, Entry>;
  private listening = false;

  constructor(now: () => number = () => Date.now()) {
    this.entries = new LRUCache<string, Entry>({
      max: VISITOR_ANSWER_LIMIT,
      // lru-cache counts an entry stale once its age is over `ttl`; on a clock of whole
      // milliseconds that is at VISITOR_ANSWER_MAX_AGE_MS, as the constant says.
      ttl: VISITOR_ANSWER_MAX_AGE_MS - 1,
      // Ages by the given clock, read at every lookup (no rounding to lru-cache's default 1 ms).
      perf: {now},
      ttlResolution: 0,
    });
  }

  /**
   * The answer for `path`, from the cache while it is fresh, else from `load` (then kept).
   *
   * @param path - The site path; its query and extra slashes do not matter.
   * @param load - Resolves the path for a visitor.
   * @returns The answer, or `load`'s own when the path depends on who asks (no cache tags).
   */
  get(path: string, load: () => Promise<ResolveResult>): Promise<ResolveResult> {
    const tags = cacheTagsForPath(path);
    if (tags === null) return load();
    this.listen();
    const key = `/${pathSegments(path).join('/')}`;
    const cached = this.entries.get(key);
    if (cached) return cached.result;
    const result = load();
    const entry = {result, tags};
    this.entries.set(key, entry);
    // A failed read is not kept: the next request tries again.
    result.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return result;
  }

  /** Drops every answer a change notice's tags touch, from the first use on. */
  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    addChangeListener(({tags}) => {
      const touched = [...this.entries.entries()].filter(([, entry]) => entry.tags.some((tag) => tags.includes(tag)));
      for (const [key] of touched) this.entries.delete(key);
    });
  }
}
