/**
 * The MongoDB store: posts, pages, users and site settings as four collections.
 *
 * @module
 */

import {MongoClient, type Collection as MongoCollection, type Db, type Document} from 'mongodb';

import type {Page, PageOf, Post, SiteSettings, User} from '../../types.js';
import {NotFoundError} from '../errors.js';
import {DEFAULT_PAGE_SIZE} from '../list.js';
import type {
  Collection,
  DataStore,
  ListQuery,
  SiteSettingsStore,
  SluggedCollection,
  SortKey,
  UserCollection,
} from '../types.js';
import {duplicateKeyConflict, mapMongoError, type MongoTarget} from './errors.js';
import {buildFilter, buildListPipeline, LIST_COLLATION} from './query.js';

/** Where the MongoDB store keeps its data. */
export interface MongoStoreOptions {
  /** Connection string (`MONGODB_URI`). */
  uri: string;
  /** Database name (`MONGODB_DB`). */
  database: string;
}

/** A document as stored: the item with `id` renamed to `_id`. */
type StoredDoc = Document & {_id: string};

/** The indexes each collection gets on first use: unique keys, then the default order. */
export const INDEXES: Record<'posts' | 'pages' | 'users', {key: Record<string, 1 | -1>; unique?: boolean}[]> = {
  posts: [{key: {slug: 1}, unique: true}, {key: {publishedAt: -1, updatedAt: -1}}],
  pages: [{key: {slug: 1}, unique: true}, {key: {navOrder: 1, title: 1}}],
  users: [{key: {email: 1}, unique: true}, {key: {createdAt: 1}}],
};

function toDoc<T extends {id: string}>(item: T): StoredDoc {
  const {id, ...rest} = item;
  return {_id: id, ...rest};
}

function fromDoc<T>(doc: Document | null): T | null {
  if (!doc) return null;
  const {_id, ...rest} = doc;
  // Documents in these collections were written by toDoc from a T.
  return {id: String(_id), ...rest} as T;
}

interface CollectionSpec<T> {
  name: 'posts' | 'pages' | 'users';
  what: string;
  defaultOrder: SortKey<T>[];
  normalise?: (item: T) => T;
}

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
    for (const [name, indexes] of Object.entries(INDEXES)) {
      await db.collection(name).createIndexes(indexes.map((index) => ({...index})));
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

class MongoStoreCollection<T extends {id: string}> implements Collection<T> {
  constructor(
    protected readonly connection: Connection,
    protected readonly spec: CollectionSpec<T>,
  ) {}

  protected run<R>(call: (collection: MongoCollection<StoredDoc>) => Promise<R>): Promise<R> {
    return this.connection.run((db) => call(db.collection<StoredDoc>(this.spec.name)));
  }

  async get(id: string): Promise<T | null> {
    return fromDoc<T>(await this.run((collection) => collection.findOne({_id: {$eq: id}})));
  }

  protected async findOne(filter: Partial<T>): Promise<T | null> {
    return fromDoc<T>(await this.run((collection) => collection.findOne(buildFilter(filter))));
  }

  async list(query?: ListQuery<T>): Promise<PageOf<T>> {
    const pipeline = buildListPipeline(query, this.spec.defaultOrder);
    const [result] = await this.run((collection) =>
      collection.aggregate<{items: Document[]; total: {n: number}[]}>(pipeline, {collation: LIST_COLLATION}).toArray(),
    );
    const pageSize = query?.pageSize ?? DEFAULT_PAGE_SIZE;
    const total = result?.total[0]?.n ?? 0;
    return {
      items: (result?.items ?? []).map((doc) => fromDoc<T>(doc) as T),
      page: query?.page ?? 1,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
      total,
    };
  }

  count(filter?: Partial<T>): Promise<number> {
    return this.run((collection) => collection.countDocuments(buildFilter(filter)));
  }

  async create(item: T): Promise<T> {
    const stored = this.normalise(structuredClone(item));
    try {
      await this.run((collection) => collection.insertOne(toDoc(stored)));
    } catch (error) {
      throw duplicateKeyConflict(error, this.spec.what) ?? error;
    }
    return structuredClone(stored);
  }

  async update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T> {
    const changes: Record<string, unknown> = Object.fromEntries(
      Object.entries(patch).filter(([field, value]) => value !== undefined && field !== 'id' && field !== '_id'),
    );
    // Emails are stored lower-cased so the unique index compares them without regard to case.
    if (this.spec.name === 'users' && typeof changes.email === 'string')
      changes.email = changes.email.trim().toLowerCase();
    if (Object.keys(changes).length === 0) {
      const current = await this.get(id);
      if (!current) throw new NotFoundError(this.spec.what, id);
      return current;
    }
    let updated: Document | null;
    try {
      // $set touches only the patched fields, so concurrent updates of different fields both land.
      updated = await this.run((collection) =>
        collection.findOneAndUpdate({_id: {$eq: id}}, {$set: changes}, {returnDocument: 'after'}),
      );
    } catch (error) {
      throw duplicateKeyConflict(error, this.spec.what) ?? error;
    }
    const item = fromDoc<T>(updated);
    if (!item) throw new NotFoundError(this.spec.what, id);
    return item;
  }

  async delete(id: string): Promise<void> {
    const result = await this.run((collection) => collection.deleteOne({_id: {$eq: id}}));
    if (result.deletedCount === 0) throw new NotFoundError(this.spec.what, id);
  }

  private normalise(item: T): T {
    return this.spec.normalise ? this.spec.normalise(item) : item;
  }
}

class MongoSluggedCollection<T extends {id: string; slug: string}>
  extends MongoStoreCollection<T>
  implements SluggedCollection<T>
{
  findBySlug(slug: string): Promise<T | null> {
    return this.findOne({slug} as Partial<T>);
  }
}

class MongoUserCollection extends MongoStoreCollection<User> implements UserCollection {
  findByEmail(email: string): Promise<User | null> {
    return this.findOne({email: email.trim().toLowerCase()});
  }
}

const CLIENTS_KEY = Symbol.for('@inkwell/cms/mongo-clients');
type GlobalWithClients = typeof globalThis & {[CLIENTS_KEY]?: Map<string, MongoClient>};

/**
 * One client per connection string in a process.
 *
 * @remarks
 * Kept on `globalThis` because Next.js may load this module more than once, and a
 * serverless function reused across requests should reuse its connection pool too.
 */
function sharedClient(uri: string): MongoClient {
  const holder = globalThis as GlobalWithClients;
  const clients = (holder[CLIENTS_KEY] ??= new Map<string, MongoClient>());
  let client = clients.get(uri);
  if (!client) {
    // The driver waits 30 s for a server by default; fail sooner, unless the URI says otherwise.
    const timeout = /[?&]serverSelectionTimeoutMS=/i.test(uri) ? {} : {serverSelectionTimeoutMS: 10_000};
    client = new MongoClient(uri, {...timeout, appName: 'inkwell'});
    clients.set(uri, client);
  }
  return client;
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
      const doc = await connection.run((db) => db.collection<StoredDoc>('site').findOne({_id: 'settings'}));
      return doc ? {name: String(doc.name), description: String(doc.description ?? '')} : null;
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
    posts: new MongoSluggedCollection<Post>(connection, {
      name: 'posts',
      what: 'post',
      defaultOrder: [
        {field: 'publishedAt', direction: 'desc'},
        {field: 'updatedAt', direction: 'desc'},
      ],
    }),
    pages: new MongoSluggedCollection<Page>(connection, {
      name: 'pages',
      what: 'page',
      defaultOrder: [
        {field: 'navOrder', direction: 'asc'},
        {field: 'title', direction: 'asc'},
      ],
    }),
    users: new MongoUserCollection(connection, {
      name: 'users',
      what: 'user',
      defaultOrder: [{field: 'createdAt', direction: 'asc'}],
      normalise: (user) => ({...user, email: user.email.trim().toLowerCase()}),
    }),
    site,
  };
}
