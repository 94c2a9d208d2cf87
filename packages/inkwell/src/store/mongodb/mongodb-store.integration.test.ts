import {randomUUID} from 'node:crypto';

import {MongoClient} from 'mongodb';

import {ProviderError} from '../../provider-error.js';
import {describeDataStoreContract} from '../__tests__/contract.js';
import {closedPort} from '../__tests__/servers.js';
import {ConflictError, EmailTakenError, SlugTakenError} from '../errors.js';
import {createDataStore} from '../index.js';
import {duplicateKeyConflict, mapMongoError} from './errors.js';
import {POST_RECORDS, RECORD_SPECS} from '../records.js';
import type {Post} from '../../types.js';
import {buildFilter, LIST_COLLATION, LIST_INDEX, planList} from './query.js';
import {indexesOf} from './store.js';

const uri = process.env.MONGODB_URI?.trim();

// No MongoDB server can be installed everywhere the tests run, so the contract needs one
// given from outside. Without it the suite is reported as skipped, never as passed.
if (!uri) {
  console.warn(
    '[inkwell] MongoDB contract suite DID NOT RUN: set MONGODB_URI (for example mongodb://127.0.0.1:27017) to run it against a real server.',
  );
}

describe.skipIf(!uri)('MongoDB contract (needs MONGODB_URI)', () => {
  const clients: MongoClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });
  describeDataStoreContract('MongoDB', async () => {
    const database = `inkwell_test_${randomUUID().replaceAll('-', '')}`;
    const store = await createDataStore({dataStore: {kind: 'mongodb', uri: uri ?? '', database}});
    return {
      store,
      close: async () => {
        const client = new MongoClient(uri ?? '');
        clients.push(client);
        await client.db(database).dropDatabase();
      },
    };
  });
});

describe('MongoDB list query', () => {
  it('matches equality filters with $eq, so a value can never act as an operator, and maps id to _id', () => {
    expect(buildFilter({status: 'published', showInNav: true, id: 'x', title: undefined})).toEqual({
      status: {$eq: 'published'},
      showInNav: {$eq: true},
      _id: {$eq: 'x'},
    });
    expect(buildFilter({title: {$ne: null}} as unknown as {title: string})).toEqual({title: {$eq: {$ne: null}}});
  });

  const postIndex = indexesOf(POST_RECORDS).find((index) => index.name === LIST_INDEX);

  it("gives each collection a list index of its default order, then _id, in the list's collation", () => {
    expect(postIndex).toEqual({
      key: {publishedAt: -1, updatedAt: -1, _id: 1},
      name: LIST_INDEX,
      collation: LIST_COLLATION,
    });
    for (const spec of RECORD_SPECS) {
      expect(indexesOf(spec).map((index) => index.name)).toContain(LIST_INDEX);
    }
  });

  it("reads the visitor's post list as one find in the list index's sort, hinted, with a limit of one page", () => {
    // What /blog asks for: published posts, page 1 of 10, in the default order.
    const plan = planList<Post>({filter: {status: 'published'}, page: 1, pageSize: 10}, POST_RECORDS.defaultOrder);
    expect(plan.filter).toEqual({status: {$eq: 'published'}});
    // 10,000 published posts, none of them without publishedAt: one find, ten items.
    expect(plan.finds(10_000, 0)).toEqual([
      {
        filter: {$and: [{status: {$eq: 'published'}}, {publishedAt: {$ne: null}}]},
        sort: postIndex?.key,
        hint: LIST_INDEX,
        skip: 0,
        limit: 10,
      },
    ]);
    expect(plan.missingFilter).toEqual({$and: [{status: {$eq: 'published'}}, {publishedAt: null}]});
  });

  it('reads never-published drafts first in a newest-first list, and missing values last ascending', () => {
    const plan = planList<Post>({page: 2, pageSize: 10}, POST_RECORDS.defaultOrder);
    // 3 drafts without publishedAt, then 20 published: page 2 is published posts 8 to 17.
    expect(plan.finds(23, 3).map(({filter, skip, limit}) => ({filter, skip, limit}))).toEqual([
      {filter: {$and: [{}, {publishedAt: {$ne: null}}]}, skip: 7, limit: 10},
    ]);
    // 15 drafts: page 2 is the last 5 drafts, then the first 5 published posts.
    expect(plan.finds(40, 15).map(({filter, skip, limit}) => ({filter, skip, limit}))).toEqual([
      {filter: {$and: [{}, {publishedAt: null}]}, skip: 10, limit: 5},
      {filter: {$and: [{}, {publishedAt: {$ne: null}}]}, skip: 0, limit: 5},
    ]);
    const ascending = planList<Post>({pageSize: 10, order: [{field: 'publishedAt', direction: 'asc'}]});
    expect(ascending.finds(12, 4).map(({filter, skip, limit, hint}) => ({filter, skip, limit, hint}))).toEqual([
      {filter: {$and: [{}, {publishedAt: {$ne: null}}]}, skip: 0, limit: 8, hint: undefined},
      {filter: {$and: [{}, {publishedAt: null}]}, skip: 0, limit: 2, hint: undefined},
    ]);
    expect(plan.finds(5, 0)).toEqual([]);
  });

  it('uses the default page and size, and refuses pages out of range', () => {
    expect(planList({}).finds(30, 0)).toEqual([{filter: {}, sort: {_id: 1}, hint: LIST_INDEX, skip: 0, limit: 10}]);
    expect(() => planList({page: 0})).toThrow(RangeError);
    expect(() => planList({pageSize: 101})).toThrow(RangeError);
  });
});

describe('MongoDB errors', () => {
  it('turns duplicate-key errors into the conflict for the field', () => {
    const duplicate = (keyValue: Record<string, string>) =>
      Object.assign(new Error('E11000'), {
        name: 'MongoServerError',
        code: 11000,
        keyPattern: {[Object.keys(keyValue)[0] ?? '_id']: 1},
        keyValue,
      });
    expect(duplicateKeyConflict(duplicate({slug: 'hello'}), 'post')).toEqual(new SlugTakenError('post', 'hello'));
    expect(duplicateKeyConflict(duplicate({email: 'a@example.com'}), 'user')).toBeInstanceOf(EmailTakenError);
    const id = duplicateKeyConflict(duplicate({_id: 'x'}), 'page');
    expect(id).toBeInstanceOf(ConflictError);
    expect(id).toMatchObject({field: 'id', message: 'Another page already has the id "x".'});
    expect(duplicateKeyConflict(new Error('other'), 'post')).toBeNull();
  });

  it.each([
    [{name: 'MongoServerError', code: 18}, /refused the user name or password in MONGODB_URI/, ['MONGODB_URI']],
    [
      {name: 'MongoServerError', code: 13},
      /may not read and write database "blog" \(MONGODB_DB\)/,
      ['MONGODB_URI', 'MONGODB_DB'],
    ],
    [{name: 'MongoServerSelectionError'}, /Could not reach MongoDB at the host in MONGODB_URI/, ['MONGODB_URI']],
    [{name: 'MongoParseError'}, /MONGODB_URI is not a valid MongoDB connection string/, ['MONGODB_URI']],
  ])('maps %o to a message naming the setting', (shape, message, settings) => {
    const driverError = Object.assign(new Error('driver message'), shape);
    const mapped = mapMongoError(driverError, {database: 'blog'});
    expect(mapped).toBeInstanceOf(ProviderError);
    expect(mapped).toMatchObject({provider: 'MongoDB', settings});
    expect((mapped as Error).message).toMatch(message);
  });

  it('reports an unreachable server as a ProviderError, not a crash', async () => {
    const store = await createDataStore({
      dataStore: {
        kind: 'mongodb',
        uri: `mongodb://127.0.0.1:${await closedPort()}/?serverSelectionTimeoutMS=300`,
        database: 'blog',
      },
    });
    const error = await store.posts.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toMatch(/Could not reach MongoDB/);
  });
});
