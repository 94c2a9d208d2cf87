import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildFromGitArchive} from './archiveBuild';

// One full build of the real site, from `git archive` output: the source tarball or Docker
// context case, where there is no .git for last-updated dates to come from.
describe('building the site without .git', () => {
  it('succeeds with no dates, and says why once', async () => {
    const build = await buildFromGitArchive();
    try {
      expect(build.exitCode, build.output.slice(-4000)).toBe(0);
      const warnings = build.output.split('\n').filter((line) => line.includes('Building without last-updated dates'));
      expect(warnings).toEqual([
        '[inkwell-docs] Building without last-updated dates: there is no full git history here (a source archive, a Docker context without .git, or a shallow clone). Pages show no "Last updated" line and the sitemap has no <lastmod>. For dates, build from a full clone (git clone without --depth, or git fetch --unshallow).',
      ]);
      const sitemap = await readFile(join(build.buildDir, 'sitemap.xml'), 'utf8');
      expect(sitemap).toContain('<loc>');
      expect(sitemap).not.toContain('<lastmod>');
      const page = await readFile(join(build.buildDir, 'docs', 'using-inkwell', 'users.html'), 'utf8');
      expect(page).toContain('Sign out everywhere');
      expect(page).not.toMatch(/Last updated/i);
    } finally {
      await build.cleanup();
    }
  }, 1_800_000);
});
