/**
 * The file store: all content in one JSON file, for development and single-server sites.
 *
 * @module
 */

import {constants} from 'node:fs';
import * as nodeFs from 'node:fs/promises';
import {dirname, resolve} from 'node:path';

import {z} from 'zod';

import type {MediaItem, Page, PageOf, Post, SiteSettings, User} from '../types.js';
import {atomicWriteFile, removeLeftoverTempFiles, type AtomicWriteFs, type TempCleanupFs} from './atomic-write.js';
import {CorruptDataError, NotFoundError, UnwritableDataError} from './errors.js';
import {comparator, matches, pageOf} from './list.js';
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
import {getOrCreate, processWide} from '../process-wide.js';

/** The content of the JSON file. */
interface FileData {
  version: 1;
  posts: Post[];
  pages: Page[];
  users: User[];
  media: MediaItem[];
  site: SiteSettings | null;
}

/** The file-system calls the file store makes; tests replace some to simulate failures. */
export type FileStoreFs = AtomicWriteFs & TempCleanupFs & Pick<typeof nodeFs, 'readFile' | 'access' | 'stat'>;

/** Options for {@link FileStore}. */
export interface FileStoreOptions {
  /** File-system calls to use instead of `node:fs/promises` (for tests). */
  fs?: Partial<FileStoreFs>;
}

function emptyData(): FileData {
  return {version: 1, posts: [], pages: [], users: [], media: [], site: null};
}

// Only the fields the store itself relies on are checked; content rules are not the store's job.
const fileSchema = z.object({
  version: z.literal(1),
  posts: z.array(z.looseObject({id: z.string(), slug: z.string()})),
  pages: z.array(z.looseObject({id: z.string(), slug: z.string()})),
  users: z.array(z.looseObject({id: z.string(), email: z.string()})),
  // Files written before the media library have no media records.
  media: z.array(z.looseObject({id: z.string(), url: z.string()})).default([]),
  site: z.looseObject({name: z.string(), description: z.string()}).nullable(),
});

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unexpected structure';
  const where = issue.path.length > 0 ? issue.path.join('.') : 'top level';
  return `${where}: ${issue.message}`;
}

function parseData(path: string, text: string): FileData {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CorruptDataError(path, `not JSON: ${(error as Error).message}`);
  }
  const result = fileSchema.safeParse(json);
  if (!result.success) throw new CorruptDataError(path, describeIssue(result.error));
  // The schema checked the keys the store depends on; the rest was written by this store.
  return result.data as unknown as FileData;
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/**
 * What identifies one version of the file: replaced by a rename, it gets a new inode; edited
 * in place, a new modification time or size.
 */
type Version = string;

/**
 * One version of the file, parsed once, with the lookups and sorted lists built from it on
 * first use. Reads share it until the file changes; nothing in it is ever handed out or
 * changed, only copies.
 */
class Snapshot {
  private readonly byId = new Map<string, Map<string, {id: string}>>();
  private readonly byKey = new Map<string, Map<string, {id: string}>>();
  private readonly lists = new Map<string, {id: string}[]>();

  constructor(
    readonly version: Version,
    readonly data: FileData,
  ) {}

  /** The item with this id, from an index built on the first lookup. */
  find<T extends {id: string}>(spec: RecordSpec<T>, id: string): T | undefined {
    let index = this.byId.get(spec.collection);
    if (!index) {
      index = new Map(this.data[spec.collection].map((item) => [item.id, item]));
      this.byId.set(spec.collection, index);
    }
    // The map holds this spec's collection, whose items are T.
    return index.get(id) as T | undefined;
  }

  /** The item whose unique field holds `key` (stored form). */
  findByKey<T extends {id: string}>(spec: RecordSpec<T>, key: string): T | undefined {
    let index = this.byKey.get(spec.collection);
    if (!index) {
      // The collection's items are T, so keyOf reads the spec's unique field.
      index = new Map(this.data[spec.collection].map((item) => [keyOf(spec, item as unknown as T), item]));
      this.byKey.set(spec.collection, index);
    }
    return index.get(key) as T | undefined;
  }

  /** The items matching `filter`, in `order`: sorted once per file version, filter and order. */
  sorted<T extends {id: string}>(
    spec: RecordSpec<T>,
    filter: Partial<T> | undefined,
    order: ListQuery<T>['order'],
  ): T[] {
    const key = JSON.stringify([spec.collection, filter ?? {}, order ?? null]);
    let list = this.lists.get(key);
    if (!list) {
      const items = this.data[spec.collection] as unknown as T[];
      const selected = items.filter((item) => matches(item, filter));
      selected.sort(comparator(order ?? spec.defaultOrder));
      list = selected;
      this.lists.set(key, list);
    }
    // Built above from this spec's collection, whose items are T.
    return list as T[];
  }
}

/** One array of the file, with the uniqueness rules of its records. */
class FileCollection<T extends {id: string}> implements RecordCollection<T> {
  constructor(
    private readonly store: FileStore,
    private readonly spec: RecordSpec<T>,
  ) {}

  private items(data: FileData): T[] {
    // Each spec's collection names the array holding T; TypeScript cannot follow that link.
    return data[this.spec.collection] as unknown as T[];
  }

  async get(id: string): Promise<T | null> {
    const item = (await this.store.snapshot()).find(this.spec, id);
    return item ? structuredClone(item) : null;
  }

  async findByKey(value: string): Promise<T | null> {
    const item = (await this.store.snapshot()).findByKey(this.spec, this.spec.storedKey(value));
    return item ? structuredClone(item) : null;
  }

  async list(query: ListQuery<T> = {}): Promise<PageOf<T>> {
    const sorted = (await this.store.snapshot()).sorted(this.spec, query.filter, query.order);
    return structuredClone(pageOf(sorted, query));
  }

  async count(filter?: Partial<T>): Promise<number> {
    return (await this.store.snapshot()).sorted(this.spec, filter, undefined).length;
  }

  /** Throws when `candidate` repeats the id or the unique value of one of `others`. */
  private checkUnique(others: T[], candidate: T): void {
    if (others.some((item) => item.id === candidate.id)) throw duplicateIdError(this.spec.kind, candidate.id);
    const value = keyOf(this.spec, candidate);
    if (others.some((item) => keyOf(this.spec, item) === value)) throw this.spec.conflict(value);
  }

  create(item: T): Promise<T> {
    const stored = normalise(this.spec, structuredClone(item));
    return this.store.mutate((data) => {
      const items = this.items(data);
      this.checkUnique(items, stored);
      items.push(stored);
      return structuredClone(stored);
    });
  }

  update(id: string, change: Change<T>): Promise<T> {
    // Inside the write queue, so a function change sees every earlier write and no later one.
    return this.store.mutate((data) => {
      const items = this.items(data);
      const index = items.findIndex((item) => item.id === id);
      const current = items[index];
      if (!current) throw new NotFoundError(this.spec.kind, id);
      const updated = normalise(this.spec, {...current, ...changedFields(this.spec, patchFor(change, current)), id});
      this.checkUnique(
        items.filter((item) => item !== current),
        updated,
      );
      items[index] = updated;
      return structuredClone(updated);
    });
  }

  delete(id: string): Promise<void> {
    return this.store.mutate((data) => {
      const items = this.items(data);
      const index = items.findIndex((item) => item.id === id);
      if (index === -1) throw new NotFoundError(this.spec.kind, id);
      items.splice(index, 1);
    });
  }
}

/**
 * A {@link DataStore} kept in one JSON file.
 *
 * @remarks
 * Reads share one parsed copy of the file, with lookups by id and unique key and each list
 * sorted once, until the file changes: every read compares the file's inode, size and
 * modification time with the copy's, so edits made by hand (or by another process) show up
 * without a restart, and a list costs a page's copy, not a parse and sort of every item.
 * Writes go through one queue per store: each round reads the file, applies every change
 * waiting for it and replaces the file atomically before the next round begins, so
 * concurrent writes all land, and many at once cost one file write.
 * A file that is not valid Inkwell data is never overwritten. Use {@link openFileStore} so
 * that every caller in a process shares one store (and one queue) per file.
 */
export class FileStore implements DataStore {
  /** Absolute path of the JSON file. */
  readonly path: string;
  readonly posts: SluggedCollection<Post>;
  readonly pages: SluggedCollection<Page>;
  readonly users: UserCollection;
  readonly media: Collection<MediaItem>;
  readonly site: SiteSettingsStore;
  private readonly fs: FileStoreFs;
  private queue: Promise<unknown> = Promise.resolve();
  private pending: PendingChange[] = [];
  private opened: Promise<void> | undefined;
  private cached: Promise<Snapshot> | undefined;

  /**
   * @param path - The JSON file; created on the first write, with its folder.
   * @param options - File-system overrides for tests.
   */
  constructor(path: string, options: FileStoreOptions = {}) {
    this.path = resolve(path);
    this.fs = {...nodeFs, ...options.fs};
    ({
      posts: this.posts,
      pages: this.pages,
      users: this.users,
      media: this.media,
    } = openCollections((spec) => new FileCollection(this, spec)));
    this.site = {
      get: async () => structuredClone((await this.snapshot()).data.site),
      set: (settings) =>
        this.mutate((data) => {
          data.site = {name: settings.name, description: settings.description};
        }),
    };
  }

  /**
   * Gets the store ready, once: removes temp files that interrupted writes left behind, and
   * checks that the folder can be written, so a permission problem shows at start-up rather
   * than at the first save. `createDataStore` calls it.
   *
   * @throws {@link UnwritableDataError} naming the folder and the fix.
   */
  open(): Promise<void> {
    if (!this.opened) {
      this.opened = this.prepare();
      // A folder made writable a moment later is checked again on the next call.
      this.opened.catch(() => {
        this.opened = undefined;
      });
    }
    return this.opened;
  }

  private async prepare(): Promise<void> {
    await this.checkWritable();
    const removed = await removeLeftoverTempFiles(this.path, this.fs);
    if (removed.length > 0) {
      console.warn(
        `[inkwell] Removed ${removed.length} temporary file(s) left beside ${this.path} by interrupted saves.`,
      );
    }
  }

  /** The file's folder, or the nearest existing folder it will be created in, must be writable. */
  private async checkWritable(): Promise<void> {
    let folder = dirname(this.path);
    for (;;) {
      try {
        await this.fs.access(folder, constants.W_OK | constants.X_OK);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'EACCES';
        if (code === 'ENOENT' && dirname(folder) !== folder) {
          folder = dirname(folder);
          continue;
        }
        throw new UnwritableDataError(this.path, folder, code);
      }
    }
  }

  /** Reads and checks the whole file; a missing file is an empty store. */
  async read(): Promise<FileData> {
    return (await this.load()).data;
  }

  /**
   * The parsed file, shared by reads until the file changes.
   *
   * @remarks Several reads that find the same new version wait for one parse.
   */
  async snapshot(): Promise<Snapshot> {
    const version = await this.version();
    const cached = this.cached;
    if (cached && (await cached).version === version) return cached;
    const loading = this.load();
    this.cached = loading;
    // A failed read (a corrupt file) is not kept: the next read tries again.
    loading.catch(() => {
      if (this.cached === loading) this.cached = undefined;
    });
    return loading;
  }

  private async version(): Promise<Version> {
    try {
      const stats = await this.fs.stat(this.path, {bigint: true});
      return `${stats.ino}:${stats.size}:${stats.mtimeNs}`;
    } catch (error) {
      if (isMissingFile(error)) return 'missing';
      throw error;
    }
  }

  /** Reads the file with the version it had before the read, so a write during it is seen next time. */
  private async load(): Promise<Snapshot> {
    const version = await this.version();
    let text: string;
    try {
      text = await this.fs.readFile(this.path, 'utf8');
    } catch (error) {
      if (isMissingFile(error)) return new Snapshot('missing', emptyData());
      throw error;
    }
    return new Snapshot(version, parseData(this.path, text));
  }

  /**
   * Runs `change` on a fresh copy of the data and saves the result, after every earlier
   * write has finished. If `change` throws, its own write is refused and the others in its
   * batch still land, so a change must throw before it alters `data` (every change here
   * checks first, then writes).
   *
   * @remarks Changes that arrive while a write is in progress wait together and are applied
   * in order to one read of the file and saved in one atomic write, so many saves at once
   * (a busy editor team, an import) cost one file write each round, not one each.
   */
  mutate<R>(change: (data: FileData) => R): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      // The entry settles with the type its own change returns.
      this.pending.push({change, resolve: resolve as (value: unknown) => void, reject});
      if (this.pending.length > 1) return;
      const run = (): Promise<void> => this.writeBatch();
      // The queue only orders writes; a failed write must not block the ones behind it.
      this.queue = this.queue.then(run, run).catch(() => undefined);
    });
  }

  /** Applies every waiting change to one read of the file, then saves them with one write. */
  private async writeBatch(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    let data: FileData;
    try {
      data = await this.read();
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    const applied: {entry: PendingChange; result: unknown}[] = [];
    for (const entry of batch) {
      try {
        applied.push({entry, result: entry.change(data)});
      } catch (error) {
        entry.reject(error);
      }
    }
    if (applied.length === 0) return;
    try {
      await atomicWriteFile(this.path, `${JSON.stringify(data, null, 2)}\n`, this.fs);
    } catch (error) {
      for (const {entry} of applied) entry.reject(error);
      return;
    }
    for (const {entry, result} of applied) entry.resolve(result);
  }
}

/** A change waiting for the next write of the file, with the promise it settles. */
interface PendingChange {
  change: (data: FileData) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The process-wide {@link FileStore} for `path`, created on first use.
 *
 * @remarks
 * One per file in a process, whichever copy of this module opens it: two stores on one file
 * would have two write queues and could lose each other's writes.
 *
 * @param path - The JSON file.
 * @returns The shared store for that file.
 */
export function openFileStore(path: string): FileStore {
  const stores = processWide('file-stores', () => new Map<string, FileStore>());
  const absolute = resolve(path);
  return getOrCreate(stores, absolute, () => new FileStore(absolute));
}
