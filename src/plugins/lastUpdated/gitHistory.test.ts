import {spawnSync} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {gitHistory, lastUpdateWarning} from './gitHistory';

/** Runs git in `cwd` and fails the test when it fails. */
function git(cwd: string, ...args: string[]): void {
  const result = spawnSync('git', args, {cwd, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
}

describe('gitHistory', () => {
  let root = '';
  beforeAll(async () => {
    // Real repositories: a full one with two commits, a shallow clone of it, a worktree of it.
    root = await mkdtemp(join(tmpdir(), 'inkwell-git-history-'));
    const full = join(root, 'full');
    git(root, 'init', '-q', full);
    for (const n of [1, 2]) {
      await writeFile(join(full, 'page.md'), `# ${n}\n`);
      git(full, 'add', '.');
      git(full, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', String(n));
    }
    git(root, 'clone', '-q', '--depth', '1', `file://${full}`, join(root, 'shallow'));
    git(full, 'worktree', 'add', '-q', join(root, 'worktree'));
  });
  afterAll(() => rm(root, {recursive: true, force: true}));

  it('finds full history in a clone, in a folder inside it, and in a worktree, and warns about none', () => {
    expect(gitHistory(join(root, 'full'))).toEqual({kind: 'full'});
    expect(gitHistory(join(root, 'full', 'docs-folder-that-need-not-exist'))).toEqual({kind: 'full'});
    expect(gitHistory(join(root, 'worktree'))).toEqual({kind: 'full'});
    expect(lastUpdateWarning(gitHistory(join(root, 'full')))).toBeNull();
  });

  it('says a shallow clone has no trustworthy dates', () => {
    const history = gitHistory(join(root, 'shallow'));
    expect(history.kind).toBe('shallow');
    expect(lastUpdateWarning(history)).toMatch(
      /^\[inkwell-docs\] Building without last-updated dates: the repository is a shallow clone/,
    );
  });

  it('says a folder outside any repository has no history', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inkwell-no-git-'));
    try {
      const history = gitHistory(dir);
      expect(history.kind).toBe('missing');
      expect(lastUpdateWarning(history)).toMatch(
        /^\[inkwell-docs\] Building without last-updated dates: the site is not in a git repository/,
      );
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });
});
