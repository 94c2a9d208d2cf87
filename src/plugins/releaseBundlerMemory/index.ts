import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import type {Plugin} from '@docusaurus/types';

/** A full garbage collection without `--expose-gc`, as jest-leak-detector does it. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  gc();
}

export interface ClosingCompiler {
  hooks: {shutdown: {tap: (name: string, callback: () => void) => void}};
}

/**
 * One bundler plugin for both compilers (client and server): once both are closed, `collect`
 * runs on the next turn of the event loop, when Docusaurus no longer holds them.
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
        if (closed === 2) schedule(collect);
      });
    },
  };
}

/**
 * Frees the bundler's memory before pre-rendering starts: Rspack keeps a compilation's modules
 * in native memory, which V8 does not count, released only when V8 collects the objects that
 * hold them. `docusaurus start` closes one compiler, so it never collects.
 */
export default function releaseBundlerMemory(): Plugin {
  const bundlerPlugin = afterBundling(collectGarbage);
  return {
    name: 'inkwell-release-bundler-memory',
    configureWebpack: () => ({plugins: [bundlerPlugin]}),
  };
}
