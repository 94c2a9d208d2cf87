/**
 * Values shared by every copy of Inkwell's modules in one Node.js process.
 *
 * Next.js bundles the proxy, the route handlers and the pages apart, and `next dev` can load a
 * module once per bundle layer, so a module-level variable would be one per copy: a write queue
 * per copy of the file store, a listener added in the route file that never hears a write made
 * by the page's copy. A value kept on `globalThis` under a `Symbol.for` key is the same one for
 * every copy.
 *
 * @module
 */

/**
 * The process's one value named `name`, made by `create` the first time any copy asks.
 *
 * @param name - Unique within Inkwell, e.g. `file-stores`; the key is `@inkwell/cms/<name>`.
 * @param create - Makes the value; called once per process.
 * @returns The value every copy of the module gets.
 */
export function processWide<T>(name: string, create: () => T): T {
  const holder = globalThis as typeof globalThis & Record<symbol, unknown>;
  const key = Symbol.for(`@inkwell/cms/${name}`);
  if (!(key in holder)) holder[key] = create();
  // The key belongs to this name only, and every caller of the name passes the same type.
  return holder[key] as T;
}

/**
 * The value `map` holds for `key`, made by `create` and kept there the first time.
 *
 * @param map - The values so far.
 * @param key - The value's key.
 * @param create - Makes the value when `map` has none for `key`.
 * @returns The value for `key`.
 */
export function getOrCreate<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  if (map.has(key)) return map.get(key) as V;
  const value = create();
  map.set(key, value);
  return value;
}
