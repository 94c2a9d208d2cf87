/**
 * Posts and pages, one implementation: creating with a chosen or derived slug, changing,
 * deleting, listing and reading, with drafts hidden unless asked. What differs between the
 * two kinds (fields, defaults, reserved slugs, derived values) is an {@link EntryKind}.
 *
 * @module
 */

import type {z} from 'zod';

import type {Patch, SluggedCollection} from '../store/types.js';
import type {DataStore} from '../store/types.js';
import type {ContentStatus, Page, PageOf, Post} from '../types.js';
import {makeId, timestamp, type ContentContext} from './context.js';
import {checkPaging, parseInput} from './fields.js';
import {chooseSlug, saveWithSlug} from './slug-choice.js';
import {isVisible} from './visibility.js';

/** A post or a page. */
export type Entry = Post | Page;

/** Which entries a list or lookup includes, and which page of a list. */
export interface EntryQuery {
  page?: number;
  pageSize?: number;
  includeDrafts?: boolean;
}

/** Who is writing: posts record their author. */
export interface EntryAuthor {
  author: string;
}

/** The fields every kind's input has, as parsed. */
interface EntryFields {
  title?: string | undefined;
  slug?: string | undefined;
  status?: ContentStatus | undefined;
}

/** What makes posts posts and pages pages. */
export interface EntryKind<T extends Entry, C extends EntryFields & {title: string}, P extends EntryFields> {
  /** The kind's collection in a store. */
  collection(store: DataStore): SluggedCollection<T>;
  /** Slugs the kind may not use. */
  reserved: ReadonlySet<string>;
  /** Checks a new entry's input and fills in its defaults. */
  createSchema: z.ZodType<C>;
  /** Checks a change's input; omitted fields are `undefined`. */
  patchSchema: z.ZodType<P>;
  /** The record a new entry is stored as. */
  build(fields: C, saved: {id: string; slug: string; now: string; author: string}): T;
  /**
   * The fields a change sets on the entry as stored when it is written (slug aside).
   * Computed from the stored entry, never from an earlier read, so concurrent edits of
   * other fields are not put back.
   */
  change(fields: P, now: string): (current: T) => Patch<T>;
}

/** The operations on one kind of entry, as `Inkwell.posts` and `Inkwell.pages` offer them. */
export interface EntryService<T extends Entry> {
  list(query?: EntryQuery): Promise<PageOf<T>>;
  get(id: string, options?: {includeDrafts?: boolean}): Promise<T | null>;
  getBySlug(slug: string, options?: {includeDrafts?: boolean}): Promise<T | null>;
  create(input: unknown, options?: EntryAuthor): Promise<T>;
  update(id: string, input: unknown): Promise<T>;
  delete(id: string): Promise<void>;
}

/**
 * The operations on posts or pages over a store and clock.
 *
 * @param kind - `POSTS` or `PAGES`.
 * @param context - The store, clock and id source.
 * @returns List, read and write operations; writes check their input and throw
 * `ValidationError`, `SlugTakenError` or `NotFoundError`.
 */
export function entryService<T extends Entry, C extends EntryFields & {title: string}, P extends EntryFields>(
  kind: EntryKind<T, C, P>,
  context: ContentContext,
): EntryService<T> {
  const collection = (): SluggedCollection<T> => kind.collection(context.store);
  const visible = (entry: T | null, options: {includeDrafts?: boolean}): T | null =>
    entry && isVisible(entry, options.includeDrafts ?? false) ? entry : null;
  return {
    list: async (query = {}) => {
      // Both kinds have a status; TypeScript cannot see that Partial<T> accepts it for every T.
      const published = {status: 'published'} as Partial<T>;
      return await collection().list({...(query.includeDrafts ? {} : {filter: published}), ...checkPaging(query)});
    },
    get: async (id, options = {}) => visible(await collection().get(id), options),
    getBySlug: async (slug, options = {}) => visible(await collection().findBySlug(slug), options),
    create: async (input, options) => {
      const fields = parseInput(kind.createSchema, input);
      const now = timestamp(context);
      const id = makeId(context);
      const choice = chooseSlug(fields.slug, fields.title, kind.reserved);
      const author = options?.author ?? '';
      return await saveWithSlug(
        collection(),
        choice,
        (slug) => collection().create(kind.build(fields, {id, slug, now, author})),
        kind.reserved,
      );
    },
    update: async (id, input) => {
      const fields = parseInput(kind.patchSchema, input);
      const change = kind.change(fields, timestamp(context));
      const slugRequested = fields.slug !== undefined || (input as {slug?: unknown}).slug === '';
      if (!slugRequested) return collection().update(id, change);
      const current = await collection().get(id);
      if (!current) return collection().update(id, change);
      const choice = chooseSlug(fields.slug, fields.title ?? current.title, kind.reserved);
      return saveWithSlug(
        collection(),
        choice,
        (slug) => collection().update(id, (stored) => ({...change(stored), slug})),
        kind.reserved,
        id,
      );
    },
    delete: async (id) => {
      await collection().delete(id);
    },
  };
}
