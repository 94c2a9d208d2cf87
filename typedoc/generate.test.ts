import {execFile} from 'node:child_process';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

import {afterAll, describe, expect, it} from 'vitest';

import {apiReferencePlugin} from '../src/config/apiReference';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Inside the repository, so TypeDoc resolves its plugins from the repository's node_modules. */
const sitesRoot = join(repoRoot, 'tests', '.throwaway-sites', 'typedoc-generate');
const [, siteOptions] = apiReferencePlugin;

/** A site with a one-file library, run through typedoc/generate.mjs with the site's own TypeDoc options. */
async function generate(name: string, source: string) {
  const siteDir = join(sitesRoot, name);
  await rm(siteDir, {recursive: true, force: true});
  await mkdir(join(siteDir, 'lib'), {recursive: true});
  await writeFile(join(siteDir, 'lib', 'index.ts'), source);
  await writeFile(
    join(siteDir, 'tsconfig.json'),
    JSON.stringify({compilerOptions: {strict: true, target: 'ES2022', module: 'ESNext'}, include: ['lib']}),
  );
  const options = {
    ...siteOptions,
    entryPoints: ['./lib/index.ts'],
    tsconfig: './tsconfig.json',
    // The validation plugin by its absolute path: the site is elsewhere.
    plugin: siteOptions.plugin.map((plugin) => join(repoRoot, plugin)),
  };
  const job = JSON.stringify({siteDir, docsPath: './docs', options});
  try {
    const {stdout, stderr} = await run(process.execPath, [join(repoRoot, 'typedoc', 'generate.mjs'), job]);
    return {exitCode: 0, output: `${stdout}${stderr}`, siteDir};
  } catch (error) {
    const failed = error as {code?: number; stdout?: string; stderr?: string};
    return {exitCode: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`, siteDir};
  }
}

describe('typedoc/generate.mjs (TypeDoc in a child process of the build)', () => {
  afterAll(() => rm(sitesRoot, {recursive: true, force: true}));

  it('writes the API pages of a documented library and exits 0', async () => {
    const {exitCode, output, siteDir} = await generate(
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
    expect({exitCode, output}).toMatchObject({exitCode: 0});
    expect(await readFile(join(siteDir, 'docs', 'api', 'globals.md'), 'utf8')).toContain('add');
  }, 60_000);

  it('fails, with TypeDoc validation message, when an export has no TSDoc', async () => {
    const {exitCode, output, siteDir} = await generate(
      'undocumented',
      'export function add(a: number, b: number): number {\n  return a + b;\n}\n',
    );
    expect(exitCode, output).not.toBe(0);
    expect(output).toContain('TypeDoc validation failed');
    await expect(readFile(join(siteDir, 'docs', 'api', 'globals.md'), 'utf8')).rejects.toThrow();
  }, 60_000);
});
