import {readFile} from 'node:fs/promises';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every module specifier a file imports at load time (not `import type`, not `import()`). */
function staticImports(source: string): string[] {
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Packages loaded when `@inkwell/cms` is imported, by walking its static import graph. */
async function packagesLoadedAtImport(entry: string, seen = new Set<string>()): Promise<Set<string>> {
  const packages = new Set<string>();
  if (seen.has(entry)) return packages;
  seen.add(entry);
  for (const specifier of staticImports(await readFile(entry, 'utf8'))) {
    if (specifier.startsWith('.')) {
      const target = resolve(dirname(entry), specifier.replace(/\.js$/, ''));
      const file = await readFile(`${target}.ts`).then(
        () => `${target}.ts`,
        () => `${target}.tsx`,
      );
      for (const name of await packagesLoadedAtImport(file, seen)) packages.add(name);
    } else {
      packages.add(specifier);
    }
  }
  return packages;
}

describe('provider SDKs', () => {
  it('are not loaded by importing @inkwell/cms: createDataStore and createMediaStorage import them on first use', async () => {
    const loaded = [...(await packagesLoadedAtImport(join(src, 'index.ts')))];
    expect(loaded.filter((name) => name === 'mongodb' || name.startsWith('@aws-sdk/'))).toEqual([]);
    // The walk does see packages: it would notice an SDK if one were imported statically.
    expect(loaded).toContain('zod');
  });

  it.each([
    ['store/index.ts', ['./file-store.js', './mongodb/store.js', './dynamodb/store.js']],
    ['media/index.ts', ['./local.js', './s3.js', './cloudinary.js']],
  ])('%s imports each provider module dynamically', async (file, modules) => {
    const source = await readFile(join(src, file), 'utf8');
    for (const module of modules) expect(source).toContain(`await import('${module}')`);
  });
});
