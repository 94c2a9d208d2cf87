/**
 * The storage contract every data store implements (file, and later MongoDB and DynamoDB).
 *
 * @module
 */

import type {MediaItem, Page, PageOf, Post, SiteSettings, User} from '../types.js';

/** How to sort a list by one field. */
export interface SortKey<T> {
  field: keyof T & string;
  direction: 'asc' | 'desc';
}

/** What to list: an equality filter, an order and a page. */
export interface ListQuery<T> {
  /** Keep only items whose fields equal these values. */
  filter?: Partial<T>;
  /**
   * Sort keys, most significant first. Defaults per collection: posts by `publishedAt`
   * then `updatedAt`, newest first (never-published drafts first); pages by `navOrder`
   * ascending, then `title`; users by `createdAt` ascending.
   */
  order?: SortKey<T>[];
  /** 1-based page number; defaults to 1. */
  page?: number;
  /** Items per page, 1 to 100; defaults to 10. */
  pageSize?: number;
}

/** The fields to change (never the id); omitted or `undefined` fields keep their value. */
export type Patch<T extends {id: string}> = Partial<Omit<T, 'id'>>;

/** A patch, or a function that computes one from the item as it is stored when written. */
export type Change<T extends {id: string}> = Patch<T> | ((current: T) => Patch<T>);

/** The patch a change makes to `current`. */
export function patchFor<T extends {id: string}>(change: Change<T>, current: T): Patch<T> {
  return typeof change === 'function' ? change(structuredClone(current)) : change;
}

/** A collection of items keyed by `id`. */
export interface Collection<T extends {id: string}> {
  /** The item with this id, or `null`. */
  get(id: string): Promise<T | null>;
  /** One page of the items matching the query. */
  list(query?: ListQuery<T>): Promise<PageOf<T>>;
  /**
   * Stores a new item, as given (the caller sets `id`).
   * Throws `ConflictError` (`SlugTakenError`, `EmailTakenError`) on a duplicate key.
   */
  create(item: T): Promise<T>;
  /**
   * Applies a change (never to the id) and returns the updated item. Throws `NotFoundError`.
   *
   * @remarks A function is called with the item as stored at the moment of writing and
   * returns the patch, so a change that depends on other fields (an excerpt derived from the
   * body, a counter) cannot overwrite a write that landed after the caller's own read. The
   * file store calls it inside its write queue; DynamoDB and MongoDB read, call it and write
   * on condition that the item's revision is unchanged, and try again when it is not. The
   * function may be called more than once and must not have side effects.
   */
  update(id: string, change: Change<T>): Promise<T>;
  /** Removes the item. Throws `NotFoundError` when there is none. */
  delete(id: string): Promise<void>;
  /** How many items match the filter (all items without one). */
  count(filter?: Partial<T>): Promise<number>;
}

/** A collection whose items have a unique `slug` (posts, pages). */
export interface SluggedCollection<T extends {id: string; slug: string}> extends Collection<T> {
  /** The item with this slug, or `null`. */
  findBySlug(slug: string): Promise<T | null>;
}

/** The users collection; emails are unique and stored lower-cased. */
export interface UserCollection extends Collection<User> {
  /** The user with this email (compared lower-cased), or `null`. */
  findByEmail(email: string): Promise<User | null>;
}

/** Site-wide settings; `null` until the setup form has been submitted. */
export interface SiteSettingsStore {
  get(): Promise<SiteSettings | null>;
  set(settings: SiteSettings): Promise<void>;
}

/**
 * Everything Inkwell keeps: posts, pages, users, the records of uploaded images and site
 * settings.
 *
 * @remarks
 * Stores do no content validation (that is `src/content/`); they enforce only what must
 * hold under concurrency: unique ids, slugs and emails. Items handed out are copies.
 */
export interface DataStore {
  posts: SluggedCollection<Post>;
  pages: SluggedCollection<Page>;
  users: UserCollection;
  /** The record of each uploaded image (its file lives in the media storage). */
  media: Collection<MediaItem>;
  site: SiteSettingsStore;
}
