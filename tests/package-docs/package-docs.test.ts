/**
 * The @inkwell/cms tarball carries the docs coding agents read: `npm pack` of the library (as
 * publishing runs it, prepack included), unpacked, must hold every Markdown twin of the site's
 * guides and API pages byte for byte, an AGENTS.md that points to them, and the version the
 * site documents. Reads the site's `build/`, so `npm test` runs it after the production build.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  compareShippedDocs,
  documentedVersion,
  twinFiles,
} from '../../packages/inkwell/scripts/package-docs/packageDocs.mjs';

const repoRoot = resolve(__dirname, '..', '..');
const buildDir = join(repoRoot, 'build');
const libraryDir = join(repoRoot, 'packages', 'inkwell');

let work = '';
let unpacked = '';

beforeAll(() => {
  if (!existsSync(join(buildDir, 'index.html')))
    throw new Error('This test reads the docs site build: run `npm run build` first.');
  if (!existsSync(join(libraryDir, 'dist', 'index.js')))
    throw new Error('This test packs the built library: run `npm run build:lib` first.');
  work = mkdtempSync(join(tmpdir(), 'inkwell-package-docs-'));
  execFileSync('npm', ['pack', '--pack-destination', work], {
    cwd: libraryDir,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    stdio: 'pipe',
  });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack left no tarball in ${work}`);
  execFileSync('tar', ['-xzf', tarball], {cwd: work});
  unpacked = join(work, 'package');
});

afterAll(() => {
  if (work) rmSync(work, {recursive: true, force: true});
});

describe('the @inkwell/cms tarball', () => {
  it("has every Markdown twin of the site's guides and API pages, byte for byte, and no other page", () => {
    const twins = twinFiles(buildDir);
    expect(twins).toEqual(
      expect.arrayContaining([
        'getting-started/create-new-project.md',
        'getting-started/add-to-existing-project.md',
        'api/variables/Inkwell.md',
      ]),
    );
    expect(compareShippedDocs(buildDir, join(unpacked, 'docs'))).toEqual({missing: [], stale: [], extra: []});
  });

  it('has the version the site documents', () => {
    const {version} = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8')) as {version: string};
    expect(version).toBe(documentedVersion(buildDir));
  });

  it('has an AGENTS.md at its root that names the version and where the docs are, and every page it names', () => {
    const {version} = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8')) as {version: string};
    const agents = readFileSync(join(unpacked, 'AGENTS.md'), 'utf8');
    expect(agents).toContain(`\`@inkwell/cms\` ${version}`);
    expect(agents).toContain('`node_modules/@inkwell/cms/docs/`');
    const named = [...agents.matchAll(/`(docs\/[^`]+\.md)`/g)].map((match) => match[1] ?? '');
    // The "Read first" table and the list of every page.
    expect(new Set(named).size).toBe(twinFiles(buildDir).length);
    for (const path of named) expect(existsSync(join(unpacked, path)), `${path}, named in AGENTS.md`).toBe(true);
    for (const task of ['getting-started/create-new-project.md', 'getting-started/add-to-existing-project.md'])
      expect(agents).toMatch(new RegExp(`\\| Add Inkwell .*\\| \`docs/${task.replace('.', '\\.')}\` \\|`));
  });
});
