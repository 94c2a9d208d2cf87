import {randomUUID} from 'node:crypto';

import {MongoClient} from 'mongodb';

import {ProviderError} from '../../provider-error.js';
import {describeDataStoreContract} from '../__tests__/contract.js';
import {closedPort} from '../__tests__/servers.js';
import {ConflictError, EmailTakenError, SlugTakenError} from '../errors.js';
import {createDataStore} from '../index.js';
import {duplicateKeyConflict, mapMongoError} from './errors.js';
import {buildFilter, buildListPipeline} from './query.js';

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

  it('sorts missing values last ascending and first descending, then by _id, and pages with a total', () => {
    const pipeline = buildListPipeline<{id: string; publishedAt: string | null; updatedAt: string}>(
      {filter: {updatedAt: '2024'}, page: 3, pageSize: 20},
      [
        {field: 'publishedAt', direction: 'desc'},
        {field: 'updatedAt', direction: 'asc'},
      ],
    );
    expect(pipeline).toEqual([
      {$match: {updatedAt: {$eq: '2024'}}},
      {
        $addFields: {
          __missing0: {$cond: [{$eq: [{$ifNull: ['$publishedAt', null]}, null]}, 1, 0]},
          __missing1: {$cond: [{$eq: [{$ifNull: ['$updatedAt', null]}, null]}, 1, 0]},
        },
      },
      {$sort: {__missing0: -1, publishedAt: -1, __missing1: 1, updatedAt: 1, _id: 1}},
      {
        $facet: {
          items: [{$skip: 40}, {$limit: 20}, {$project: {__missing0: 0, __missing1: 0}}],
          total: [{$count: 'n'}],
        },
      },
    ]);
  });

  it('uses the default page and size, and refuses pages out of range', () => {
    expect(buildListPipeline({})).toEqual([
      {$match: {}},
      {$sort: {_id: 1}},
      {$facet: {items: [{$skip: 0}, {$limit: 10}], total: [{$count: 'n'}]}},
    ]);
    expect(() => buildListPipeline({page: 0})).toThrow(RangeError);
    expect(() => buildListPipeline({pageSize: 101})).toThrow(RangeError);
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
