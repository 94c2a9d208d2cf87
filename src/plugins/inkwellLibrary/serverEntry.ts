import type {Configuration} from 'webpack';

/**
 * The pre-rendering bundle's entry with `modulePath` evaluated first, in the entry chunk.
 *
 * @remarks
 * Docusaurus builds its server bundle without `splitChunks`, so a module that several route
 * chunks import, and that no chunk above them holds, is copied into each of them: the demos'
 * server markup (and with it the library's source) would be written, parsed and kept in
 * memory once per page with a demo. The bundler leaves out of a lazily loaded chunk what
 * the entry chunk already holds, so with the module in the entry, every route chunk shares
 * one copy. The entry's own module stays last: its exports are the bundle's exports.
 *
 * @param entry - The server configuration's `entry`, as Docusaurus creates it (`{main: …}`).
 * @param modulePath - The module to hold once, in the entry chunk.
 * @returns The `entry` to return from `configureWebpack`, with `'entry.main': 'replace'` as
 * its merge strategy.
 * @example
 * configureWebpack(config, isServer) {
 *   if (!isServer) return {};
 *   return {entry: serverEntryWith(config.entry, demosPath), mergeStrategy: {'entry.main': 'replace'}};
 * }
 */
export function serverEntryWith(entry: Configuration['entry'], modulePath: string): {main: string[]} {
  const main: unknown = entry && typeof entry === 'object' && !Array.isArray(entry) ? entry.main : undefined;
  const modules = typeof main === 'string' ? [main] : Array.isArray(main) ? main.map(String) : undefined;
  if (!modules?.length) {
    throw new Error(
      `[inkwell-library] The server bundle's entry is not {main: <module>} (got ${JSON.stringify(entry)}); ` +
        'src/plugins/inkwellLibrary/serverEntry.ts needs updating for this Docusaurus version.',
    );
  }
  return {main: [modulePath, ...modules.filter((path) => path !== modulePath)]};
}
