/**
 * Creates the DynamoDB table Inkwell needs, or checks an existing one.
 *
 * @module
 */

import {CreateTableCommand, DescribeTableCommand, type DynamoDBClient} from '@aws-sdk/client-dynamodb';

import {ProviderError} from '../../provider-error.js';
import {mapDynamoDbError} from './errors.js';
import {createTableInput, LIST_INDEX, PARTITION_KEY, SORT_KEY} from './layout.js';
import {createDynamoDbClient, type DynamoDbStoreOptions} from './store.js';

/**
 * What {@link setupDynamoDbTable} did: created the table, found it ready, or found a table made
 * before the list index (it works, but its lists read every post).
 */
export type SetupResult = 'created' | 'exists' | 'exists-without-list-index';

function isMissingTable(error: unknown): boolean {
  return (error as {name?: unknown} | null)?.name === 'ResourceNotFoundException';
}

/**
 * Polls until the new table is `ACTIVE`. The SDK's own waiter sleeps at least 20 s between
 * checks; a new on-demand table is usually active in a few seconds.
 */
async function waitUntilActive(client: DynamoDBClient, table: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const {Table} = await client.send(new DescribeTableCommand({TableName: table}));
    if (Table?.TableStatus === 'ACTIVE') return;
    if (Date.now() > deadline) {
      throw new Error(
        `DynamoDB table "${table}" was created but is still ${Table?.TableStatus ?? 'not ready'} after ${timeoutMs / 1000} s. Check it in the AWS console.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Creates the table with Inkwell's key schema (on-demand capacity) and waits until it is
 * active; an existing table is checked instead, and refused if its keys differ. DynamoDB adds a
 * local secondary index only when it creates a table, so a table made before Inkwell's list
 * index keeps working without it, and is reported.
 *
 * @param options - Table, region and optional endpoint.
 * @param client - A client to use instead of one built from `options` (for tests).
 * @returns `created`, `exists`, or `exists-without-list-index`.
 */
export async function setupDynamoDbTable(
  options: DynamoDbStoreOptions,
  client: DynamoDBClient = createDynamoDbClient(options),
): Promise<SetupResult> {
  try {
    const {Table} = await client.send(new DescribeTableCommand({TableName: options.table}));
    const keys = (Table?.KeySchema ?? []).map((key) => `${key.AttributeName}:${key.KeyType}`).join(',');
    if (keys !== `${PARTITION_KEY}:HASH,${SORT_KEY}:RANGE`) {
      throw new ProviderError(
        'DynamoDB',
        ['DYNAMODB_TABLE'],
        `DynamoDB table "${options.table}" exists but its key schema is ${keys || 'unknown'}; Inkwell needs partition key ${PARTITION_KEY} (string) and sort key ${SORT_KEY} (string). Choose another DYNAMODB_TABLE name.`,
      );
    }
    const indexed = (Table?.LocalSecondaryIndexes ?? []).some((index) => index.IndexName === LIST_INDEX);
    return indexed ? 'exists' : 'exists-without-list-index';
  } catch (error) {
    if (!isMissingTable(error)) throw mapDynamoDbError(error, options);
  }
  try {
    await client.send(new CreateTableCommand(createTableInput(options.table)));
    await waitUntilActive(client, options.table);
  } catch (error) {
    throw mapDynamoDbError(error, options);
  }
  return 'created';
}
