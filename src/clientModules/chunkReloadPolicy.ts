/** A failed first load is retried by one reload; a second failure this soon is left alone. */
export const RELOAD_GUARD_MS = 30_000;

/** Bundlers name a failed dynamic import's error this; the message is the fallback check. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(reason.message);
}

/**
 * Whether to reload after a chunk failed before the page hydrated. `lastReloadAt` is when
 * this tab last reloaded for that reason, or null; reloading again within the guard window
 * would loop on a chunk that is really gone, so the static page is left as it is.
 */
export function shouldReloadForChunkError(reason: unknown, lastReloadAt: number | null, now: number): boolean {
  if (!isChunkLoadError(reason)) return false;
  return lastReloadAt === null || now - lastReloadAt > RELOAD_GUARD_MS;
}
