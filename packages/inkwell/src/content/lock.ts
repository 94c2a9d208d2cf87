/**
 * An in-process lock for rules that read and then write (the last admin, setup), so two
 * requests cannot both pass the check before either writes.
 *
 * @module
 */

const queues = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `task` after every earlier task for the same `key` has settled.
 *
 * @param key - What is being protected, such as the data store.
 * @param task - The check-then-write to run alone.
 * @returns What `task` returns.
 */
export function exclusive<R>(key: object, task: () => Promise<R>): Promise<R> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(task, task);
  queues.set(
    key,
    next.catch(() => undefined),
  );
  return next;
}
