import {builtinModules} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Every Node built-in under its `node:` spelling (`node:fs`, `node:fs/promises`), mapped to
 * an empty object.
 *
 * @remarks
 * These become externals of the client bundle: an import of one yields `{}` instead of
 * failing the build. An alias to `false` is not enough, because Rspack refuses the `node:`
 * URL scheme before it resolves aliases. Bare names (`events`, `buffer`, `url`) are left
 * alone: in a browser build they name npm packages that other dependencies use.
 */
export function browserExternals(modules: readonly string[] = builtinModules): Record<string, string> {
  const externals: Record<string, string> = {};
  for (const name of modules) {
    if (name.startsWith('_')) continue; // internal modules such as `_http_agent`
    externals[`node:${name.replace(/^node:/, '')}`] = '{}';
  }
  return externals;
}

/**
 * Lets the docs import the real `@inkwell/cms` package in the browser bundle.
 *
 * @remarks
 * The package's entry exports the React components the docs demo and, beside them, the server
 * (`Inkwell`, `InkwellAuth`). The server reaches Node-only modules (the file store's
 * `node:fs`) only through `import()` on first use, which the demos never make, but the
 * bundler still follows those imports and fails on the `node:` scheme. For the client build
 * only, every Node built-in becomes an empty module; the server build (static site
 * generation, running in Node) keeps the real ones.
 */
export default function nodeBuiltinsForBrowser(_context: LoadContext): Plugin {
  return {
    name: 'inkwell-node-builtins-for-browser',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {externals: browserExternals()};
    },
  };
}
