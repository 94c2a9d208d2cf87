import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import type {Plugin} from '@docusaurus/types';

/** The compilers `docusaurus build` closes: the client bundle's and the pre-rendering bundle's. */
const compilersInABuild = 2;

/**
 * A full garbage collection without starting Node with `--expose-gc`, as jest-leak-detector
 * does: a context created while the flag is set has `gc`, and the flag is unset again so that
 * no later context (pre-rendering's) has it.
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  gc();
}

/** What this plugin uses of a bundler's compiler: the hook it calls when it is closed. */
export interface ClosingCompiler {
  hooks: {shutdown: {tap: (name: string, callback: () => void) => void}};
}

/**
 * One bundler plugin for both compilers: once both are closed, `collect` runs on the next turn
 * of the event loop, when Docusaurus no longer holds them.
 *
 * @param collect - What to run then.
 * @param schedule - How to wait for that turn.
 * @returns The bundler plugin.
 */
export function afterBundling(
  collect: () => void,
  schedule: (run: () => void) => void = setImmediate,
): {apply: (compiler: ClosingCompiler) => void} {
  let closed = 0;
  return {
    apply(compiler) {
      compiler.hooks.shutdown.tap('inkwell-release-bundler-memory', () => {
        closed += 1;
        if (closed === compilersInABuild) schedule(collect);
      });
    },
  };
}

/**
 * Frees the bundler's memory before pre-rendering starts.
 *
 * @remarks
 * Rspack keeps a compilation's modules in native memory, released only when V8 collects the
 * JavaScript objects that hold them. V8 does not count that memory, so nothing makes it collect
 * them before pre-rendering, whose garbage then piles on top, and postBuild's on top of that;
 * all three grow with the pages. One full collection between bundling and pre-rendering
 * releases it, and pre-rendering's heap then grows from what is live. The pages are the same:
 * only when memory is collected changes. `docusaurus start` closes one compiler, when it
 * stops, so it never collects.
 *
 * @returns The plugin.
 * @example
 * plugins: [releaseBundlerMemory],
 */
export default function releaseBundlerMemory(): Plugin {
  const bundlerPlugin = afterBundling(collectGarbage);
  return {
    name: 'inkwell-release-bundler-memory',
    configureWebpack: () => ({plugins: [bundlerPlugin]}),
  };
}
