/**
 * The MongoDB store: posts, pages, users and site settings as four collections.
 *
 * @module
 */

import {MongoClient, type Collection as MongoCollection, type Db, type Document} from 'mongodb';

import type {PageOf, SiteSettings} from '../../types.js';
import {NotFoundError} from '../errors.js';
import {DEFAULT_PAGE_SIZE} from '../list.js';
import {
  changedFields,
  changedWhileSavingError,
  normalise,
  openCollections,
  RECORD_SPECS,
  siteSettingsOf,
  type RecordCollection,
  type RecordSpec,
} from '../records.js';
import {patchFor} from '../types.js';
import type {Change, DataStore, ListQuery, Patch, SiteSettingsStore} from '../types.js';
import {duplicateKeyConflict, mapMongoError, type MongoTarget} from './errors.js';
import {buildFilter, LIST_COLLATION, listIndex, planList, type OrderKey} from './query.js';
import {getOrCreate, processWide} from '../../process-wide.js';

/** Where the MongoDB store keeps its data. */
export interface MongoStoreOptions {
  /** Connection string (`MONGODB_URI`). */
  uri: string;
  /** Database name (`MONGODB_DB`). */
  database: string;
}

/** A document as stored: the item with `id` renamed to `_id`. */
type StoredDoc = Document & {_id: string};

/**
 * The indexes a collection gets on first use: its unique key, and its list index (its default
 * order, then `_id`), which every list of that order reads one page of, with a limit.
 */
export function indexesOf(spec: {unique: string; defaultOrder: readonly OrderKey[]}): {
  key: Record<string, 1 | -1>;
  unique?: boolean;
  name?: string;
  collation?: typeof LIST_COLLATION;
}[] {
  return [{key: {[spec.unique]: 1}, unique: true}, listIndex(spec.defaultOrder)];
}

function toDoc<T extends {id: string}>(item: T): StoredDoc {
  const {id, ...rest} = item;
  return {_id: id, ...rest};
}

/**
 * Revision field of every document: each update adds one, so a read-modify-write can be
 * written on condition that nobody wrote in between. Never handed out with the item.
 */
const REVISION = '_rev';

function fromDoc<T>(doc: Document | null): T | null {
  if (!doc) return null;
  const {_id, [REVISION]: _rev, ...rest} = doc;
  // Documents in these collections were written by toDoc from a T.
  return {id: String(_id), ...rest} as T;
}

/** How often a read-modify-write that lost a race is tried again before giving up. */
const MAX_ATTEMPTS = 10;

/** Opens the connection and creates the indexes once, on the first call that needs them. */
class Connection {
  private ready: Promise<Db> | undefined;

  constructor(
    private readonly client: MongoClient,
    readonly target: MongoTarget,
  ) {}

  db(): Promise<Db> {
    this.ready ??= this.open();
    // A failed start (server down, bad password) is retried on the next call.
    this.ready.catch(() => {
      this.ready = undefined;
    });
    return this.ready;
  }

  private async open(): Promise<Db> {
    await this.client.connect();
    const db = this.client.db(this.target.database);
    for (const spec of RECORD_SPECS) {
      await db.collection(spec.collection).createIndexes(indexesOf(spec));
    }
    return db;
  }

  async run<R>(call: (db: Db) => Promise<R>): Promise<R> {
    try {
      return await call(await this.db());
    } catch (error) {
      throw mapMongoError(error, this.target);
    }
  }
}

class MongoStoreCollection<T extends {id: string}> implements RecordCollection<T> {
  constructor(
    private readonly connection: Connection,
    private readonly spec: RecordSpec<T>,
  ) {}

  private run<R>(call: (collection: MongoCollection<StoredDoc>) => Promise<R>): Promise<R> {
    return this.connection.run((db) => call(db.collection<StoredDoc>(this.spec.collection)));
  }

  async get(id: string): Promise<T | null> {
    return fromDoc<T>(await this.run((collection) => collection.findOne({_id: {$eq: id}})));
  }

  async findByKey(value: string): Promise<T | null> {
    const filter = buildFilter({[this.spec.unique]: this.spec.storedKey(value)});
    return fromDoc<T>(await this.run((collection) => collection.findOne(filter)));
  }

  async list(query?: ListQuery<T>): Promise<PageOf<T>> {
    const plan = planList(query, this.spec.defaultOrder);
    const [total, missing] = await Promise.all([
      this.run((collection) => collection.countDocuments(plan.filter)),
      plan.missingFilter ? this.run((collection) => collection.countDocuments(plan.missingFilter ?? {})) : 0,
    ]);
    const docs: Document[] = [];
    for (const find of plan.finds(total, missing)) {
      const {filter, ...options} = find;
      docs.push(
        ...(await this.run((collection) => collection.find(filter, {...options, collation: LIST_COLLATION}).toArray())),
      );
    }
    const pageSize = query?.pageSize ?? DEFAULT_PAGE_SIZE;
    return {
      items: docs.map((doc) => fromDoc<T>(doc) as T),
      page: query?.page ?? 1,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
      total,
    };
  }

  count(filter?: Partial<T>): Promise<number> {
    return this.run((collection) => collection.countDocuments(buildFilter(filter)));
  }

  async create(item: T): Promise<T> {
    const stored = normalise(this.spec, structuredClone(item));
    try {
      await this.run((collection) => collection.insertOne(toDoc(stored)));
    } catch (error) {
      throw duplicateKeyConflict(error, this.spec.kind) ?? error;
    }
    return structuredClone(stored);
  }

  async update(id: string, change: Change<T>): Promise<T> {
    if (typeof change !== 'function') {
      const updated = await this.apply(id, changedFields(this.spec, change), {});
      if (!updated) throw new NotFoundError(this.spec.kind, id);
      return updated;
    }
    // Read, compute, and write only if the revision is still the one read; else read again.
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const doc = await this.run((collection) => collection.findOne({_id: {$eq: id}}));
      const current = fromDoc<T>(doc);
      if (!doc || !current) throw new NotFoundError(this.spec.kind, id);
      const revision: unknown = doc[REVISION];
      // `null` matches a document written before revisions existed (the field is missing).
      const updated = await this.apply(id, changedFields(this.spec, patchFor(change, current)), {
        [REVISION]: typeof revision === 'number' ? {$eq: revision} : {$eq: null},
      });
      if (updated) return updated;
    }
    throw changedWhileSavingError(this.spec, 'id');
  }

  /**
   * `$set`s the patched fields and adds one to the revision, on the document matching `id`
   * and `condition`; `null` when none matches.
   */
  private async apply(id: string, patch: Patch<T>, condition: Document): Promise<T | null> {
    const changes = Object.fromEntries(
      Object.entries(patch).filter(([field]) => field !== '_id' && field !== REVISION),
    );
    if (Object.keys(changes).length === 0) {
      const current = await this.get(id);
      if (!current) throw new NotFoundError(this.spec.kind, id);
      return current;
    }
    let updated: Document | null;
    try {
      // $set touches only the patched fields, so concurrent updates of different fields both land.
      updated = await this.run((collection) =>
        collection.findOneAndUpdate(
          {_id: {$eq: id}, ...condition},
          {$set: changes, $inc: {[REVISION]: 1}},
          {returnDocument: 'after'},
        ),
      );
    } catch (error) {
      throw duplicateKeyConflict(error, this.spec.kind) ?? error;
    }
    return fromDoc<T>(updated);
  }

  async delete(id: string): Promise<void> {
    const result = await this.run((collection) => collection.deleteOne({_id: {$eq: id}}));
    if (result.deletedCount === 0) throw new NotFoundError(this.spec.kind, id);
  }
}

/**
 * One client per connection string in a process.
 *
 * @remarks
 * Shared by every copy of this module that Next.js loads, and a serverless function reused
 * across requests reuses its connection pool too.
 */
function sharedClient(uri: string): MongoClient {
  const clients = processWide('mongo-clients', () => new Map<string, MongoClient>());
  return getOrCreate(clients, uri, () => {
    // The driver waits 30 s for a server by default; fail sooner, unless the URI says otherwise.
    const timeout = /[?&]serverSelectionTimeoutMS=/i.test(uri) ? {} : {serverSelectionTimeoutMS: 10_000};
    return new MongoClient(uri, {...timeout, appName: 'inkwell'});
  });
}

/**
 * A {@link DataStore} kept in a MongoDB database.
 *
 * @param options - Connection string and database name.
 * @param client - A client to use instead of the shared one (for tests).
 * @returns The store; it connects, and creates its indexes, on the first call.
 */
export function openMongoStore(options: MongoStoreOptions, client?: MongoClient): DataStore {
  let connectionClient: MongoClient;
  try {
    connectionClient = client ?? sharedClient(options.uri);
  } catch (error) {
    throw mapMongoError(error, {database: options.database});
  }
  const connection = new Connection(connectionClient, {database: options.database});
  const site: SiteSettingsStore = {
    get: async () => {
      return siteSettingsOf(await connection.run((db) => db.collection<StoredDoc>('site').findOne({_id: 'settings'})));
    },
    set: async (settings: SiteSettings) => {
      await connection.run((db) =>
        db
          .collection<StoredDoc>('site')
          .replaceOne({_id: 'settings'}, {name: settings.name, description: settings.description}, {upsert: true}),
      );
    },
  };
  return {
    ...openCollections((spec) => new MongoStoreCollection(connection, spec)),
    site,
  };
}
