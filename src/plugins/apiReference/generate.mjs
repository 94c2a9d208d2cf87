// @ts-check
// TypeDoc, with typedoc-plugin-markdown and its Docusaurus theme, in a process of its own for
// the apiReference plugin (index.ts): its TypeScript program is the largest heap of the build,
// and here it is returned when the process exits. It bootstraps TypeDoc with those two
// plugins, converts and renders, with every path resolved against the site, so it needs no
// Docusaurus context.
//   node generate.mjs '<json: {siteDir, docsPath, options}>'
import {existsSync, mkdirSync, rmSync} from 'node:fs';
import {isAbsolute, join} from 'node:path';
import {Application, PackageJsonReader, TSConfigReader, TypeDocReader} from 'typedoc';

/**
 * TypeDoc's options for the site: the plugin's options with their site-relative paths made
 * absolute, and the theme's `docsPath`, where the sidebar it writes points.
 * @param {{siteDir: string, docsPath: string, options: Record<string, unknown> & {out: string, plugin?: string[]}}} job
 * @returns {import('typedoc').TypeDocOptions & Record<string, unknown>}
 */
export function typedocOptions({siteDir, docsPath, options}) {
  const fromSite = (/** @type {string} */ path) => (isAbsolute(path) ? path : join(siteDir, path));
  const local = (/** @type {string} */ path) => (path.startsWith('.') ? fromSite(path) : path);
  // `id` names the Docusaurus plugin; TypeDoc has no such option.
  const {id: _id, ...rest} = options;
  return {
    docsPath: fromSite(docsPath),
    numberPrefixParser: true,
    ...rest,
    out: fromSite(options.out),
    ...(Array.isArray(rest.entryPoints) && {entryPoints: rest.entryPoints.map((entry) => local(String(entry)))}),
    ...(typeof rest.tsconfig === 'string' && {tsconfig: fromSite(rest.tsconfig)}),
    plugin: [...new Set(['typedoc-plugin-markdown', 'typedoc-docusaurus-theme', ...(options.plugin ?? []).map(local)])],
  };
}

const [json] = process.argv.slice(2);
if (!json) throw new Error('usage: node generate.mjs \'{"siteDir": …, "docsPath": …, "options": …}\'');
const options = typedocOptions(JSON.parse(json));
const out = String(options.out);
const entry = join(out, `${String(options.entryFileName ?? 'index')}.md`);
rmSync(entry, {force: true});
mkdirSync(out, {recursive: true});
const app = await Application.bootstrapWithPlugins(options, [
  new TypeDocReader(),
  new PackageJsonReader(),
  new TSConfigReader(),
]);
const project = await app.convert();
if (project) await app.generateOutputs(project);
// TypeDoc returns no project when it cannot convert; no entry page means that happened (or
// the validation plugin failed it), and the build must not go on with a stale or empty API reference.
if (!existsSync(entry)) {
  console.error(`[api-reference] TypeDoc wrote no ${entry}: see its messages above.`);
  process.exit(1);
}
