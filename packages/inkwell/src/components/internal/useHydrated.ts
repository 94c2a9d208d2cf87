'use client';

/**
 * Whether React has taken over the server's HTML on this screen.
 *
 * @internal
 * @module
 */
import {useSyncExternalStore} from 'react';

const neverChanges = (): (() => void) => () => undefined;

/**
 * `false` in the server's HTML and during hydration, `true` from then on. A button whose work
 * is a click handler stays disabled until then, so an early click is never silently lost.
 *
 * @returns Whether click handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
