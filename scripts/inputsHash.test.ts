import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it, onTestFinished} from 'vitest';
import {inputFiles, inputsHash, isCurrent, stamp} from './inputsHash.mjs';

function tree(): string {
  const root = mkdtempSync(join(tmpdir(), 'inputs-hash-'));
  onTestFinished(() => rmSync(root, {recursive: true, force: true}));
  mkdirSync(join(root, 'src', 'components'), {recursive: true});
  writeFileSync(join(root, 'src', 'index.ts'), 'export {a} from "./components/a.js";\n');
  writeFileSync(join(root, 'src', 'components', 'a.ts'), '/** A. */\nexport const a = 1;\n');
  writeFileSync(join(root, 'tsconfig.json'), '{}');
  return root;
}

describe('inputsHash', () => {
  it('lists files under folders and single files, sorted, and skips paths that do not exist', () => {
    expect(inputFiles(tree(), ['tsconfig.json', 'src', 'missing'])).toEqual([
      'src/components/a.ts',
      'src/index.ts',
      'tsconfig.json',
    ]);
  });

  it('changes when a TSDoc comment, a file name or the extra inputs change, and only then', () => {
    const root = tree();
    const before = inputsHash(root, ['src', 'tsconfig.json'], 'typedoc 0.28');
    expect(inputsHash(root, ['src', 'tsconfig.json'], 'typedoc 0.28')).toBe(before);
    expect(inputsHash(root, ['src', 'tsconfig.json'], 'typedoc 0.29')).not.toBe(before);
    writeFileSync(join(root, 'src', 'components', 'a.ts'), '/** A, edited. */\nexport const a = 1;\n');
    const edited = inputsHash(root, ['src', 'tsconfig.json'], 'typedoc 0.28');
    expect(edited).not.toBe(before);
    writeFileSync(join(root, 'src', 'components', 'b.ts'), '');
    expect(inputsHash(root, ['src', 'tsconfig.json'], 'typedoc 0.28')).not.toBe(edited);
  });

  it('reads a stamp as current only for the same hash', () => {
    const root = tree();
    const stampFile = join(root, '.inputs-sha256');
    expect(isCurrent(stampFile, 'abc')).toBe(false);
    stamp(stampFile, 'abc');
    expect(isCurrent(stampFile, 'abc')).toBe(true);
    expect(isCurrent(stampFile, 'abd')).toBe(false);
  });
});
