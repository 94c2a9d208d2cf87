/**
 * Whether the build has the git history that last-updated dates come from.
 *
 * Docusaurus reads each page's "Last updated" date, and the sitemap's `<lastmod>`, from
 * `git log`. Without a repository (a source archive, a Docker context that leaves out
 * `.git`) the build fails; on a shallow clone (Vercel's, CI's default) a page not changed in
 * the commits fetched would get the date of the oldest one. Either way the honest answer is
 * no dates, and one warning saying why.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';

/** What the build can learn from git. */
export type GitHistory = {kind: 'full'} | {kind: 'missing'; reason: string} | {kind: 'shallow'; reason: string};

/** The git directory of the repository `dir` is in: `.git`, or where a worktree's `.git` file points; `null` outside one. */
function gitDirOf(dir: string): string | null {
  for (let folder = resolve(dir); ; folder = dirname(folder)) {
    const dotGit = join(folder, '.git');
    if (existsSync(dotGit)) {
      if (statSync(dotGit).isDirectory()) return dotGit;
      const pointer = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'));
      if (pointer?.[1]) return resolve(folder, pointer[1].trim());
    }
    if (dirname(folder) === folder) return null;
  }
}

/** The directory a repository's worktrees share, where git keeps `shallow`. */
function commonDirOf(gitDir: string): string {
  const commondir = join(gitDir, 'commondir');
  return existsSync(commondir) ? resolve(gitDir, readFileSync(commondir, 'utf8').trim()) : gitDir;
}

/**
 * Looks at the git history available to a build in `dir`, from the repository's files
 * (`.git`, and the `shallow` file git writes in a shallow clone), so loading the site's config
 * runs no process.
 *
 * @param dir - The site folder.
 * @returns `full`, or why dates cannot be trusted.
 * @example
 * const showDates = gitHistory(__dirname).kind === 'full';
 */
export function gitHistory(dir: string): GitHistory {
  const gitDir = gitDirOf(dir);
  if (gitDir === null) {
    return {
      kind: 'missing',
      reason: 'the site is not in a git repository (a source archive, or a Docker context without .git)',
    };
  }
  if (existsSync(join(commonDirOf(gitDir), 'shallow'))) {
    return {
      kind: 'shallow',
      reason:
        'the repository is a shallow clone, where a page not changed in the commits fetched would get the date of the oldest one',
    };
  }
  return {kind: 'full'};
}

/** The one warning a build without usable history prints, or `null` when dates are shown. */
export function lastUpdateWarning(history: GitHistory): string | null {
  if (history.kind === 'full') return null;
  return (
    `[inkwell-docs] Building without last-updated dates: ${history.reason}. ` +
    'Pages show no "Last updated" line and the sitemap has no <lastmod>. ' +
    'For dates, build from a full clone (git clone without --depth, or git fetch --unshallow).'
  );
}
