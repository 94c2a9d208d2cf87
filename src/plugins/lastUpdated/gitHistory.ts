/**
 * Whether the build has the git history that last-updated dates come from.
 *
 * Docusaurus reads each page's "Last updated" date, and the sitemap's `<lastmod>`, from
 * `git log`. Without a repository (a source archive, a Docker context that leaves out
 * `.git`) the build fails; on a shallow clone (Vercel's, CI's default) a page not changed in
 * the commits fetched would get the date of the oldest one. Either way the honest answer is
 * no dates, and one warning saying why.
 */
import {spawnSync} from 'node:child_process';

/** What the build can learn from git. */
export type GitHistory = {kind: 'full'} | {kind: 'missing'; reason: string} | {kind: 'shallow'; reason: string};

/** Runs `git` in `dir`; `null` when git itself could not be run. */
type RunGit = (args: string[], dir: string) => {status: number | null; stdout: string} | null;

const runGit: RunGit = (args, dir) => {
  const result = spawnSync('git', args, {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
  return result.error ? null : {status: result.status, stdout: result.stdout};
};

/**
 * Looks at the git history available to a build in `dir`.
 *
 * @param dir - The site folder.
 * @param git - Runs git; the real one by default.
 * @returns `full`, or why dates cannot be trusted.
 */
export function gitHistory(dir: string, git: RunGit = runGit): GitHistory {
  const shallow = git(['rev-parse', '--is-shallow-repository'], dir);
  if (shallow === null) return {kind: 'missing', reason: 'git is not installed'};
  if (shallow.status !== 0) {
    return {
      kind: 'missing',
      reason: 'the site is not in a git repository (a source archive, or a Docker context without .git)',
    };
  }
  if (shallow.stdout.trim() === 'true') {
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
