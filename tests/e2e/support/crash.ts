import type {Page} from '@playwright/test';

/**
 * Replaces the module whose source contains `marker` (a page's content chunk) with one whose
 * default export throws while `window.inkwellTestCrash` is true (it starts true), as a page
 * with a render bug would. Clearing the flag stands for the cause going away, so "Try again"
 * can be checked.
 *
 * It hooks the bundler's chunk queue (`self.webpackChunkinkwell_docs`) so the real,
 * minified chunk is served and only its module factory is wrapped.
 */
export async function crashPageModule(page: Page, marker: string): Promise<void> {
  await page.addInitScript((marker) => {
    type Factory = (module: {exports: Record<string, unknown>}, exports: unknown, require: unknown) => void;
    type ChunkData = [unknown, Record<string, Factory>, ...unknown[]];
    const key = 'webpackChunkinkwell_docs';
    const win = self as unknown as Record<string, unknown>;
    win.inkwellTestCrash = true;
    const wrapChunk = (data: ChunkData) => {
      const modules = data[1];
      for (const [id, factory] of Object.entries(modules)) {
        if (!String(factory).includes(marker)) continue;
        modules[id] = function (this: unknown, module, exports, require) {
          factory.call(this, module, exports, require);
          const original = module.exports.default as (props: unknown) => unknown;
          const Crashing = (props: unknown) => {
            if (win.inkwellTestCrash) {
              throw new Error('Injected render failure', {
                cause: new Error('The content module threw while rendering'),
              });
            }
            return original(props);
          };
          module.exports = {...module.exports, default: Crashing, __esModule: true};
        };
      }
      return data;
    };
    const queue: ChunkData[] = [];
    let runtimePush: ((data: ChunkData) => unknown) | undefined;
    Object.defineProperty(queue, 'push', {
      configurable: true,
      // The runtime binds the array's own push (read before it installs its callback) and
      // calls it from that callback, so the two must stay distinct functions.
      get: () => {
        const installed = runtimePush;
        return installed
          ? (data: ChunkData) => installed(wrapChunk(data))
          : (data: ChunkData) => Array.prototype.push.call(queue, wrapChunk(data));
      },
      set: (fn: (data: ChunkData) => unknown) => {
        runtimePush = fn;
      },
    });
    win[key] = queue;
  }, marker);
}
