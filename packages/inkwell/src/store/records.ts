/**
 * The records every store keeps, described once: each collection's unique field and the
 * error a duplicate raises, its default order and the stored form of its values. The file,
 * MongoDB and DynamoDB stores build their collections from these specs, so a rule such as
 * "emails are stored lower-cased" has one implementation.
 *
 * @module
 */

import type {MediaItem, Page, Post, SiteSettings, User} from '../types.js';
import {ConflictError, EmailTakenError, SlugTakenError} from './errors.js';
import type {Collection, DataStore, Patch, SortKey} from './types.js';

/**
 * The stored form of an email: trimmed and lower-cased, so that lookups and the unique
 * check ignore case.
 *
 * @param email - An email as typed or as a provider returned it.
 * @returns The email as stored and compared.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** One collection of records, as every store keeps it. */
export interface RecordSpec<T extends {id: string}> {
  /** The collection's name: the file's array, MongoDB's collection. */
  collection: 'posts' | 'pages' | 'users' | 'media';
  /** What one record is called in messages; DynamoDB's partition. */
  kind: 'post' | 'page' | 'user' | 'image';
  /** The one field, besides `id`, that no two records may share. */
  unique: keyof T & string;
  /** The error raised when another record already has the unique value. */
  conflict(value: string): ConflictError;
  /** The order of a list whose query gives none. */
  defaultOrder: SortKey<T>[];
  /** The stored form of a unique value, for saving and for lookups. */
  storedKey(value: string): string;
}

const same = (value: string): string => value;

/** Posts: unique slugs, newest first (never-published drafts first). */
export const POST_RECORDS: RecordSpec<Post> = {
  collection: 'posts',
  kind: 'post',
  unique: 'slug',
  conflict: (slug) => new SlugTakenError('post', slug),
  defaultOrder: [
    {field: 'publishedAt', direction: 'desc'},
    {field: 'updatedAt', direction: 'desc'},
  ],
  storedKey: same,
};

/** Pages: unique slugs, in navigation order, then by title. */
export const PAGE_RECORDS: RecordSpec<Page> = {
  collection: 'pages',
  kind: 'page',
  unique: 'slug',
  conflict: (slug) => new SlugTakenError('page', slug),
  defaultOrder: [
    {field: 'navOrder', direction: 'asc'},
    {field: 'title', direction: 'asc'},
  ],
  storedKey: same,
};

/** Users: unique emails, stored lower-cased; oldest first. */
export const USER_RECORDS: RecordSpec<User> = {
  collection: 'users',
  kind: 'user',
  unique: 'email',
  conflict: (email) => new EmailTakenError(email),
  defaultOrder: [{field: 'createdAt', direction: 'asc'}],
  storedKey: normaliseEmail,
};

/** Uploaded images: unique public URLs; newest first. */
export const MEDIA_RECORDS: RecordSpec<MediaItem> = {
  collection: 'media',
  kind: 'image',
  unique: 'url',
  conflict: (url) => new ConflictError('url', `Another image already has the address ${url}.`),
  defaultOrder: [{field: 'createdAt', direction: 'desc'}],
  storedKey: same,
};

/** Every collection's spec. */
export const RECORD_SPECS = [POST_RECORDS, PAGE_RECORDS, USER_RECORDS, MEDIA_RECORDS] as const;

/** The unique value of a record, as stored. */
export function keyOf<T extends {id: string}>(spec: RecordSpec<T>, item: Partial<T>): string {
  const value: unknown = item[spec.unique];
  return typeof value === 'string' ? value : '';
}

/** A record, or the fields of a patch, with the unique value (when present) in its stored form. */
export function normalise<T extends {id: string}, F extends Partial<T>>(spec: RecordSpec<T>, fields: F): F {
  const value: unknown = fields[spec.unique];
  return typeof value === 'string' ? {...fields, [spec.unique]: spec.storedKey(value)} : fields;
}

/**
 * The fields a patch sets, in stored form: a copy without `id` and without keys set to
 * `undefined`, which would otherwise erase fields.
 */
export function changedFields<T extends {id: string}>(spec: RecordSpec<T>, patch: Patch<T>): Partial<T> {
  const fields = Object.entries(patch).filter(([field, value]) => value !== undefined && field !== 'id');
  // The entries came from a Patch<T>, without `id`.
  return normalise(spec, structuredClone(Object.fromEntries(fields)) as Partial<T>);
}

/** The error for a record created with an id another record already has. */
export function duplicateIdError(kind: string, id: string): ConflictError {
  return new ConflictError('id', `Another ${kind} already has the id "${id}".`);
}

/** The error for an update that kept losing races with other writers. */
export function changedWhileSavingError<T extends {id: string}>(spec: RecordSpec<T>, field: string): ConflictError {
  return new ConflictError(field, `The ${spec.kind} changed while it was being saved. Try again.`);
}

/** What a store implements for each collection: the contract, and a lookup by the unique field. */
export interface RecordCollection<T extends {id: string}> extends Collection<T> {
  /** The record whose unique field holds `value` (in any form {@link RecordSpec.storedKey} accepts), or `null`. */
  findByKey(value: string): Promise<T | null>;
}

/** Opens a store's collection for one spec. */
export type OpenCollection = <T extends {id: string}>(spec: RecordSpec<T>) => RecordCollection<T>;

/**
 * A store's posts, pages and users, each opened from its spec, with the lookups the
 * {@link DataStore} contract names.
 *
 * @param open - Opens one of the store's collections.
 * @returns The collections of a {@link DataStore}.
 */
export function openCollections(open: OpenCollection): Omit<DataStore, 'site'> {
  const posts = open(POST_RECORDS);
  const pages = open(PAGE_RECORDS);
  const users = open(USER_RECORDS);
  return {
    media: open(MEDIA_RECORDS),
    posts: Object.assign(posts, {findBySlug: (slug: string) => posts.findByKey(slug)}),
    pages: Object.assign(pages, {findBySlug: (slug: string) => pages.findByKey(slug)}),
    users: Object.assign(users, {findByEmail: (email: string) => users.findByKey(email)}),
  };
}

/** Site settings as the database returned them, or `null` before setup. */
export function siteSettingsOf(stored: Record<string, unknown> | null | undefined): SiteSettings | null {
  if (!stored) return null;
  const {name, description} = stored;
  return {name: typeof name === 'string' ? name : '', description: typeof description === 'string' ? description : ''};
}
