/**
 * Fills the guide runner's cache with every app it makes with create-next-app, all at once.
 * `npm test` starts it first and lets it run beside the steps before the guide runner: on a clean
 * machine the apps' `npm install`s are downloads, which then wait on the network instead of
 * holding up the runner. The runner makes whatever this did not (same code, same cache), so
 * a failure here fails nothing; the runner then fails on the same command with its output.
 */
import {cacheCreateNextApp} from './app';
import {createNextAppRuns} from './guide-app';

/**
 * Makes every app of {@link createNextAppRuns} missing from the cache, side by side.
 * @returns One line per app: cached already, or made and how long it took.
 */
export async function prepareGuideApps(): Promise<string[]> {
  return Promise.all(
    createNextAppRuns().map(async ({version, args}) => {
      const started = Date.now();
      const name = `create-next-app@${version} ${args.join(' ')}`;
      const cached = await cacheCreateNextApp(version, args);
      return cached ? `${name}: in the cache` : `${name}: made in ${((Date.now() - started) / 1000).toFixed(0)} s`;
    }),
  );
}
