/**
 * The DynamoDB table layout: one table, a string partition key `pk` and sort key `sk`, and one
 * local secondary index that keeps posts and pages in list order.
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

/**
 * List key attribute of posts and pages: the fields a list filters on, then the list's order,
 * then the id (see {@link listSortKey}). The sort key of {@link LIST_INDEX}.
 */
export const LIST_SORT_KEY = 'lsk';

/**
 * The local secondary index on `pk` and {@link LIST_SORT_KEY}: a list is a range of it, read
 * with a limit, strongly consistent like the table. Keys only: a page's items are then read
 * by key.
 */
export const LIST_INDEX = 'list-order';

/** The fields, in key order, whose values a list key starts with. */
export const LIST_FIELDS = {post: ['status'], page: ['status', 'showInNav']} as const;

/** A timestamp that sorts newest first in an ascending scan: each digit `d` becomes `9 - d`. */
function newestFirst(value: unknown): string {
  // Missing counts as larger than any value, so newest-first lists put it first.
  if (typeof value !== 'string') return '0';
  return `1${value.replace(/\d/g, (digit) => String(9 - Number(digit)))}`;
}

/**
 * The list key of a post or page.
 *
 * @remarks
 * It starts with the values of {@link LIST_FIELDS} (`published|`, `published|true|`), so a
 * filtered list is one `begins_with` range. For posts, the range is in the collection's
 * default order: `publishedAt` then `updatedAt`, newest first (never-published drafts first),
 * then the id, as the file store sorts ISO 8601 timestamps. Pages are few and sorted by title
 * as people read it, which no byte order gives, so their key ends with the id and a list sorts
 * the range it read.
 *
 * @param kind - `post` or `page`.
 * @param item - The stored item (all its fields).
 * @returns The value of {@link LIST_SORT_KEY}.
 */
export function listSortKey(kind: keyof typeof LIST_FIELDS, item: Record<string, unknown>): string {
  const prefix = listPrefix(kind, item);
  const id = String(item.id);
  return kind === 'post'
    ? `${prefix}${newestFirst(item.publishedAt)}|${newestFirst(item.updatedAt)}|${id}`
    : `${prefix}${id}`;
}

/** The start of the list keys of items whose {@link LIST_FIELDS} have these values. */
export function listPrefix(kind: keyof typeof LIST_FIELDS, values: Record<string, unknown>): string {
  return LIST_FIELDS[kind].map((field) => `${String(values[field])}|`).join('');
}

/**
 * Partition of a collection's list counters, such as `post#count`: one item per list-key
 * prefix (sort key `published|`), whose `n` is how many items have list keys starting with
 * it. Lists number their pages from these instead of counting the index's keys. An item's
 * write and its counters' are separate writes, not one transaction (dynalite, which the tests
 * run against, has none), kept right by the {@link MOVE_PREFIX} marks.
 *
 * @param kind - `post` or `page`.
 * @returns The partition key of that collection's counters.
 */
export function countPartition(kind: keyof typeof LIST_FIELDS): string {
  return `${kind}#count`;
}

/** The attribute of a counter item that holds its count; missing until a list has counted the range. */
export const COUNT = 'n';

/**
 * The attribute of a counter item that every change of it adds one to, so a list that counted
 * the range keeps its count only if nothing changed the counter meanwhile.
 */
export const COUNTER_VERSION = 'v';

/**
 * The start of the attributes that mark, on a counter item, a move into or out of its range
 * still in flight (`move#<uuid>`, holding the time it was announced in milliseconds). The
 * write that settles the move adds to the count and removes the mark in one update; a mark
 * left by a server that stopped makes the next list count the range again once it is stale.
 */
export const MOVE_PREFIX = 'move#';

/** Partition of the site settings item; its sort key is {@link SITE_SORT_KEY}. */
export const SITE_PARTITION = 'site';
/** Sort key of the one site settings item. */
export const SITE_SORT_KEY = 'settings';

/**
 * The `CreateTable` request for an Inkwell table.
 *
 * @remarks
 * Every collection lives in its own partition (`post`, `page`, `user`). Lists read a range of
 * the local secondary index {@link LIST_INDEX}, which, unlike a global one, is read strongly
 * consistent, so no list lags behind a write. A local index can only be made with the table.
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
      {AttributeName: LIST_SORT_KEY, AttributeType: 'S'},
    ],
    KeySchema: [
      {AttributeName: PARTITION_KEY, KeyType: 'HASH'},
      {AttributeName: SORT_KEY, KeyType: 'RANGE'},
    ],
    LocalSecondaryIndexes: [
      {
        IndexName: LIST_INDEX,
        KeySchema: [
          {AttributeName: PARTITION_KEY, KeyType: 'HASH'},
          {AttributeName: LIST_SORT_KEY, KeyType: 'RANGE'},
        ],
        Projection: {ProjectionType: 'KEYS_ONLY'},
      },
    ],
  };
}
