/**
 * The DynamoDB store: posts, pages, users and site settings in one table.
 *
 * @module
 */

import {randomUUID} from 'node:crypto';

import {DynamoDBClient} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';

import type {PageOf, SiteSettings} from '../../types.js';
import {NotFoundError} from '../errors.js';
import {applyListQuery, DEFAULT_PAGE_SIZE, pageOf} from '../list.js';
import {
  changedFields,
  changedWhileSavingError,
  duplicateIdError,
  keyOf,
  normalise,
  openCollections,
  siteSettingsOf,
  type RecordCollection,
  type RecordSpec,
} from '../records.js';
import {patchFor} from '../types.js';
import type {Change, DataStore, ListQuery, SiteSettingsStore} from '../types.js';
import {mapDynamoDbError, type DynamoDbTarget} from './errors.js';
import {
  COUNT,
  COUNTER_VERSION,
  countPartition,
  LIST_FIELDS,
  LIST_INDEX,
  LIST_SORT_KEY,
  listPrefix,
  listSortKey,
  MOVE_PREFIX,
  PARTITION_KEY,
  REVISION,
  SITE_PARTITION,
  SITE_SORT_KEY,
  SORT_KEY,
} from './layout.js';
import {getOrCreate, processWide} from '../../process-wide.js';

type Stored = Record<string, unknown>;

/** How often a write that lost a race is retried before giving up. */
const MAX_ATTEMPTS = 10;
/**
 * How old a reservation, or a move announced on a list counter, must be before it is taken
 * for one left behind by a server that stopped: a reservation may then be taken over when its
 * item does not use the value, and a counter is counted again. Younger ones may belong to a
 * create, update or delete still in flight.
 */
const STALE_AFTER_MS = 60_000;

function isConditionFailure(error: unknown): boolean {
  return (error as {name?: unknown} | null)?.name === 'ConditionalCheckFailedException';
}

/** The key of an item in the maps {@link Table.getKeys} returns. */
function itemKey(pk: string, sk: string): string {
  return `${pk}\n${sk}`;
}

function stripKeys<T>(stored: Stored): T {
  const {[PARTITION_KEY]: _pk, [SORT_KEY]: _sk, [REVISION]: _rev, [LIST_SORT_KEY]: _lsk, ...item} = stored;
  // What was stored under this partition was a T plus the key and revision attributes removed above.
  return item as T;
}

/**
 * Whether DynamoDB refused a query because the table has no list index: a table made before
 * the index existed, which DynamoDB cannot add it to.
 */
function isMissingIndex(error: unknown): boolean {
  const {name, message} = (error as {name?: unknown; message?: unknown} | null) ?? {};
  return name === 'ValidationException' && typeof message === 'string' && message.includes('index');
}

/** Runs a DynamoDB call, turning SDK failures into errors that name the setting to fix. */
class Table {
  /** `false` once a query found the table without the list index; lists then read every item. */
  listIndex: boolean | undefined;

  constructor(
    readonly client: DynamoDBDocumentClient,
    readonly target: DynamoDbTarget,
  ) {}

  get name(): string {
    return this.target.table;
  }

  async run<R>(call: () => Promise<R>): Promise<R> {
    try {
      return await call();
    } catch (error) {
      throw mapDynamoDbError(error, this.target);
    }
  }

  async get(pk: string, sk: string): Promise<Stored | null> {
    const answer = await this.run(() =>
      this.client.send(
        new GetCommand({TableName: this.name, Key: {[PARTITION_KEY]: pk, [SORT_KEY]: sk}, ConsistentRead: true}),
      ),
    );
    return (answer.Item as Stored | undefined) ?? null;
  }

  /**
   * The list keys of `pk`'s items whose list key starts with `prefix`, in order, at most
   * `limit` of them.
   */
  async queryList(pk: string, prefix: string, limit: number): Promise<{sk: string; lsk: string}[]> {
    const keys: {sk: string; lsk: string}[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.run(() =>
        this.client.send(
          new QueryCommand({
            TableName: this.name,
            IndexName: LIST_INDEX,
            KeyConditionExpression: '#pk = :pk AND begins_with(#lsk, :prefix)',
            ExpressionAttributeNames: {'#pk': PARTITION_KEY, '#lsk': LIST_SORT_KEY},
            ExpressionAttributeValues: {':pk': pk, ':prefix': prefix},
            ConsistentRead: true,
            ...(Number.isFinite(limit) ? {Limit: limit - keys.length} : {}),
            ExclusiveStartKey: start,
          }),
        ),
      );
      for (const item of (page.Items as Stored[] | undefined) ?? []) {
        keys.push({sk: String(item[SORT_KEY]), lsk: String(item[LIST_SORT_KEY])});
      }
      start = page.LastEvaluatedKey;
    } while (start && keys.length < limit);
    return keys;
  }

  /** How many of `pk`'s items have a list key starting with `prefix` (reads the index's keys only). */
  async countList(pk: string, prefix: string): Promise<number> {
    let total = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.run(() =>
        this.client.send(
          new QueryCommand({
            TableName: this.name,
            IndexName: LIST_INDEX,
            KeyConditionExpression: '#pk = :pk AND begins_with(#lsk, :prefix)',
            ExpressionAttributeNames: {'#pk': PARTITION_KEY, '#lsk': LIST_SORT_KEY},
            ExpressionAttributeValues: {':pk': pk, ':prefix': prefix},
            ConsistentRead: true,
            Select: 'COUNT',
            ExclusiveStartKey: start,
          }),
        ),
      );
      total += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    return total;
  }

  /**
   * How many items of collection `kind` have list keys starting with each of `prefixes`, read
   * from their counter items (in one request, or from `read`, the items a caller already read
   * with {@link Table.getKeys}), so the cost does not grow with the collection.
   *
   * @remarks
   * The counter's `n` is trusted unless a write announced on it ({@link Table.announceMove})
   * never settled: a server that stopped between its item write and its counter update. Then,
   * and for a range that has no count yet (a new table, or one written before counters
   * existed), the index's keys are counted, and the count is kept once no write is in flight
   * on the range, on condition that no write touched the counter since it was read.
   */
  async rangeTotals(kind: 'post' | 'page', prefixes: string[], read?: Map<string, Stored>): Promise<number[]> {
    // One read for every range's counter (or none, when the caller read them with its items):
    // each DynamoDB call costs the server CPU time in the SDK.
    const counters = read ?? (await this.getKeys(prefixes.map((prefix) => ({pk: countPartition(kind), sk: prefix}))));
    return Promise.all(
      prefixes.map((prefix) =>
        this.rangeTotal(kind, prefix, counters.get(itemKey(countPartition(kind), prefix)) ?? null),
      ),
    );
  }

  /** {@link Table.rangeTotals} for one range whose counter item (or `null`) was just read. */
  private async rangeTotal(kind: 'post' | 'page', prefix: string, counter: Stored | null): Promise<number> {
    const now = Date.now();
    const moves = Object.entries(counter ?? {}).filter(([name]) => name.startsWith(MOVE_PREFIX));
    const stale = moves.filter(([, at]) => now - (typeof at === 'number' ? at : 0) >= STALE_AFTER_MS);
    if (counter && typeof counter[COUNT] === 'number' && stale.length === 0) return counter[COUNT];
    const counted = await this.countList(kind, prefix);
    if (moves.length > stale.length) return counted;
    const names: Record<string, string> = {'#n': COUNT, '#v': COUNTER_VERSION};
    stale.forEach(([name], index) => (names[`#m${index}`] = name));
    const removals = stale.map((_, index) => `#m${index}`);
    const version = counter?.[COUNTER_VERSION];
    // A write that touched the counter after it was read fails the condition: nothing is kept,
    // and a later list counts again.
    await this.updateIf({
      Key: {[PARTITION_KEY]: countPartition(kind), [SORT_KEY]: prefix},
      UpdateExpression: `SET #n = :n ADD #v :one${removals.length > 0 ? ` REMOVE ${removals.join(', ')}` : ''}`,
      ConditionExpression: typeof version === 'number' ? '#v = :v' : 'attribute_not_exists(#v)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ':n': counted,
        ':one': 1,
        ...(typeof version === 'number' ? {':v': version} : {}),
      },
    });
    return counted;
  }

  /**
   * Announces on the counter of `prefix` that a write is about to move an item into or out of
   * its range, before the item is written, so a server that stops before {@link Table.settleMove}
   * leaves a mark that tells later lists to count the range again. Makes the counter if there
   * is none yet (without a count: the first list counts the range).
   *
   * @returns The attribute that marks this move on the counter.
   */
  async announceMove(kind: 'post' | 'page', prefix: string): Promise<string> {
    const move = `${MOVE_PREFIX}${randomUUID()}`;
    await this.run(() =>
      this.client.send(
        new UpdateCommand({
          TableName: this.name,
          Key: {[PARTITION_KEY]: countPartition(kind), [SORT_KEY]: prefix},
          UpdateExpression: 'SET #m = :at ADD #v :one',
          ExpressionAttributeNames: {'#m': move, '#v': COUNTER_VERSION},
          ExpressionAttributeValues: {':at': Date.now(), ':one': 1},
        }),
      ),
    );
    return move;
  }

  /**
   * Ends a move announced on the counter of `prefix`: adds `delta` to its count (0 when the
   * item write did not happen) and removes the mark in the same single-item write, so a move
   * is counted once at most. A mark already removed by a count of the range is left alone, as
   * is a counter that has no count yet.
   */
  async settleMove(kind: 'post' | 'page', prefix: string, move: string, delta: number): Promise<void> {
    const key = {[PARTITION_KEY]: countPartition(kind), [SORT_KEY]: prefix};
    const names = {'#m': move, '#v': COUNTER_VERSION};
    const counted = await this.updateIf({
      Key: key,
      UpdateExpression: 'ADD #n :delta, #v :one REMOVE #m',
      ConditionExpression: 'attribute_exists(#m) AND attribute_exists(#n)',
      ExpressionAttributeNames: {...names, '#n': COUNT},
      ExpressionAttributeValues: {':delta': delta, ':one': 1},
    });
    if (counted) return;
    await this.updateIf({
      Key: key,
      UpdateExpression: 'ADD #v :one REMOVE #m',
      ConditionExpression: 'attribute_exists(#m)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {':one': 1},
    });
  }

  /**
   * Sends a conditional update of an item of this table.
   *
   * @returns `false` when its condition failed (nothing was written), `true` when it was written.
   */
  async updateIf(update: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> {
    try {
      await this.run(() => this.client.send(new UpdateCommand({TableName: this.name, ...update})));
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return false;
    }
  }

  /** The items of `pk` with these sort keys, strongly consistent, in the order of `sks` (missing ones left out). */
  async getMany(pk: string, sks: string[]): Promise<Stored[]> {
    const found = await this.getKeys(sks.map((sk) => ({pk, sk})));
    return sks.flatMap((sk): Stored[] => {
      const item = found.get(itemKey(pk, sk));
      return item ? [item] : [];
    });
  }

  /** The items with these keys, strongly consistent, by {@link itemKey} (missing ones left out). */
  async getKeys(wanted: {pk: string; sk: string}[]): Promise<Map<string, Stored>> {
    const found = new Map<string, Stored>();
    for (let index = 0; index < wanted.length; index += 100) {
      let keys: Record<string, unknown>[] | undefined = wanted
        .slice(index, index + 100)
        .map(({pk, sk}) => ({[PARTITION_KEY]: pk, [SORT_KEY]: sk}));
      while (keys && keys.length > 0) {
        const request = keys;
        const answer = await this.run(() =>
          this.client.send(new BatchGetCommand({RequestItems: {[this.name]: {Keys: request, ConsistentRead: true}}})),
        );
        for (const item of (answer.Responses?.[this.name] as Stored[] | undefined) ?? []) {
          found.set(itemKey(String(item[PARTITION_KEY]), String(item[SORT_KEY])), item);
        }
        keys = answer.UnprocessedKeys?.[this.name]?.Keys as Record<string, unknown>[] | undefined;
      }
    }
    return found;
  }

  async queryAll(pk: string): Promise<Stored[]> {
    const items: Stored[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.run(() =>
        this.client.send(
          new QueryCommand({
            TableName: this.name,
            KeyConditionExpression: '#pk = :pk',
            ExpressionAttributeNames: {'#pk': PARTITION_KEY},
            ExpressionAttributeValues: {':pk': pk},
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        ),
      );
      items.push(...((page.Items as Stored[] | undefined) ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }
}

/** Whether a collection has a list index: posts and pages do; users and images are few and read whole. */
function isListed(kind: RecordSpec<{id: string}>['kind']): kind is keyof typeof LIST_FIELDS {
  return kind in LIST_FIELDS;
}

/**
 * One collection in its own partition, with a reservation item per unique value.
 *
 * @remarks
 * DynamoDB has no unique secondary keys, so a slug (or email) is claimed by a conditional
 * put of `{pk: "post#slug", sk: <slug>, ref: <id>}` before the item is written, and released
 * after. A crash between the two can leave a reservation whose item no longer uses the
 * value; such a reservation, once a minute old, is taken over on the next claim.
 */
class DynamoCollection<T extends {id: string}> implements RecordCollection<T> {
  constructor(
    private readonly table: Table,
    private readonly spec: RecordSpec<T>,
  ) {}

  private get reservation(): string {
    return `${this.spec.kind}#${this.spec.unique}`;
  }

  private async read(id: string): Promise<T | null> {
    const stored = await this.table.get(this.spec.kind, id);
    return stored ? stripKeys<T>(stored) : null;
  }

  get(id: string): Promise<T | null> {
    return this.read(id);
  }

  private async all(): Promise<T[]> {
    return (await this.table.queryAll(this.spec.kind)).map((stored) => stripKeys<T>(stored));
  }

  /** The list fields of this collection, or `null` for one without a list index (users, images). */
  private get listFields(): readonly string[] | null {
    return isListed(this.spec.kind) ? LIST_FIELDS[this.spec.kind] : null;
  }

  /** The list key of an item of this collection, or `undefined` for users and images. */
  private listKey(item: Partial<T>): string | undefined {
    return isListed(this.spec.kind) ? listSortKey(this.spec.kind, item) : undefined;
  }

  /**
   * The list-key prefixes of the items a filter selects (one per combination of the list
   * fields it leaves open), or `null` when the filter names another field.
   */
  private prefixes(filter: Partial<T> = {}): string[] | null {
    const fields = this.listFields;
    if (!fields || !isListed(this.spec.kind)) return null;
    const values = filter as Stored;
    if (Object.keys(values).some((field) => values[field] !== undefined && !fields.includes(field))) return null;
    const choices: Record<string, unknown[]> = {status: ['draft', 'published'], showInNav: [false, true]};
    let combos: Stored[] = [{}];
    for (const field of fields) {
      const options = values[field] !== undefined ? [values[field]] : (choices[field] ?? []);
      combos = combos.flatMap((combo) => options.map((option) => ({...combo, [field]: option})));
    }
    const kind = this.spec.kind;
    return combos.map((combo) => listPrefix(kind, combo));
  }

  async list(query: ListQuery<T> = {}): Promise<PageOf<T>> {
    const prefixes = this.prefixes(query.filter);
    if (prefixes && this.table.listIndex !== false) {
      try {
        return await this.listByIndex(query, prefixes);
      } catch (error) {
        if (!isMissingIndex(error)) throw error;
        this.table.listIndex = false;
      }
    }
    return applyListQuery(await this.all(), query, this.spec.defaultOrder);
  }

  /** A list read from ranges of the list index. */
  private async listByIndex(query: ListQuery<T>, prefixes: string[]): Promise<PageOf<T>> {
    if (this.spec.kind !== 'post' || query.order) {
      // Pages are few and sorted by title as people read it: read the selected range, sort here.
      const ranges = await Promise.all(
        prefixes.map((prefix) => this.table.queryList(this.spec.kind, prefix, Infinity)),
      );
      const items = await this.table.getMany(
        this.spec.kind,
        ranges.flat().map((key) => key.sk),
      );
      return applyListQuery(
        items.map((stored) => stripKeys<T>(stored)),
        {...query, filter: undefined},
        this.spec.defaultOrder,
      );
    }
    // Posts: each range is in list order; the first page × size keys of each, merged, hold the page.
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    pageOf([], {page, pageSize});
    const wanted = page * pageSize;
    const kind = this.spec.kind;
    const ranges = await Promise.all(prefixes.map((prefix) => this.table.queryList(kind, prefix, wanted)));
    const order = (key: {lsk: string}): string => key.lsk.slice(key.lsk.indexOf('|') + 1);
    const merged = ranges.flat().sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
    const keys = merged.slice((page - 1) * pageSize, wanted);
    // The page's items and the ranges' counters in one batch read.
    const found = await this.table.getKeys([
      ...keys.map((key) => ({pk: kind, sk: key.sk})),
      ...prefixes.map((prefix) => ({pk: countPartition(kind), sk: prefix})),
    ]);
    const items = keys.flatMap((key): Stored[] => {
      const item = found.get(itemKey(kind, key.sk));
      return item ? [item] : [];
    });
    const total = await this.total(prefixes, found);
    return {
      items: items.map((stored) => stripKeys<T>(stored)),
      page,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
      total,
    };
  }

  /**
   * How many items the list-key ranges `prefixes` hold together, from their counters (read
   * here, or found in `read`).
   */
  private async total(prefixes: string[], read?: Map<string, Stored>): Promise<number> {
    const kind = this.spec.kind;
    if (!isListed(kind)) throw new Error(`${kind} records have no list index`);
    const counts = await this.table.rangeTotals(kind, prefixes, read);
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /**
   * Runs `write`, which moves one item out of the list range of `from` and into that of `to`
   * (either `null`: no range, as for a new or deleted item), and keeps both ranges' counters
   * right: each move is announced on the counters before the write and settled after it.
   *
   * @returns What `write` returned.
   */
  private async counted<R>(from: Partial<T> | null, to: Partial<T> | null, write: () => Promise<R>): Promise<R> {
    const kind = this.spec.kind;
    if (!isListed(kind)) return write();
    const before = from ? listPrefix(kind, from) : null;
    const after = to ? listPrefix(kind, to) : null;
    if (before === after) return write();
    const changes = [
      ...(before !== null ? [{prefix: before, delta: -1}] : []),
      ...(after !== null ? [{prefix: after, delta: 1}] : []),
    ];
    const moves = await Promise.all(changes.map(({prefix}) => this.table.announceMove(kind, prefix)));
    const settle = (done: boolean): Promise<unknown> =>
      Promise.all(
        changes.map(({prefix, delta}, index) =>
          this.table.settleMove(kind, prefix, moves[index] ?? '', done ? delta : 0),
        ),
      );
    let result: R;
    try {
      result = await write();
    } catch (error) {
      // A failed condition means the item was not written: nothing moved. After any other
      // failure (a timeout, say) it may have been, so the marks stay for a count to settle.
      if (isConditionFailure(error)) await settle(false);
      throw error;
    }
    await settle(true);
    return result;
  }

  async count(filter?: Partial<T>): Promise<number> {
    const prefixes = this.prefixes(filter);
    if (prefixes && this.table.listIndex !== false) {
      try {
        return await this.total(prefixes);
      } catch (error) {
        if (!isMissingIndex(error)) throw error;
        this.table.listIndex = false;
      }
    }
    return applyListQuery(await this.all(), {filter, pageSize: 1}).total;
  }

  /** The item holding `value` according to its reservation, if the reservation is current. */
  async findByKey(value: string): Promise<T | null> {
    const wanted = this.spec.storedKey(value);
    const reserved = await this.table.get(this.reservation, wanted);
    if (!reserved || typeof reserved.ref !== 'string') return null;
    const item = await this.read(reserved.ref);
    return item && keyOf(this.spec, item) === wanted ? item : null;
  }

  /** Reserves `value` for `id`, taking over a stale reservation; throws the conflict if taken. */
  private async claim(value: string, id: string): Promise<void> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = await this.table.get(this.reservation, value);
      if (current) {
        if (current.ref === id) return;
        const holder = typeof current.ref === 'string' ? await this.read(current.ref) : null;
        if (holder && keyOf(this.spec, holder) === value) throw this.spec.conflict(value);
        const age = Date.now() - (typeof current.at === 'number' ? current.at : 0);
        if (age < STALE_AFTER_MS) throw this.spec.conflict(value);
      }
      try {
        await this.table.run(() =>
          this.table.client.send(
            new PutCommand({
              TableName: this.table.name,
              Item: {[PARTITION_KEY]: this.reservation, [SORT_KEY]: value, ref: id, at: Date.now()},
              ConditionExpression: current ? '#ref = :stale' : 'attribute_not_exists(#pk)',
              ExpressionAttributeNames: current ? {'#ref': 'ref'} : {'#pk': PARTITION_KEY},
              ExpressionAttributeValues: current ? {':stale': current.ref} : undefined,
            }),
          ),
        );
        return;
      } catch (error) {
        // Someone else claimed or released it between the read and the put: look again.
        if (!isConditionFailure(error)) throw error;
      }
    }
    throw this.spec.conflict(value);
  }

  /** Releases `value` if `id` still holds it; a reservation held by another item is left alone. */
  private async release(value: string, id: string): Promise<void> {
    try {
      await this.table.run(() =>
        this.table.client.send(
          new DeleteCommand({
            TableName: this.table.name,
            Key: {[PARTITION_KEY]: this.reservation, [SORT_KEY]: value},
            ConditionExpression: '#ref = :id',
            ExpressionAttributeNames: {'#ref': 'ref'},
            ExpressionAttributeValues: {':id': id},
          }),
        ),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async create(item: T): Promise<T> {
    const stored = normalise(this.spec, structuredClone(item));
    const value = keyOf(this.spec, stored);
    if (await this.read(stored.id)) {
      throw duplicateIdError(this.spec.kind, stored.id);
    }
    await this.claim(value, stored.id);
    try {
      await this.counted(null, stored, () =>
        this.table.run(() =>
          this.table.client.send(
            new PutCommand({
              TableName: this.table.name,
              Item: {
                ...changedFields(this.spec, stored),
                id: stored.id,
                [PARTITION_KEY]: this.spec.kind,
                [SORT_KEY]: stored.id,
                ...(this.listKey(stored) !== undefined ? {[LIST_SORT_KEY]: this.listKey(stored)} : {}),
              },
              ConditionExpression: 'attribute_not_exists(#pk)',
              ExpressionAttributeNames: {'#pk': PARTITION_KEY},
            }),
          ),
        ),
      );
    } catch (error) {
      await this.release(value, stored.id);
      if (isConditionFailure(error)) {
        throw duplicateIdError(this.spec.kind, stored.id);
      }
      throw error;
    }
    return structuredClone(stored);
  }

  async update(id: string, change: Change<T>): Promise<T> {
    // A function change depends on what it read, so its write is conditioned on the revision
    // it read; a plain patch does not, and lands whatever happened in between.
    // So does every change to a post or page: its list key is computed from all the fields
    // read, and must not be written over a concurrent change of those fields.
    const dependsOnRead = typeof change === 'function' || this.listFields !== null;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const stored = await this.table.get(this.spec.kind, id);
      if (!stored) throw new NotFoundError(this.spec.kind, id);
      const current = stripKeys<T>(stored);
      const changes = changedFields(this.spec, patchFor(change, current));
      const oldValue = keyOf(this.spec, current);
      const newValue = keyOf(this.spec, {...current, ...changes});
      const moving = newValue !== oldValue;
      if (moving) await this.claim(newValue, id);
      const revision = typeof stored[REVISION] === 'number' ? stored[REVISION] : null;
      const listKey = this.listKey({...current, ...changes});
      try {
        const updated = await this.counted(current, {...current, ...changes}, () =>
          this.write(id, changes, listKey, {
            unique: this.spec.unique in changes ? oldValue : undefined,
            ...(dependsOnRead ? {revision} : {}),
          }),
        );
        if (moving) await this.release(oldValue, id);
        return updated;
      } catch (error) {
        if (moving) await this.release(newValue, id);
        if (!isConditionFailure(error)) throw error;
        // The item was deleted, or changed under us: read it again.
      }
    }
    throw changedWhileSavingError(this.spec, this.spec.unique);
  }

  /**
   * Sets only the changed fields, so concurrent updates of different fields both land, and
   * adds one to the revision.
   *
   * @param expected - The unique value the item must still have, and the revision it must
   * still be at (`null`: an item written before revisions existed).
   */
  private async write(
    id: string,
    changes: Partial<T>,
    listKey: string | undefined,
    expected: {unique?: string | undefined; revision?: number | null},
  ): Promise<T> {
    const entries = Object.entries(changes);
    const names: Record<string, string> = {'#pk': PARTITION_KEY, '#rev': REVISION};
    const values: Stored = {':zero': 0, ':one': 1};
    const sets = entries.map(([field, value], index) => {
      names[`#f${index}`] = field;
      values[`:v${index}`] = value;
      return `#f${index} = :v${index}`;
    });
    if (sets.length > 0 && listKey !== undefined) {
      names['#lsk'] = LIST_SORT_KEY;
      values[':lsk'] = listKey;
      sets.push('#lsk = :lsk');
    }
    let condition = 'attribute_exists(#pk)';
    if (expected.unique !== undefined) {
      names['#u'] = this.spec.unique;
      values[':u'] = expected.unique;
      condition += ' AND #u = :u';
    }
    if (expected.revision !== undefined) {
      if (expected.revision === null) {
        condition += ' AND attribute_not_exists(#rev)';
      } else {
        values[':rev'] = expected.revision;
        condition += ' AND #rev = :rev';
      }
    }
    if (sets.length === 0) {
      const current = await this.read(id);
      if (!current) throw new NotFoundError(this.spec.kind, id);
      return current;
    }
    const answer = await this.table.run(() =>
      this.table.client.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: {[PARTITION_KEY]: this.spec.kind, [SORT_KEY]: id},
          UpdateExpression: `SET ${sets.join(', ')}, #rev = if_not_exists(#rev, :zero) + :one`,
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return stripKeys<T>(answer.Attributes as Stored);
  }

  async delete(id: string): Promise<void> {
    // The delete is conditioned on the list key read, so the counter adjusted after it is the
    // one of the range the item left, even when its status changed in between.
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const stored = await this.table.get(this.spec.kind, id);
      if (!stored) throw new NotFoundError(this.spec.kind, id);
      const current = stripKeys<T>(stored);
      const listKey = stored[LIST_SORT_KEY];
      try {
        await this.counted(current, null, () =>
          this.table.run(() =>
            this.table.client.send(
              new DeleteCommand({
                TableName: this.table.name,
                Key: {[PARTITION_KEY]: this.spec.kind, [SORT_KEY]: id},
                ...(listKey === undefined
                  ? {
                      ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(#lsk)',
                      ExpressionAttributeNames: {'#pk': PARTITION_KEY, '#lsk': LIST_SORT_KEY},
                    }
                  : {
                      ConditionExpression: '#lsk = :lsk',
                      ExpressionAttributeNames: {'#lsk': LIST_SORT_KEY},
                      ExpressionAttributeValues: {':lsk': listKey},
                    }),
              }),
            ),
          ),
        );
      } catch (error) {
        // Deleted, or moved to another range, meanwhile: read it again.
        if (isConditionFailure(error)) continue;
        throw error;
      }
      await this.release(keyOf(this.spec, current), id);
      return;
    }
    throw changedWhileSavingError(this.spec, this.spec.unique);
  }
}

/** Where the DynamoDB store keeps its data. */
export interface DynamoDbStoreOptions {
  /** Table name (`DYNAMODB_TABLE`). */
  table: string;
  /** AWS region (`AWS_REGION`). */
  region: string;
  /** Endpoint override (`DYNAMODB_ENDPOINT`), for DynamoDB Local or a compatible service. */
  endpoint?: string;
}

/** The DynamoDB client Inkwell uses: short timeouts, so an unreachable table fails fast. */
export function createDynamoDbClient(options: DynamoDbStoreOptions): DynamoDBClient {
  return new DynamoDBClient({
    region: options.region,
    ...(options.endpoint ? {endpoint: options.endpoint} : {}),
    maxAttempts: 3,
    requestHandler: {connectionTimeout: 5_000, requestTimeout: 10_000},
  });
}

/**
 * One client per region and endpoint in a process, shared by every store opened on them.
 *
 * @remarks
 * `Inkwell` and `InkwellAuth` each open a store, and Next.js loads this module once per
 * bundle (the proxy's and the pages'); one client keeps one pool of open connections and
 * resolves the credentials once, rather than once per copy.
 */
export function sharedDynamoDbClient(options: DynamoDbStoreOptions): DynamoDBClient {
  const clients = processWide('dynamodb-clients', () => new Map<string, DynamoDBClient>());
  return getOrCreate(clients, `${options.region}\n${options.endpoint ?? ''}`, () => createDynamoDbClient(options));
}

/**
 * A {@link DataStore} kept in one DynamoDB table (layout in `layout.ts`).
 *
 * @param options - Table, region and optional endpoint.
 * @param client - A client to use instead of the process's shared one for `options` (for tests).
 * @returns The store; nothing is sent to DynamoDB until the first call.
 */
export function openDynamoDbStore(options: DynamoDbStoreOptions, client?: DynamoDBClient): DataStore {
  const documents = DynamoDBDocumentClient.from(client ?? sharedDynamoDbClient(options), {
    marshallOptions: {removeUndefinedValues: true},
  });
  const table = new Table(documents, options);
  const site: SiteSettingsStore = {
    get: async () => {
      return siteSettingsOf(await table.get(SITE_PARTITION, SITE_SORT_KEY));
    },
    set: async (settings: SiteSettings) => {
      await table.run(() =>
        documents.send(
          new PutCommand({
            TableName: table.name,
            Item: {
              [PARTITION_KEY]: SITE_PARTITION,
              [SORT_KEY]: SITE_SORT_KEY,
              name: settings.name,
              description: settings.description,
            },
          }),
        ),
      );
    },
  };
  return {
    ...openCollections((spec) => new DynamoCollection(table, spec)),
    site,
  };
}
