/** How long idle work may wait for an idle moment before it runs anyway. */
export const idleTimeoutMs = 2000;

/**
 * Runs `task` when the browser is next idle (at the latest after `idleTimeoutMs`), so work a
 * reader does not need yet stays out of the page's first tasks. Safari has no
 * requestIdleCallback: a timeout stands in.
 *
 * @returns a function that cancels the task if it has not run
 */
export function whenIdle(task: () => void, win: Window & typeof globalThis = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, {timeout: idleTimeoutMs});
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(task, 1);
  return () => win.clearTimeout(handle);
}
