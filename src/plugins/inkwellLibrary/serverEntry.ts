import type {Configuration} from 'webpack';

/**
 * The server bundle's entry with `modulePath` evaluated first, in the entry chunk.
 *
 * @remarks
 * Docusaurus builds its server bundle without `splitChunks`, so a module several route chunks
 * import is copied into each of them; a module the entry chunk holds is shared. The entry's own
 * module stays last: its exports are the bundle's exports.
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
