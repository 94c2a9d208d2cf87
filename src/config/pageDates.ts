import {execFileSync} from 'node:child_process';
import {statSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The date each page under `dir` was last changed: its newest commit, read for every page by one
 * `git log` (Docusaurus spawns one per page, which costs more than compiling it), or for a page
 * git does not track yet, its last change on disk.
 *
 * @param root The repository's root, where `dir` is.
 * @param dir The folder of the pages, relative to `root`.
 * @returns The ISO 8601 date of a page, by its absolute path.
 */
export function pageDates(root: string, dir: string): (file: string) => string {
  // `-c` names a merge's file only where it differs from every parent: when `git log -- <file>` shows that merge.
  const settings = ['-c', 'core.quotePath=false', '-c', 'log.showSignature=false'];
  const log = execFileSync('git', [...settings, 'log', '--format=%x00%cI', '--name-only', '-c', '--', dir], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const committed = new Map<string, string>();
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) date = line.slice(1);
    else if (line !== '' && !committed.has(join(root, line))) committed.set(join(root, line), date);
  }
  return (file) => committed.get(file) ?? statSync(file).mtime.toISOString();
}
