// @ts-check
// Runs docusaurus-plugin-typedoc's generation in a process of its own, for
// src/plugins/cachedApiReference.ts. In the Docusaurus process TypeDoc's TypeScript program
// stayed in memory for the rest of the build (about 300 MB of heap), and its ESM modules
// went through Docusaurus's module loader; here Node loads them natively and the memory is
// returned when the process exits.
//   node typedoc/generate.mjs '<json: {siteDir, docsPath, options}>'
import {existsSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import typedocPlugin from 'docusaurus-plugin-typedoc';

const [json] = process.argv.slice(2);
if (!json) throw new Error('usage: node typedoc/generate.mjs \'{"siteDir": …, "docsPath": …, "options": …}\'');
/** @type {{siteDir: string, docsPath: string, options: Record<string, unknown> & {out: string, entryFileName?: string}}} */
const {siteDir, docsPath, options} = JSON.parse(json);
// The plugin reads only the site folder and the docs preset's path from the context.
const context = /** @type {Parameters<typeof typedocPlugin>[0]} */ (
  /** @type {unknown} */ ({siteDir, siteConfig: {presets: [['classic', {docs: {path: docsPath}}]]}})
);
// It resolves `out` against the working directory, as the Docusaurus CLI's is the site.
process.chdir(siteDir);
const entry = join(siteDir, options.out, `${options.entryFileName ?? 'index'}.md`);
rmSync(entry, {force: true});
await typedocPlugin(context, /** @type {Parameters<typeof typedocPlugin>[1]} */ (options));
// The plugin returns quietly when TypeDoc cannot convert the project; no entry page means
// that happened, and the build must not go on with a stale or empty API reference.
if (!existsSync(entry)) {
  console.error(`[api-reference] TypeDoc wrote no ${entry}: see its messages above.`);
  process.exit(1);
}
