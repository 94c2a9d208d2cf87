import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ignored = new Set(['node_modules', 'dist', 'docs', '.inkwell']);

/** Every source file of the package: its code, tests and scripts. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (ignored.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(?:ts|tsx|mjs|cjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The relative paths a file imports or requires. */
function relativeSpecifiers(code: string): string[] {
  const found = code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g);
  return [...found].map((match) => match[1] ?? '');
}

describe('the library stands on its own', () => {
  it('imports nothing outside its own folder (never the site, its scripts/ or its tests/)', () => {
    const outside = sourceFiles(packageDir).flatMap((file) =>
      relativeSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => relative(packageDir, resolve(dirname(file), specifier)).startsWith('..'))
        .map((specifier) => `${relative(packageDir, file)}: ${specifier}`),
    );
    expect(outside).toEqual([]);
  });

  it('runs no npm script from outside its own folder', () => {
    const {scripts} = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(Object.entries(scripts).filter(([, command]) => command.includes('../'))).toEqual([]);
  });
});
