import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

import {gitHistory, lastUpdateWarning} from './gitHistory';

describe('gitHistory', () => {
  it('finds this repository (a full clone where the tests run with history)', () => {
    const history = gitHistory(process.cwd());
    expect(['full', 'shallow']).toContain(history.kind);
  });

  it('says a folder outside any repository has no history', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inkwell-no-git-'));
    try {
      const history = gitHistory(dir);
      expect(history.kind).toBe('missing');
      expect(history.kind === 'missing' ? history.reason : '').toContain('not in a git repository');
      expect(lastUpdateWarning(history)).toMatch(
        /^\[inkwell-docs\] Building without last-updated dates: the site is not in a git repository/,
      );
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });

  it('tells a shallow clone and a missing git apart, and warns about neither when history is full', () => {
    expect(gitHistory('.', () => ({status: 0, stdout: 'true\n'})).kind).toBe('shallow');
    expect(gitHistory('.', () => null)).toEqual({kind: 'missing', reason: 'git is not installed'});
    expect(lastUpdateWarning(gitHistory('.', () => ({status: 0, stdout: 'false\n'})))).toBeNull();
  });
});
