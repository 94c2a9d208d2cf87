import {builtinModules} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Every Node built-in under its `node:` spelling (`node:fs`, `node:fs/promises`), mapped to
 * `false`.
 *
 * @remarks `false` is the bundler's "empty module" (webpack and Rspack alike), so an import of
 * it resolves to `{}` instead of failing the build. Bare names (`events`, `buffer`, `url`)
 * are left alone: in a browser build they name npm packages that other dependencies use.
 */
export function browserAliases(modules: readonly string[] = builtinModules): Record<string, false> {
  const aliases: Record<string, false> = {};
  for (const name of modules) {
    if (name.startsWith('_')) continue; // internal modules such as `_http_agent`
    const bare = name.replace(/^node:/, '');
    aliases[`node:${bare}`] = false;
  }
  return aliases;
}

/**
 * Lets the docs import the real `@inkwell/cms` package in the browser bundle.
 *
 * @remarks
 * The package's entry exports the React components the docs demo and, beside them, the server
 * (`Inkwell`, `InkwellAuth`). The server reaches Node-only modules (the file store's
 * `node:fs`) only through `import()` on first use, which the demos never make, but the
 * bundler still follows those imports and fails on the `node:` scheme. For the client build
 * only, this resolves every Node built-in to an empty module; the server build (static site
 * generation, running in Node) keeps the real ones.
 */
export default function nodeBuiltinsForBrowser(_context: LoadContext): Plugin {
  return {
    name: 'inkwell-node-builtins-for-browser',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: browserAliases()}};
    },
  };
}
