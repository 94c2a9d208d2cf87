/**
 * Builds the MongoDB aggregation for a {@link ListQuery}, matching the order the other
 * stores use.
 *
 * @module
 */

import {DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE} from '../list.js';
import type {ListQuery, SortKey} from '../types.js';

/** A pipeline stage, as the driver accepts it. */
export type Stage = Record<string, unknown>;

/**
 * Collation for sorting: English, numbers compared by value (`post-2` before `post-10`),
 * as `localeCompare` with `numeric` does in the file store.
 */
export const LIST_COLLATION = {locale: 'en', numericOrdering: true} as const;

function checkPaging(page: number, pageSize: number): void {
  if (!Number.isInteger(page) || page < 1) {
    throw new RangeError(`page must be a whole number of 1 or more (got ${page}).`);
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new RangeError(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE} (got ${pageSize}).`);
  }
}

/** The stored field name: Inkwell's `id` is MongoDB's `_id`. */
export function storedField(field: string): string {
  return field === 'id' ? '_id' : field;
}

/**
 * The equality filter as a MongoDB query. Values are matched exactly (`$eq`), so a value
 * such as `{$ne: null}` can never act as an operator.
 *
 * @param filter - Field values to match.
 * @returns The query document.
 */
export function buildFilter<T>(filter: Partial<T> | undefined): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(filter ?? {})) {
    if (value === undefined) continue;
    query[storedField(field)] = {$eq: value};
  }
  return query;
}

/**
 * The aggregation that filters, orders and pages a collection, with the total count.
 *
 * @remarks
 * MongoDB sorts `null` before every value; Inkwell counts a missing value as larger than
 * any (never-published drafts first in a newest-first list). So each sort key is preceded
 * by a computed `1`/`0` "missing" key sorted in the same direction. Ties fall back to `_id`.
 *
 * @param query - Filter, order and page.
 * @param defaultOrder - The collection's order when the query gives none.
 * @returns The pipeline; its one result is `{items, total: [{n}]}`.
 */
export function buildListPipeline<T>(query: ListQuery<T> = {}, defaultOrder: SortKey<T>[] = []): Stage[] {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  checkPaging(page, pageSize);
  const order = query.order ?? defaultOrder;
  const missing: Record<string, unknown> = {};
  const sort: Record<string, 1 | -1> = {};
  order.forEach(({field, direction}, index) => {
    const stored = storedField(field);
    const flag = `__missing${index}`;
    const sign = direction === 'asc' ? 1 : -1;
    missing[flag] = {$cond: [{$eq: [{$ifNull: [`$${stored}`, null]}, null]}, 1, 0]};
    sort[flag] = sign;
    sort[stored] = sign;
  });
  if (!('_id' in sort)) sort._id = 1;
  const flags = Object.keys(missing);
  const items: Stage[] = [{$skip: (page - 1) * pageSize}, {$limit: pageSize}];
  if (flags.length > 0) items.push({$project: Object.fromEntries(flags.map((flag) => [flag, 0]))});
  return [
    {$match: buildFilter(query.filter)},
    ...(flags.length > 0 ? [{$addFields: missing}] : []),
    {$sort: sort},
    {$facet: {items, total: [{$count: 'n'}]}},
  ];
}
