/**
 * Fills the guide runner's cache with every app it makes with create-next-app, all at once.
 * `npm test` starts it first and lets it run beside the steps before the guide runner: on a clean
 * machine the apps' `npm install`s are downloads, which then wait on the network instead of
 * holding up the runner. The runner makes whatever this did not (same code, same cache), so
 * a failure here fails nothing; the runner then fails on the same command with its output.
 */
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {cacheCreateNextApp, cacheHasLibraryModules, removeWorkDir, repoRoot, runAsync} from './app';
import {createNextAppRuns} from './guide-app';

/**
 * Downloads the library's dependencies into npm's own cache, so the runner's "Add Inkwell"
 * (`npm install` of the packed library, `--prefer-offline`) finds them there. It installs what
 * the library's package.json names into a scratch folder and deletes it: the runner's install
 * is unchanged, only its downloads are done.
 */
async function downloadLibraryDependencies(): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'packages', 'inkwell', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const scratch = mkdtempSync(join(tmpdir(), 'inkwell-guides-deps-'));
  try {
    await runAsync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        ...Object.entries(manifest.dependencies).map(([name, range]) => `${name}@${range}`),
      ],
      {cwd: scratch},
    );
  } finally {
    await removeWorkDir(scratch);
  }
}

/**
 * Makes every app of {@link createNextAppRuns} missing from the cache, side by side, and, when
 * none of them has had the library installed (a machine the runner has not run on), downloads
 * the library's dependencies too.
 * @returns One line per app and for the dependencies: cached already, or made and how long it took.
 */
export async function prepareGuideApps(): Promise<string[]> {
  const runs = createNextAppRuns();
  const timed = async (name: string, body: () => Promise<boolean>) => {
    const started = Date.now();
    const cached = await body();
    return cached ? `${name}: in the cache` : `${name}: made in ${((Date.now() - started) / 1000).toFixed(0)} s`;
  };
  return Promise.all([
    ...runs.map(({version, args}) =>
      timed(`create-next-app@${version} ${args.join(' ')}`, () => cacheCreateNextApp(version, args)),
    ),
    timed("the library's dependencies, in npm's cache", async () => {
      if (runs.some(({version, args}) => cacheHasLibraryModules(version, args))) return true;
      await downloadLibraryDependencies();
      return false;
    }),
  ]);
}
