import {writeFileSync} from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The parts of the bundler's stats JSON that size a bundle: its assets, chunks and modules. */
const statsOptions = {
  all: false,
  assets: true,
  chunks: true,
  chunkModules: true,
  chunkModulesSpace: 100_000,
  nestedModules: true,
  nestedModulesSpace: 100_000,
  dependentModules: true,
  modules: false,
  ids: true,
} as const;

/**
 * With `INKWELL_BUNDLE_STATS=<file>`, writes the client bundle's stats (chunks, their modules
 * and sizes) there: what a first visit loads, module by module. Off otherwise.
 */
export default function bundleStats(_context: LoadContext): Plugin {
  return {
    name: 'inkwell-bundle-stats',
    configureWebpack(_config, isServer) {
      const target = process.env.INKWELL_BUNDLE_STATS;
      if (isServer || !target) return {};
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: {done: {tap(name: string, callback: (stats: {toJson(options: object): unknown}) => void): void}};
            }) {
              compiler.hooks.done.tap('inkwell-bundle-stats', (stats) =>
                writeFileSync(target, JSON.stringify(stats.toJson(statsOptions))),
              );
            },
          },
        ],
      };
    },
  };
}
