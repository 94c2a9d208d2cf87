import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginOptions} from '@docusaurus/types';
import {phaseLine} from '../../scripts/bench/phases.mjs';
import {inputsHash, isCurrent, stamp} from '../../scripts/cache/inputsHash.mjs';
import {runNodeChild} from './nodeChild';

/** What the API pages are made from, relative to the site: the library's source and TypeDoc's own plugins. */
const inputs = [
  'packages/inkwell/src',
  'packages/inkwell/package.json',
  'packages/inkwell/tsconfig.json',
  'packages/inkwell/tsconfig.build.json',
  'typedoc',
];
const tools = ['typedoc', 'typedoc-plugin-markdown', 'docusaurus-plugin-typedoc'];

/** The docs plugin's folder, which the TypeDoc theme writes the sidebar for: the classic preset's, as docusaurus-plugin-typedoc reads it. */
function docsPath(context: LoadContext): string {
  for (const preset of context.siteConfig.presets) {
    const docs = Array.isArray(preset) ? (preset[1] as {docs?: {path?: string}} | undefined)?.docs : undefined;
    if (docs) return docs.path ?? './docs';
  }
  return './docs';
}

/**
 * docusaurus-plugin-typedoc, skipped when its inputs are unchanged, and live under `npm start`.
 *
 * @remarks
 * TypeDoc takes 2-3 s of a cold build or start (its program: typedoc/tsconfig.api-reference.json). It runs in a child process
 * (typedoc/generate.mjs), so its TypeScript program does not stay in the build's memory. The hash of its inputs (the library's
 * source, TypeDoc's plugins, the options and the tools' versions) is stamped beside the
 * generated pages; a start or build with the same hash keeps them. Under `npm start`, a
 * change to the library's source regenerates the pages (the docs plugin then reloads them).
 */
export default async function cachedApiReference(context: LoadContext, options: PluginOptions): Promise<Plugin> {
  const {siteDir} = context;
  if (typeof options.out !== 'string')
    throw new Error('api-reference: `out` (where TypeDoc writes the pages) is required.');
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
      join(siteDir, 'typedoc', 'generate.mjs'),
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
