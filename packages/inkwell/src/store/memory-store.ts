/**
 * The memory store: content held in the running program, gone when it ends.
 *
 * @module
 */

import type {MediaItem, Page, PageOf, Post, SiteSettings} from '../types.js';
import {NotFoundError} from './errors.js';
import {applyListQuery, matches} from './list.js';
import {
  changedFields,
  duplicateIdError,
  keyOf,
  normalise,
  openCollections,
  type RecordCollection,
  type RecordSpec,
} from './records.js';
import {patchFor} from './types.js';
import type {
  Change,
  Collection,
  DataStore,
  ListQuery,
  SiteSettingsStore,
  SluggedCollection,
  UserCollection,
} from './types.js';

/** One collection's items, kept in insertion order, with the uniqueness rules of its records. */
class MemoryCollection<T extends {id: string}> implements RecordCollection<T> {
  private items: T[] = [];

  constructor(private readonly spec: RecordSpec<T>) {}

  get(id: string): Promise<T | null> {
    const item = this.items.find((candidate) => candidate.id === id);
    return Promise.resolve(item ? structuredClone(item) : null);
  }

  findByKey(value: string): Promise<T | null> {
    const key = this.spec.storedKey(value);
    const item = this.items.find((candidate) => keyOf(this.spec, candidate) === key);
    return Promise.resolve(item ? structuredClone(item) : null);
  }

  list(query: ListQuery<T> = {}): Promise<PageOf<T>> {
    // A refused query (a page size out of range) is a rejected promise, as in the other stores.
    return Promise.resolve().then(() => structuredClone(applyListQuery(this.items, query, this.spec.defaultOrder)));
  }

  count(filter?: Partial<T>): Promise<number> {
    return Promise.resolve(this.items.filter((item) => matches(item, filter)).length);
  }

  /** Throws when `candidate` repeats the id or the unique value of one of `others`. */
  private checkUnique(others: T[], candidate: T): void {
    if (others.some((item) => item.id === candidate.id)) throw duplicateIdError(this.spec.kind, candidate.id);
    const value = keyOf(this.spec, candidate);
    if (others.some((item) => keyOf(this.spec, item) === value)) throw this.spec.conflict(value);
  }

  // Each write runs to its end without yielding, so a function change sees every earlier
  // write and no later one, as the file store's queue guarantees.
  create(item: T): Promise<T> {
    return Promise.resolve().then(() => {
      const stored = normalise(this.spec, structuredClone(item));
      this.checkUnique(this.items, stored);
      this.items.push(stored);
      return structuredClone(stored);
    });
  }

  update(id: string, change: Change<T>): Promise<T> {
    return Promise.resolve().then(() => {
      const index = this.items.findIndex((item) => item.id === id);
      const current = this.items[index];
      if (!current) throw new NotFoundError(this.spec.kind, id);
      const updated = normalise(this.spec, {...current, ...changedFields(this.spec, patchFor(change, current)), id});
      this.checkUnique(
        this.items.filter((item) => item !== current),
        updated,
      );
      this.items[index] = updated;
      return structuredClone(updated);
    });
  }

  delete(id: string): Promise<void> {
    return Promise.resolve().then(() => {
      const index = this.items.findIndex((item) => item.id === id);
      if (index === -1) throw new NotFoundError(this.spec.kind, id);
      this.items.splice(index, 1);
    });
  }
}

/**
 * A {@link DataStore} kept in memory: every post, page, user and the site settings live in
 * the running program and are gone when it ends.
 *
 * @remarks
 * It keeps the same rules as the other stores (unique ids, slugs and emails, emails stored
 * lower-cased, each collection's default order, copies handed out), from the same record
 * specs. It needs no Node.js module, so it also runs in a browser: the docs' playground runs
 * Inkwell's HTTP API over one in the reader's page. Use it for tests, demos and
 * previews, never for a site's content.
 *
 * @example
 * ```ts
 * import {MemoryStore} from './memory-store.js';
 *
 * const store = new MemoryStore();
 * await store.site.set({name: 'Field Notes', description: ''});
 * console.log(await store.site.get()); // {name: 'Field Notes', description: ''}
 * ```
 */
export class MemoryStore implements DataStore {
  readonly posts: SluggedCollection<Post>;
  readonly pages: SluggedCollection<Page>;
  readonly users: UserCollection;
  readonly media: Collection<MediaItem>;
  readonly site: SiteSettingsStore;
  private settings: SiteSettings | null = null;

  constructor() {
    ({
      posts: this.posts,
      pages: this.pages,
      users: this.users,
      media: this.media,
    } = openCollections((spec) => new MemoryCollection(spec)));
    this.site = {
      get: () => Promise.resolve(structuredClone(this.settings)),
      set: (settings) => {
        this.settings = {name: settings.name, description: settings.description};
        return Promise.resolve();
      },
    };
  }
}
