import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginOptions} from '@docusaurus/types';
import {inputsHash, isCurrent, stamp} from '../shared/inputsHash.mjs';
import {phaseLine} from '../shared/phaseLine.mjs';
import {runNodeChild} from '../shared/runNodeChild';

/** What the API pages are made from, relative to the site: the library's source and this folder (TypeDoc's program and plugins). */
const inputs = [
  'packages/inkwell/src',
  'packages/inkwell/package.json',
  'packages/inkwell/tsconfig.json',
  'packages/inkwell/tsconfig.build.json',
  'src/plugins/apiReference',
];
const tools = ['typedoc', 'typedoc-plugin-markdown', 'typedoc-docusaurus-theme'];

/** The docs plugin's folder, which the TypeDoc theme writes the sidebar for: the classic preset's. */
function docsPath(context: LoadContext): string {
  for (const preset of context.siteConfig.presets) {
    const docs = Array.isArray(preset) ? (preset[1] as {docs?: {path?: string}} | undefined)?.docs : undefined;
    if (docs) return docs.path ?? './docs';
  }
  return './docs';
}

/** The plugin's options are TypeDoc's, with `out` relative to the site. */
function isTypeDocOptions(options: unknown): options is PluginOptions & {out: string} {
  return typeof options === 'object' && options !== null && typeof (options as {out?: unknown}).out === 'string';
}

/**
 * The API reference: TypeDoc's Markdown pages and sidebar for the library, written into the
 * docs before they load, skipped when their inputs are unchanged, and live under `npm start`.
 *
 * @remarks
 * TypeDoc runs in a child process (generate.mjs), so its TypeScript program (its files:
 * tsconfig.api-reference.json) does not stay in the build's memory. The hash of its inputs
 * (the library's source, this folder, the options and the tools' versions) is stamped beside
 * the generated pages; a start or build with the same hash keeps them. Under `npm start`, a
 * change to the library's source regenerates the pages (the docs plugin then reloads them).
 */
export default async function apiReference(context: LoadContext, options: unknown): Promise<Plugin> {
  const {siteDir} = context;
  if (!isTypeDocOptions(options)) throw new Error('api-reference: `out` (where TypeDoc writes the pages) is required.');
  const out = join(siteDir, options.out);
  const stampFile = join(out, '.inputs-sha256');
  const versions = tools.map(
    (tool) =>
      `${tool} ${(JSON.parse(readFileSync(join(siteDir, 'node_modules', tool, 'package.json'), 'utf8')) as {version: string}).version}`,
  );
  const currentHash = () => inputsHash(siteDir, inputs, JSON.stringify({options, versions}));

  const generate = async (reason: string) => {
    const hash = currentHash();
    if (isCurrent(stampFile, hash)) return false;
    const started = performance.now();
    await runNodeChild(
      require.resolve('./generate.mjs'),
      [JSON.stringify({siteDir, docsPath: docsPath(context), options})],
      '[api-reference] TypeDoc',
    );
    stamp(stampFile, hash);
    console.log(`[api-reference] TypeDoc ${reason}: ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    console.log(phaseLine('TypeDoc (in plugin start-up)', performance.now() - started));
    return true;
  };

  if (!(await generate('ran (inputs changed)')))
    console.log('[api-reference] TypeDoc skipped: inputs unchanged since the last run.');

  return {
    name: 'inkwell-api-reference',
    getPathsToWatch() {
      return inputs.map((input) => join(siteDir, input, '**/*'));
    },
    async loadContent() {
      // Runs again whenever a watched file changes under `npm start`.
      await generate('re-ran for a change to the library');
    },
  };
}
