import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

import type {LoadContext} from '@docusaurus/types';
import docusaurusPluginTypedoc from 'docusaurus-plugin-typedoc';
import {afterAll, describe, expect, it} from 'vitest';

import {apiReferencePlugin} from '../../config/apiReference';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Inside the repository, so TypeDoc resolves its plugins from the repository's node_modules. */
const sitesRoot = join(repoRoot, 'tests', '.throwaway-sites', 'typedoc-generate');
const [, siteOptions] = apiReferencePlugin;
const defaultTsconfig = {compilerOptions: {strict: true, target: 'ES2022', module: 'ESNext'}, include: ['lib']};

/** Runs docusaurus-plugin-typedoc as Docusaurus loads it, with the site's own options; the error it stopped with, if any. */
async function runPlugin(siteDir: string, options: object): Promise<Error | undefined> {
  const context = {siteDir, siteConfig: {presets: []}} as unknown as LoadContext;
  try {
    await docusaurusPluginTypedoc(context, options);
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

/** Every file under `dir`, by its path inside it, with its text. */
async function tree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length + 1), await readFile(path, 'utf8'));
  }
  return files;
}

/** A site with a one-file library, run through the plugin with the site's own TypeDoc options. */
async function generate(name: string, source: string, tsconfig: object = defaultTsconfig) {
  const siteDir = join(sitesRoot, name);
  await rm(siteDir, {recursive: true, force: true});
  await mkdir(join(siteDir, 'lib'), {recursive: true});
  await writeFile(join(siteDir, 'lib', 'index.ts'), source);
  await writeFile(join(siteDir, 'tsconfig.json'), JSON.stringify(tsconfig));
  // TypeDoc resolves paths from the working folder, the repository: these are absolute.
  const options = {
    ...siteOptions,
    entryPoints: [join(siteDir, 'lib', 'index.ts')],
    tsconfig: join(siteDir, 'tsconfig.json'),
    out: join(siteDir, 'docs', 'api'),
    plugin: siteOptions.plugin.map((plugin) => join(repoRoot, plugin)),
  };
  return {error: await runPlugin(siteDir, options), siteDir};
}

describe('the API reference plugin (docusaurus-plugin-typedoc with our TypeDoc plugins)', () => {
  afterAll(() => rm(sitesRoot, {recursive: true, force: true}));

  it('writes the API pages of a documented library', async () => {
    const {error, siteDir} = await generate(
      'documented',
      [
        '/**',
        ' * Adds two numbers.',
        ' * @param a - The first.',
        ' * @param b - The second.',
        ' * @returns Their sum.',
        ' * @example',
        ' * ```ts',
        ' * add(1, 2);',
        ' * ```',
        ' */',
        'export function add(a: number, b: number): number {',
        '  return a + b;',
        '}',
      ].join('\n'),
    );
    expect(error).toBeUndefined();
    expect(await readFile(join(siteDir, 'docs', 'api', 'globals.md'), 'utf8')).toContain('add');
  }, 60_000);

  it('fails, with TypeDoc validation message, when an export has no TSDoc', async () => {
    const {error, siteDir} = await generate(
      'undocumented',
      'export function add(a: number, b: number): number {\n  return a + b;\n}\n',
    );
    expect(error?.message).toContain('TypeDoc validation failed');
    await expect(readFile(join(siteDir, 'docs', 'api', 'globals.md'), 'utf8')).rejects.toThrow();
  }, 60_000);

  it('fails, naming the place, when a public type comes from a package TypeDoc does not load', async () => {
    const {error, siteDir} = await generate(
      'unloaded-type',
      [
        "import type React from 'react';",
        '/** What {@link frame} takes. */',
        'export interface FrameProps {',
        '  /** What it frames. */',
        '  children?: React.ReactNode;',
        '}',
        '/**',
        ' * Frames its children.',
        ' * @param props - What it frames.',
        ' * @example',
        ' * ```ts',
        " * frame({children: 'text'});",
        ' * ```',
        ' */',
        'export function frame(props: FrameProps): void {',
        '  void props;',
        '}',
      ].join('\n'),
      // The library's compiler options with tsconfig.api-reference.json's noResolve, without the React types it adds.
      {
        extends: join(repoRoot, 'packages', 'inkwell', 'tsconfig.build.json'),
        compilerOptions: {noResolve: true, rootDir: 'lib'},
        include: ['lib'],
      },
    );
    expect(error?.message).toContain('TypeDoc found the type `any` in the API reference, at FrameProps > children.');
    await expect(readFile(join(siteDir, 'docs', 'api', 'globals.md'), 'utf8')).rejects.toThrow();
  }, 60_000);

  it('writes the same API reference from its trimmed program (tsconfig.api-reference.json) as from every package the library imports', async () => {
    // The site's own options, into throwaway folders: once as the build runs TypeDoc, once
    // with the library's build tsconfig, which follows every import into node_modules.
    const into = (out: string, tsconfig: string) =>
      runPlugin(repoRoot, {...siteOptions, tsconfig, out: relative(repoRoot, join(sitesRoot, out))});
    expect(await into('trimmed', siteOptions.tsconfig)).toBeUndefined();
    expect(await into('full', './packages/inkwell/tsconfig.build.json')).toBeUndefined();
    // The sidebar's ids name the output folder; nothing else may differ.
    const pages = async (out: string) =>
      new Map(
        [...(await tree(join(sitesRoot, out)))].map(([path, text]) => [
          path,
          text.replaceAll(`typedoc-generate/${out}/`, ''),
        ]),
      );
    const [trimmedPages, fullPages] = await Promise.all([pages('trimmed'), pages('full')]);
    expect(trimmedPages.size).toBeGreaterThan(10);
    expect([...trimmedPages.keys()].sort()).toEqual([...fullPages.keys()].sort());
    for (const [path, text] of fullPages) expect(trimmedPages.get(path), path).toBe(text);
  }, 180_000);
});
