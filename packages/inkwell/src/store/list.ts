/**
 * Filtering, ordering and pagination over items held in memory, shared by stores that
 * cannot push the query down to a database.
 *
 * @module
 */

import type {PageOf} from '../types.js';
import type {ListQuery, SortKey} from './types.js';

/** Items per page when a query does not say. */
export const DEFAULT_PAGE_SIZE = 10;
/** The largest page a query may ask for. */
export const MAX_PAGE_SIZE = 100;

/** Whether every field of `filter` equals the item's field. */
export function matches<T>(item: T, filter: Partial<T> | undefined): boolean {
  if (!filter) return true;
  return (Object.keys(filter) as (keyof T)[]).every((key) => item[key] === filter[key]);
}

/**
 * Orders two field values. `null`/`undefined` counts as larger than any value, so in a
 * descending list never-published drafts (`publishedAt: null`) come first and in an
 * ascending list missing values come last.
 */
/** A stored value as text: strings as they are, anything else as JSON. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return text(a).localeCompare(text(b), 'en', {numeric: true});
}

/** A comparator for `order`, falling back to `id` so equal keys still sort the same way every time. */
export function comparator<T extends {id: string}>(order: SortKey<T>[]): (a: T, b: T) => number {
  return (a, b) => {
    for (const {field, direction} of order) {
      const result = compareValues(a[field], b[field]);
      if (result !== 0) return direction === 'asc' ? result : -result;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

function checkPaging(page: number, pageSize: number): void {
  if (!Number.isInteger(page) || page < 1) {
    throw new RangeError(`page must be a whole number of 1 or more (got ${page}).`);
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new RangeError(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE} (got ${pageSize}).`);
  }
}

/**
 * One page of items already filtered and sorted.
 *
 * @param selected - Every item matching the query, in order.
 * @param query - The page and page size (its filter and order are already applied).
 * @returns The requested page; `pageCount` is at least 1, and a page past the end is empty.
 */
export function pageOf<T>(selected: readonly T[], query: Pick<ListQuery<T>, 'page' | 'pageSize'> = {}): PageOf<T> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  checkPaging(page, pageSize);
  const start = (page - 1) * pageSize;
  return {
    items: selected.slice(start, start + pageSize),
    page,
    pageCount: Math.max(1, Math.ceil(selected.length / pageSize)),
    total: selected.length,
  };
}

/**
 * Applies a {@link ListQuery} to items.
 *
 * @param items - Every item of the collection.
 * @param query - Filter, order and page.
 * @param defaultOrder - The collection's order when the query gives none.
 * @returns The requested page; `pageCount` is at least 1, and a page past the end is empty.
 */
export function applyListQuery<T extends {id: string}>(
  items: readonly T[],
  query: ListQuery<T> = {},
  defaultOrder: SortKey<T>[] = [],
): PageOf<T> {
  checkPaging(query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
  const selected = items.filter((item) => matches(item, query.filter));
  selected.sort(comparator(query.order ?? defaultOrder));
  return pageOf(selected, query);
}
