/**
 * Visitors' answers to `resolve`, kept in this process for callers that ask on every request
 * (a Next.js proxy deciding which paths are real 404s): a repeat costs a map lookup, not a read
 * of the data store.
 *
 * @module
 */

import type {ResolveResult} from '../types.js';
import {addChangeListener, cacheTagsForPath} from './changes.js';
import {pathSegments} from './resolve.js';

/**
 * How long an answer is kept at most. A save through this process drops the answers it changed
 * at once; this bounds how late a save by another process, or a hand edit, is seen.
 */
export const VISITOR_ANSWER_MAX_AGE_MS = 10_000;

/** Answers kept at most, oldest dropped first, so requests for random paths cannot grow it without end. */
export const VISITOR_ANSWER_LIMIT = 1000;

interface Entry {
  result: Promise<ResolveResult>;
  tags: string[];
  expires: number;
}

/** A process's cache of visitors' answers, dropped by the tags of every change notice. */
export class VisitorAnswers {
  private readonly entries = new Map<string, Entry>();
  private listening = false;

  constructor(private readonly now: () => number = () => Date.now()) {}

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
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.result;
    this.entries.delete(key);
    const result = load();
    const entry = {result, tags, expires: now + VISITOR_ANSWER_MAX_AGE_MS};
    this.entries.set(key, entry);
    // A failed read is not kept: the next request tries again.
    result.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > VISITOR_ANSWER_LIMIT) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return result;
  }

  /** Drops every answer a change notice's tags touch, from the first use on. */
  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    addChangeListener(({tags}) => {
      for (const [key, entry] of this.entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
      }
    });
  }
}
