import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  AGENTS_TEMPLATE,
  agentsMd,
  compareShippedDocs,
  documentedVersion,
  twinFiles,
  writePackageDocs,
} from './packageDocs.mjs';

let work: string;
let buildDir: string;
let packageDir: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, text);
}

/** A site build with the pages AGENTS.md's template points to, describing `version`. */
function fakeBuild(version: string): void {
  write(
    join(buildDir, 'index.html'),
    `<footer><div>These docs describe @inkwell/cms <!-- -->${version}<!-- -->.</div></footer>`,
  );
  const template = readFileSync(AGENTS_TEMPLATE, 'utf8');
  for (const [, path = ''] of template.matchAll(/`docs\/([^`]+\.md)`/g)) {
    write(join(buildDir, 'docs', path), `# ${path}\n\nText of ${path}.\n`);
  }
  write(join(buildDir, 'docs', 'using-inkwell', 'users.md'), '# Users\n\nAdd the people who write with you.\n');
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'package-docs-'));
  buildDir = join(work, 'build');
  packageDir = join(work, 'package');
  write(join(packageDir, 'package.json'), JSON.stringify({name: '@inkwell/cms', version: '1.2.3'}));
});

afterEach(() => rmSync(work, {recursive: true, force: true}));

describe('writePackageDocs', () => {
  it('copies every twin into docs/ and writes AGENTS.md with the version and every page', () => {
    fakeBuild('1.2.3');
    write(join(packageDir, 'docs', 'removed-page.md'), '# A page the site no longer has\n');

    expect(writePackageDocs({buildDir, packageDir})).toEqual({version: '1.2.3', pages: twinFiles(buildDir).length});

    expect(compareShippedDocs(buildDir, join(packageDir, 'docs'))).toEqual({missing: [], stale: [], extra: []});
    const agents = readFileSync(join(packageDir, 'AGENTS.md'), 'utf8');
    expect(agents).toContain('`@inkwell/cms` 1.2.3');
    expect(agents).toContain('`node_modules/@inkwell/cms/docs/`');
    expect(agents).toContain('- `docs/using-inkwell/users.md`: Users');
    expect(agents).not.toContain('{{');
  });

  it('fails, saying to build the site, when there is no build', () => {
    expect(() => writePackageDocs({buildDir, packageDir})).toThrow(/has not been built\. Run `npm run build`/);
    expect(existsSync(join(packageDir, 'AGENTS.md'))).toBe(false);
  });

  it('fails when the site describes another version of the package', () => {
    fakeBuild('1.2.2');
    expect(() => writePackageDocs({buildDir, packageDir})).toThrow(
      /describes @inkwell\/cms 1\.2\.2, and the package is 1\.2\.3\. Rebuild the site/,
    );
  });
});

describe('documentedVersion', () => {
  it("reads the footer's version, with or without React's text separators", () => {
    write(join(buildDir, 'index.html'), '<div>These docs describe @inkwell/cms 2.0.0-beta.1.</div>');
    expect(documentedVersion(buildDir)).toBe('2.0.0-beta.1');
    fakeBuild('0.9.0');
    expect(documentedVersion(buildDir)).toBe('0.9.0');
  });

  it('fails when the home page names no version', () => {
    write(join(buildDir, 'index.html'), '<footer>Inkwell</footer>');
    expect(() => documentedVersion(buildDir)).toThrow(/does not say which @inkwell\/cms version/);
  });
});

describe('agentsMd', () => {
  it('fails when the template points to a page the site does not have', () => {
    const template = 'Read `docs/getting-started/gone.md` first.\n\n{{pages}}\n';
    expect(() => agentsMd(template, '1.0.0', '- `docs/getting-started/create-new-project.md`: Create')).toThrow(
      /tells agents to read docs\/getting-started\/gone\.md, which the docs site no longer has/,
    );
  });
});

describe('compareShippedDocs', () => {
  it('names twins the package lacks, twins whose bytes differ, and pages the site does not have', () => {
    fakeBuild('1.2.3');
    writePackageDocs({buildDir, packageDir});
    const shipped = join(packageDir, 'docs');
    rmSync(join(shipped, 'getting-started', 'create-new-project.md'));
    write(join(shipped, 'using-inkwell', 'users.md'), '# Users\n\nAdd the people who write with you.\n\n');
    write(join(shipped, 'old', 'page.md'), '# Old\n');

    expect(compareShippedDocs(buildDir, shipped)).toEqual({
      missing: ['getting-started/create-new-project.md'],
      stale: ['using-inkwell/users.md'],
      extra: ['old/page.md'],
    });
  });
});
