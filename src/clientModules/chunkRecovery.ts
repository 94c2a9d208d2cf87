// Docusaurus reloads when a route's code fails during client navigation, but not when it
// fails on the first load: the page then stays unhydrated. Reload once in that case too,
// which is what a tab left open across a deploy needs.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {shouldReloadForChunkError} from './chunkReloadPolicy';

const storageKey = 'inkwell.chunkReloadAt';

function readLastReload(): number | null {
  try {
    const value = sessionStorage.getItem(storageKey);
    return value === null ? null : Number(value);
  } catch {
    // Storage blocked: pretend a reload just happened, so a failure can never loop.
    return Date.now();
  }
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (document.documentElement.dataset.hasHydrated === 'true') return;
    const now = Date.now();
    if (!shouldReloadForChunkError(event.reason, readLastReload(), now)) return;
    try {
      sessionStorage.setItem(storageKey, String(now));
    } catch {
      return;
    }
    window.location.reload();
  });
}
