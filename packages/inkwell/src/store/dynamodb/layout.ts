/**
 * The DynamoDB table layout: one table, a string partition key `pk` and sort key `sk`, no
 * secondary indexes.
 *
 * @module
 */

import type {CreateTableCommandInput} from '@aws-sdk/client-dynamodb';

/** Partition key attribute: the item's kind, such as `post` or `post#slug`. */
export const PARTITION_KEY = 'pk';
/** Sort key attribute: the item's id, or the slug or email a uniqueness item reserves. */
export const SORT_KEY = 'sk';

/**
 * Revision attribute of posts, pages and users: a number every update adds one to, so a
 * read-modify-write can be written on condition that nobody wrote in between. Never handed
 * out with the item.
 */
export const REVISION = 'rev';

/** Partition of the site settings item; its sort key is {@link SITE_SORT_KEY}. */
export const SITE_PARTITION = 'site';
/** Sort key of the one site settings item. */
export const SITE_SORT_KEY = 'settings';

/**
 * The `CreateTable` request for an Inkwell table.
 *
 * @remarks
 * Every collection lives in its own partition (`post`, `page`, `user`), so listing is a
 * strongly consistent `Query` on the table itself and no index can lag behind a write.
 * Slugs and emails are kept unique by reservation items (`post#slug`, `page#slug`,
 * `user#email`) written with a condition. On-demand capacity suits a site's uneven traffic.
 *
 * @param table - The table name (`DYNAMODB_TABLE`).
 * @returns The request to send.
 */
export function createTableInput(table: string): CreateTableCommandInput {
  return {
    TableName: table,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      {AttributeName: PARTITION_KEY, AttributeType: 'S'},
      {AttributeName: SORT_KEY, AttributeType: 'S'},
    ],
    KeySchema: [
      {AttributeName: PARTITION_KEY, KeyType: 'HASH'},
      {AttributeName: SORT_KEY, KeyType: 'RANGE'},
    ],
  };
}
