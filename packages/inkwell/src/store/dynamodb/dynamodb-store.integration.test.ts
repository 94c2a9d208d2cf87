import {randomUUID} from 'node:crypto';

import {CreateTableCommand, DeleteTableCommand, DynamoDBClient} from '@aws-sdk/client-dynamodb';

import {ProviderError} from '../../provider-error.js';
import {describeDataStoreContract} from '../__tests__/contract.js';
import {makePage, makePost} from '../__tests__/fixtures.js';
import {closedPort, startDynalite} from '../__tests__/servers.js';
import {createDataStore} from '../index.js';
import type {DataStore} from '../types.js';
import {main} from './cli.js';
import {mapDynamoDbError} from './errors.js';
import {createTableInput} from './layout.js';
import {setupDynamoDbTable} from './setup.js';
import {openDynamoDbStore, sharedDynamoDbClient} from './store.js';

const REGION = 'us-east-1';
let endpoint: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({endpoint, stop} = await startDynalite());
  // dynalite checks no signatures, but the SDK will not sign without some credentials.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test-key');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stop();
});

function client(): DynamoDBClient {
  return new DynamoDBClient({region: REGION, endpoint});
}

describeDataStoreContract('DynamoDB (dynalite)', async () => {
  const table = `inkwell-${randomUUID()}`;
  expect(await setupDynamoDbTable({table, region: REGION, endpoint})).toBe('created');
  const store = await createDataStore({dataStore: {kind: 'dynamodb', table, region: REGION, endpoint}});
  return {store, close: async () => void (await client().send(new DeleteTableCommand({TableName: table})))};
});

/**
 * A step every command of a client passes through: its name (`PutItemCommand`, …) and input,
 * and `send`, which sends it; it may hold the command back, or fail it as a stopped server would.
 */
type Watch = <R>(command: string, input: Record<string, unknown>, send: () => Promise<R>) => Promise<R>;

/** A client of the test's dynalite whose commands pass through `watch`. */
function watchedClient(watch: Watch): DynamoDBClient {
  const sdk = client();
  sdk.middlewareStack.add(
    (next, context) => (args) =>
      watch(String(context.commandName), args.input as Record<string, unknown>, () => next(args)),
    {step: 'initialize'},
  );
  return sdk;
}

/**
 * Runs `body` on a new table, with a store whose client's commands pass through `watch`, then
 * deletes the table (also when `body` fails).
 */
async function withTable(watch: Watch, body: (store: DataStore, table: string) => Promise<void>): Promise<void> {
  const table = `inkwell-${randomUUID()}`;
  await setupDynamoDbTable({table, region: REGION, endpoint});
  try {
    await body(openDynamoDbStore({table, region: REGION, endpoint}, watchedClient(watch)), table);
  } finally {
    await client().send(new DeleteTableCommand({TableName: table}));
  }
}

/** A client that records each query that counts the index's keys (a range counted again) in `counted`. */
function countingClient(counted: string[]): DynamoDBClient {
  return watchedClient((command, input, send) => {
    if (command === 'QueryCommand' && input.Select === 'COUNT') counted.push(String(input.TableName));
    return send();
  });
}

/** Whether a command sent through the client settles a move on a list counter (its second write). */
function isSettle(command: string, input: unknown): boolean {
  const {Key, UpdateExpression} = input as {Key?: unknown; UpdateExpression?: string};
  return (
    command === 'UpdateItemCommand' && JSON.stringify(Key).includes('#count') && /REMOVE/.test(String(UpdateExpression))
  );
}

describe('DynamoDB store', () => {
  it('takes over a slug reservation left behind by a crash, but not a live one', async () => {
    const table = `inkwell-${randomUUID()}`;
    await setupDynamoDbTable({table, region: REGION, endpoint});
    const store = await createDataStore({dataStore: {kind: 'dynamodb', table, region: REGION, endpoint}});
    const post = await store.posts.create(makePost({slug: 'first'}));
    // Simulate a crash after the item moved to a new slug but before the old reservation was released.
    const {DynamoDBDocumentClient, PutCommand} = await import('@aws-sdk/lib-dynamodb');
    await DynamoDBDocumentClient.from(client()).send(
      new PutCommand({TableName: table, Item: {pk: 'post#slug', sk: 'orphan', ref: 'no-such-post'}}),
    );
    await expect(store.posts.create(makePost({slug: 'orphan'}))).resolves.toMatchObject({slug: 'orphan'});
    await expect(store.posts.create(makePost({slug: 'first'}))).rejects.toThrow(/already uses the slug "first"/);
    expect(await store.posts.findBySlug('first')).toEqual(post);
  });

  it('sends every store of a process on one region and endpoint through one client', async () => {
    const table = `inkwell-${randomUUID()}`;
    await setupDynamoDbTable({table, region: REGION, endpoint});
    const options = {table, region: REGION, endpoint};
    const shared = sharedDynamoDbClient(options);
    expect(sharedDynamoDbClient({...options, table: 'another-table'})).toBe(shared);
    expect(sharedDynamoDbClient({...options, region: 'eu-west-1'})).not.toBe(shared);
    const sent: string[] = [];
    shared.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(String(context.commandName));
        return next(args);
      },
      {step: 'initialize', name: 'countSharedClientCommands'},
    );
    // As Inkwell and InkwellAuth each open the store the configuration names.
    const [content, auth] = await Promise.all([
      createDataStore({dataStore: {kind: 'dynamodb', ...options}}),
      createDataStore({dataStore: {kind: 'dynamodb', ...options}}),
    ]);
    await content.site.get();
    await auth.users.get('nobody');
    expect(sent).toEqual(['GetItemCommand', 'GetItemCommand']);
    shared.middlewareStack.remove('countSharedClientCommands');
    await client().send(new DeleteTableCommand({TableName: table}));
  });

  it('lists one page with a limited range of the list index and one batch read, never a read of every post', async () => {
    const table = `inkwell-${randomUUID()}`;
    await setupDynamoDbTable({table, region: REGION, endpoint});
    const sent: {command: string; input: Record<string, unknown>}[] = [];
    const sdk = watchedClient((command, input, send) => {
      sent.push({command, input});
      return send();
    });
    const store = openDynamoDbStore({table, region: REGION, endpoint}, sdk);
    for (let day = 1; day <= 25; day += 1) {
      const date = `2024-05-${String(day).padStart(2, '0')}T00:00:00.000Z`;
      await store.posts.create(
        makePost({publishedAt: date, updatedAt: date, status: day % 5 === 0 ? 'draft' : 'published'}),
      );
    }
    // The table's first list counts the range once, to make its counter.
    await store.posts.list({filter: {status: 'published'}});
    sent.length = 0;
    const second = await store.posts.list({filter: {status: 'published'}, page: 2, pageSize: 5});
    expect(second.items.map((post) => post.publishedAt?.slice(8, 10))).toEqual(['18', '17', '16', '14', '13']);
    expect(second).toMatchObject({page: 2, pageCount: 4, total: 20});
    const queries = sent.filter((call) => call.command === 'QueryCommand');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query.input.IndexName).toBe('list-order');
    expect(queries.filter((query) => query.input.Select !== 'COUNT').map((query) => query.input.Limit)).toEqual([10]);
    // The page's items and the counters come in one batch read: every call costs the server CPU.
    expect(sent.map((call) => call.command).sort()).toEqual(['BatchGetItemCommand', 'QueryCommand']);

    const withDrafts = await store.posts.list({page: 1, pageSize: 4});
    expect(withDrafts.items.map((post) => post.publishedAt?.slice(8, 10))).toEqual(['25', '24', '23', '22']);
    expect(withDrafts.total).toBe(25);
    await client().send(new DeleteTableCommand({TableName: table}));
  });

  it('numbers the pages from kept counters: after the first list, no read counts the keys, and writes keep the totals right', async () => {
    const table = `inkwell-${randomUUID()}`;
    await setupDynamoDbTable({table, region: REGION, endpoint});
    const counted: string[] = [];
    const store = openDynamoDbStore({table, region: REGION, endpoint}, countingClient(counted));
    const drafts = [];
    for (let index = 0; index < 12; index += 1) {
      const post = await store.posts.create(makePost({status: index % 3 === 0 ? 'draft' : 'published'}));
      if (post.status === 'draft') drafts.push(post);
    }
    // The table's first lists count each range once, to make its counters.
    expect((await store.posts.list()).total).toBe(12);
    expect((await store.posts.list({filter: {status: 'published'}})).total).toBe(8);
    expect(counted.length).toBeGreaterThan(0);
    counted.length = 0;

    const added = await store.posts.create(makePost({status: 'published'}));
    await store.posts.update(drafts[0]!.id, {status: 'published'});
    await store.posts.update(drafts[1]!.id, {title: 'Still a draft'});
    await store.posts.delete(added.id);
    await store.posts.delete(drafts[2]!.id);
    const [withDrafts, published] = await Promise.all([
      store.posts.list({pageSize: 5, page: 3}),
      store.posts.list({filter: {status: 'published'}, pageSize: 4}),
    ]);
    expect(withDrafts).toMatchObject({total: 11, pageCount: 3, page: 3});
    expect(withDrafts.items).toHaveLength(1);
    expect(published).toMatchObject({total: 9, pageCount: 3});
    expect(await store.posts.count({status: 'draft'})).toBe(2);
    expect(await store.pages.count()).toBe(0);
    await store.pages.create(makePage({status: 'published', showInNav: true}));
    expect(await store.pages.count({showInNav: true})).toBe(1);
    counted.length = 0;
    expect(await store.pages.count()).toBe(1);

    // Concurrent writes from another server process (a second store on the same table).
    const other = openDynamoDbStore({table, region: REGION, endpoint}, client());
    const more = await Promise.all(
      Array.from({length: 6}, (_, index) =>
        (index % 2 === 0 ? store : other).posts.create(makePost({status: 'published'})),
      ),
    );
    await Promise.all(more.slice(0, 3).map((post, index) => (index % 2 === 0 ? other : store).posts.delete(post.id)));
    expect(await store.posts.count()).toBe(14);
    expect(await other.posts.count({status: 'published'})).toBe(12);
    expect(counted).toEqual([]);
    await client().send(new DeleteTableCommand({TableName: table}));
  }, 60_000);

  it('keeps the counts right when a server stops between writing a post and its counter', async () => {
    // A server that stops right after a post's own write: nothing it sends after that arrives.
    let crashAfterPostWrite = false;
    let crashed = false;
    const stopAfterPostWrite: Watch = async (command, input, send) => {
      if (crashed) throw new Error('the server stopped');
      const result = await send();
      const writesPost =
        /^(Put|Update|Delete)ItemCommand$/.test(command) &&
        /"pk":(\{"S":)?"post"[,}]/.test(JSON.stringify(input.Key ?? input.Item));
      if (crashAfterPostWrite && writesPost) crashed = true;
      return result;
    };
    await withTable(stopAfterPostWrite, async (store, table) => {
      const drafts = await Promise.all(Array.from({length: 3}, () => store.posts.create(makePost({status: 'draft'}))));
      await Promise.all(Array.from({length: 4}, () => store.posts.create(makePost({status: 'published'}))));
      expect((await store.posts.list({filter: {status: 'published'}})).total).toBe(4);

      const crashes: (() => Promise<unknown>)[] = [
        () => store.posts.create(makePost({status: 'published'})),
        () => store.posts.update(drafts[0]!.id, {status: 'published'}),
        () => store.posts.delete(drafts[1]!.id),
      ];
      for (const write of crashes) {
        crashAfterPostWrite = true;
        await expect(write()).rejects.toThrow('the server stopped');
        crashAfterPostWrite = false;
        crashed = false;
      }

      // A minute later, another server process lists the posts.
      vi.useFakeTimers({toFake: ['Date']});
      try {
        vi.setSystemTime(Date.now() + 61_000);
        const other = openDynamoDbStore({table, region: REGION, endpoint}, client());
        expect((await other.posts.list({filter: {status: 'published'}})).total).toBe(6);
        expect((await other.posts.list()).total).toBe(7);
        expect(await other.posts.count({status: 'draft'})).toBe(1);
      } finally {
        vi.useRealTimers();
      }

      // The counts were kept: later writes adjust them, and no list counts the keys again.
      const counted: string[] = [];
      const later = openDynamoDbStore({table, region: REGION, endpoint}, countingClient(counted));
      await later.posts.create(makePost({status: 'published'}));
      await later.posts.delete(drafts[2]!.id);
      expect((await later.posts.list()).total).toBe(7);
      expect(await later.posts.count({status: 'published'})).toBe(7);
      expect(counted).toEqual([]);
    });
  }, 60_000);

  it('counts a move once, even when a count of the range removed its mark before the move settled', async () => {
    // Holds back the counter update that settles the next create, as a slow server would.
    let holdNext = false;
    let reached: () => void = () => undefined;
    let release: () => void = () => undefined;
    const holdSettle: Watch = async (command, input, send) => {
      const settling = isSettle(command, input);
      if (holdNext && settling) {
        holdNext = false;
        await new Promise<void>((resolve) => {
          release = resolve;
          reached();
        });
      }
      return send();
    };
    await withTable(holdSettle, async (store, table) => {
      await store.posts.create(makePost({status: 'published'}));
      expect(await store.posts.count({status: 'published'})).toBe(1);

      const atSettle = new Promise<void>((resolve) => (reached = resolve));
      holdNext = true;
      const slow = store.posts.create(makePost({status: 'published'}));
      await atSettle;
      // A minute later the slow server's move looks abandoned: another server counts the range.
      vi.useFakeTimers({toFake: ['Date']});
      try {
        vi.setSystemTime(Date.now() + 61_000);
        const other = openDynamoDbStore({table, region: REGION, endpoint}, client());
        expect(await other.posts.count({status: 'published'})).toBe(2);
      } finally {
        vi.useRealTimers();
      }
      // Now the slow server settles its move: the count already holds it, so it stays at 2.
      release();
      await slow;
      expect(await store.posts.count({status: 'published'})).toBe(2);
      expect((await store.posts.list({filter: {status: 'published'}})).total).toBe(2);
    });
  });

  it('keeps working on a table made before the list index, and the setup command says so', async () => {
    const table = `inkwell-${randomUUID()}`;
    const {LocalSecondaryIndexes: _index, ...withoutIndex} = createTableInput(table);
    await client().send(
      new CreateTableCommand({
        ...withoutIndex,
        AttributeDefinitions: withoutIndex.AttributeDefinitions?.filter((key) => key.AttributeName !== 'lsk'),
      }),
    );
    expect(await setupDynamoDbTable({table, region: REGION, endpoint})).toBe('exists-without-list-index');
    const store = await createDataStore({dataStore: {kind: 'dynamodb', table, region: REGION, endpoint}});
    const older = await store.posts.create(makePost({publishedAt: '2024-01-01T00:00:00.000Z'}));
    const newer = await store.posts.create(makePost({publishedAt: '2024-02-01T00:00:00.000Z'}));
    await store.posts.create(makePost({status: 'draft', publishedAt: null}));
    const listed = await store.posts.list({filter: {status: 'published'}});
    expect(listed.items.map((post) => post.id)).toEqual([newer.id, older.id]);
    expect(await store.posts.count({status: 'published'})).toBe(2);
    await client().send(new DeleteTableCommand({TableName: table}));
  });

  it('names DYNAMODB_TABLE and the setup command when the table does not exist', async () => {
    const store = await createDataStore({
      dataStore: {kind: 'dynamodb', table: 'no-such-table', region: REGION, endpoint},
    });
    const error = await store.posts.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).settings).toEqual(['DYNAMODB_TABLE', 'AWS_REGION']);
    expect((error as Error).message).toBe(
      `DynamoDB table "no-such-table" was not found at ${endpoint}. Check DYNAMODB_TABLE and AWS_REGION, or create the table with: npx inkwell-setup-dynamodb`,
    );
  });

  it('names DYNAMODB_ENDPOINT when DynamoDB cannot be reached', async () => {
    const unreachable = `http://127.0.0.1:${await closedPort()}`;
    const store = await createDataStore({
      dataStore: {kind: 'dynamodb', table: 'any', region: REGION, endpoint: unreachable},
    });
    const error = await store.users.findByEmail('a@example.com').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toBe(
      `Could not reach DynamoDB at ${unreachable}. Check DYNAMODB_ENDPOINT and the network between this server and DynamoDB.`,
    );
  });

  it.each([
    ['UnrecognizedClientException', ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'], /refused the AWS credentials/],
    ['CredentialsProviderError', ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'], /No AWS credentials were found/],
    ['AccessDeniedException', ['DYNAMODB_TABLE'], /may not use DynamoDB table "posts-table"/],
  ])('maps %s to a message naming %o', (name, settings, message) => {
    const sdkError = Object.assign(new Error('sdk message'), {name});
    const mapped = mapDynamoDbError(sdkError, {table: 'posts-table', region: 'eu-west-1'});
    expect(mapped).toBeInstanceOf(ProviderError);
    expect(mapped).toMatchObject({settings, provider: 'DynamoDB', cause: sdkError});
    expect((mapped as Error).message).toMatch(message);
  });

  it('passes through errors no setting explains', () => {
    const other = Object.assign(new Error('throttled'), {name: 'ThrottlingException'});
    expect(mapDynamoDbError(other, {table: 't', region: 'eu-west-1'})).toBe(other);
  });
});

describe('inkwell-setup-dynamodb', () => {
  function capture() {
    const lines = {log: [] as string[], error: [] as string[]};
    return {
      lines,
      output: {log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line)},
    };
  }

  it('creates the table from the environment, then finds it ready on a second run', async () => {
    const table = `inkwell-${randomUUID()}`;
    const env = {DYNAMODB_TABLE: table, AWS_REGION: REGION, DYNAMODB_ENDPOINT: endpoint};
    const first = capture();
    expect(await main([], env, first.output)).toBe(0);
    expect(first.lines.log).toEqual([`Created DynamoDB table "${table}" in ${endpoint}. It is ready for Inkwell.`]);
    const second = capture();
    expect(await main(['--table', table], env, second.output)).toBe(0);
    expect(second.lines.log[0]).toMatch(/already exists .* and fits Inkwell/);
    const store = await createDataStore({dataStore: {kind: 'dynamodb', table, region: REGION, endpoint}});
    await expect(store.posts.create(makePost())).resolves.toBeDefined();
  });

  it('refuses an existing table with other keys, and explains missing settings', async () => {
    const {CreateTableCommand} = await import('@aws-sdk/client-dynamodb');
    const table = `other-${randomUUID()}`;
    await client().send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{AttributeName: 'id', AttributeType: 'S'}],
        KeySchema: [{AttributeName: 'id', KeyType: 'HASH'}],
      }),
    );
    const wrong = capture();
    expect(await main(['--table', table, '--region', REGION, '--endpoint', endpoint], {}, wrong.output)).toBe(1);
    expect(wrong.lines.error[0]).toMatch(/key schema is id:HASH; Inkwell needs partition key pk/);

    const missing = capture();
    expect(await main([], {}, missing.output)).toBe(2);
    expect(missing.lines.error[0]).toMatch(/^Set DYNAMODB_TABLE and AWS_REGION/);
  });

  it('holds DYNAMODB_ENDPOINT and --endpoint to the URL rule loadConfig uses', async () => {
    const tab = capture();
    const env = {DYNAMODB_TABLE: 'inkwell', AWS_REGION: REGION, DYNAMODB_ENDPOINT: 'http://local\thost:8000'};
    expect(await main([], env, tab.output)).toBe(2);
    expect(tab.lines.error).toEqual([
      'DYNAMODB_ENDPOINT has a control or white-space character, "\\t", at character 13: URL parsers drop or misread it, so delete it. Write the URL plainly, such as http://localhost:8000.',
    ]);
    const dots = capture();
    expect(await main(['--endpoint', 'http://localhost:8000/a/../b'], env, dots.output)).toBe(2);
    expect(dots.lines.error[0]).toMatch(/^--endpoint must have a plain path/);
  });
});
