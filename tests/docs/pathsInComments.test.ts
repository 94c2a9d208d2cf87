import {describe, expect, it} from 'vitest';
import {commentsOf, pathExists, pathsNamedIn, stalePathsInComments} from './pathsInComments';

describe('paths named in comments', () => {
  it('reads only the comments of a script, not its strings', () => {
    const source = "// see scripts/bench.mjs\nconst path = 'src/nowhere.ts'; /* and tests/e2e */\n";
    expect(commentsOf(source, 'src/x.ts').flatMap(pathsNamedIn)).toEqual(['scripts/bench.mjs', 'tests/e2e']);
  });

  it('ends a path before a sentence’s full stop, a placeholder or a glob', () => {
    expect(pathsNamedIn('Run scripts/bench.mjs. One plugin in src/plugins/<name>/ each; src/**/*.ts')).toEqual([
      'scripts/bench.mjs',
      'src/plugins',
    ]);
  });

  it('finds a path from the root, the file’s package or the file’s folder', () => {
    expect(pathExists('scripts/bench.mjs', 'src/x.ts')).toBe(true);
    expect(pathExists('src/index.ts', 'packages/inkwell/src/config.ts')).toBe(true);
    expect(pathExists('../../scripts/bench.mjs', 'src/plugins/x.ts')).toBe(true);
    expect(pathExists('scripts/bench/bundleReport.mjs', 'src/x.ts')).toBe(false);
  });

  it('treats what a build writes as present', () => {
    expect(pathExists('docs/api/functions/InkwellRouter.md', 'src/x.ts')).toBe(true);
  });

  it('no tracked file’s comments name a file that does not exist', () => {
    expect(stalePathsInComments()).toEqual([]);
  }, 60_000);
});
