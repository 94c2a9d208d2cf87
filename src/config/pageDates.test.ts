import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {pageDates} from './pageDates';

const root = mkdtempSync(join(tmpdir(), 'inkwell-page-dates-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

/** Runs git in the test repository, committing at `date` when one is given. */
function git(args: string[], date = '2026-01-01T00:00:00+00:00'): string {
  const env = {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date};
  const identity = ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main'];
  return execFileSync('git', [...identity, ...args], {cwd: root, env, encoding: 'utf8'});
}

function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), {recursive: true});
    writeFileSync(join(root, file), text);
  }
}

function commit(date: string, files: Record<string, string>): void {
  write(files);
  git(['add', '.']);
  git(['commit', '-qm', date], date);
}

describe('pageDates', () => {
  git(['init', '-q']);
  commit('2026-01-02T03:04:05+00:00', {'docs/a.md': 'a', 'docs/guides/b.md': 'b', 'docs/m.md': 'm', 'other.md': 'o'});
  commit('2026-02-03T04:05:06+00:00', {'docs/a.md': 'a, again', 'other.md': 'o, again'});
  // A branch merged twice: cleanly (b.md), and with m.md changed on both sides and resolved in the merge.
  git(['checkout', '-qb', 'side']);
  commit('2026-03-01T00:00:00+00:00', {'docs/guides/b.md': 'b on the side', 'docs/m.md': 'm on the side'});
  git(['checkout', '-q', 'main']);
  commit('2026-03-02T00:00:00+00:00', {'docs/guides/c.md': 'c', 'docs/m.md': 'm on main'});
  git(['merge', '-q', '-s', 'ours', '--no-commit', 'side']);
  write({'docs/m.md': 'm from both', 'docs/guides/b.md': 'b on the side'});
  git(['add', '.']);
  git(['commit', '-qm', 'merge'], '2026-03-03T00:00:00+00:00');
  write({'docs/new.md': 'not committed yet'});
  utimesSync(join(root, 'docs', 'new.md'), new Date('2026-04-05T06:07:08Z'), new Date('2026-04-05T06:07:08Z'));
  const dateOf = pageDates(root, 'docs');

  it('dates every committed page as git log -1 does for it alone, through merges too', () => {
    const pages = git(['ls-files', 'docs']).trim().split('\n');
    expect(pages).toHaveLength(4);
    for (const page of pages) {
      const alone = git(['log', '-1', '--format=%cI', '--', page]).trim();
      expect(dateOf(join(root, page)), page).toBe(alone);
    }
    expect(dateOf(join(root, 'docs/a.md'))).toBe('2026-02-03T04:05:06+00:00');
    expect(dateOf(join(root, 'docs/m.md'))).toBe('2026-03-03T00:00:00+00:00');
  });

  it('dates a page git does not track yet by its last change on disk', () => {
    expect(dateOf(join(root, 'docs', 'new.md'))).toBe('2026-04-05T06:07:08.000Z');
  });
});
