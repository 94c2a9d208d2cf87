/**
 * Builds the MongoDB reads of a {@link ListQuery}: one page through the collection's list
 * index, in the order the other stores use.
 *
 * @module
 */

import {DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE} from '../list.js';
import type {ListQuery, SortKey} from '../types.js';

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

/** The name of each collection's list index: its default order, then `_id`, in {@link LIST_COLLATION}. */
export const LIST_INDEX = 'list-order';

/** One sort key of any collection. */
export type OrderKey = {field: string; direction: SortKey<unknown>['direction']};

/** The sort of a list, as its index holds it: each field in its direction, then `_id` ascending. */
export function listSort(order: readonly OrderKey[]): Record<string, 1 | -1> {
  const sort: Record<string, 1 | -1> = {};
  for (const {field, direction} of order) sort[storedField(field)] = direction === 'asc' ? 1 : -1;
  if (!('_id' in sort)) sort._id = 1;
  return sort;
}

/**
 * The list index of a collection whose default order is `order`.
 *
 * @param order - The collection's default order.
 * @returns The index's key, name and collation, for `createIndexes`.
 */
export function listIndex(order: readonly OrderKey[]): {
  key: Record<string, 1 | -1>;
  name: string;
  collation: typeof LIST_COLLATION;
} {
  return {key: listSort(order), name: LIST_INDEX, collation: LIST_COLLATION};
}

/** One `find` of a list: a filter, the index's sort, a skip and a limit. */
export interface ListFind {
  filter: Record<string, unknown>;
  sort: Record<string, 1 | -1>;
  skip: number;
  limit: number;
  /** The list index, when the sort is the collection's default order. */
  hint?: string;
}

/** How to read one page of a list: what to count, and the finds once the counts are known. */
export interface ListPlan {
  /** The list's filter: its count is the list's total. */
  filter: Record<string, unknown>;
  /** The items whose first sort field is missing, or `null` when the order has no field. */
  missingFilter: Record<string, unknown> | null;
  /**
   * The finds that read the page, given the list's total and how many of its items lack the
   * first sort field: at most two, each with a limit, together at most one page.
   */
  finds(total: number, missing: number): ListFind[];
}

/**
 * Plans one page of a list as reads of the list index with a limit, never a sort of every item.
 *
 * @remarks
 * MongoDB sorts a missing value before every other; Inkwell counts it as larger than any
 * (never-published drafts first in a newest-first list). So the items that lack the first sort
 * field are read as their own range, before the others when that field sorts descending and
 * after them when it sorts ascending, each range in the index's order. The later sort fields of
 * Inkwell's records are always set (`updatedAt`, `title`, `createdAt`), so MongoDB's own order
 * of them is Inkwell's. Ties fall back to `_id`.
 *
 * @param query - Filter, order and page.
 * @param defaultOrder - The collection's order when the query gives none; its index is hinted.
 * @returns The plan.
 */
export function planList<T>(query: ListQuery<T> = {}, defaultOrder: readonly SortKey<T>[] = []): ListPlan {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  checkPaging(page, pageSize);
  const order = query.order ?? defaultOrder;
  const sort = listSort(order);
  const indexed = JSON.stringify(sort) === JSON.stringify(listSort(defaultOrder));
  const filter = buildFilter(query.filter);
  const [first] = order;
  const base = {sort, ...(indexed ? {hint: LIST_INDEX} : {})};
  if (!first) {
    return {
      filter,
      missingFilter: null,
      finds: () => [{...base, filter, skip: (page - 1) * pageSize, limit: pageSize}],
    };
  }
  const field = storedField(first.field);
  const missingFilter = {$and: [filter, {[field]: null}]};
  const presentFilter = {$and: [filter, {[field]: {$ne: null}}]};
  return {
    filter,
    missingFilter,
    finds(total, missing) {
      const ranges =
        first.direction === 'desc'
          ? [
              {filter: missingFilter, size: missing},
              {filter: presentFilter, size: total - missing},
            ]
          : [
              {filter: presentFilter, size: total - missing},
              {filter: missingFilter, size: missing},
            ];
      const finds: ListFind[] = [];
      let skip = (page - 1) * pageSize;
      let wanted = pageSize;
      for (const range of ranges) {
        if (wanted === 0) break;
        if (skip >= range.size) {
          skip -= range.size;
          continue;
        }
        const limit = Math.min(wanted, range.size - skip);
        finds.push({...base, filter: range.filter, skip, limit});
        wanted -= limit;
        skip = 0;
      }
      return finds;
    },
  };
}
