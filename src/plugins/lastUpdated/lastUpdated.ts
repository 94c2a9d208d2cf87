/**
 * Last-updated dates for every page from one `git log`, instead of Docusaurus's one
 * `git log` per file.
 *
 * Docusaurus 3.7 starts a shell and a `git log -- <file>` for each page with
 * `showLastUpdateTime`, all at once, which makes it the largest part of the build's cost per
 * page after bundling. A page whose front matter has
 * `last_update.date` skips that call, so the site's `parseFrontMatter` fills it in from one
 * pass over the history. The sitemap asks git the same way for each route that has a
 * source file and no date (the pages in src/pages), forking the build's process each time; the site's `createSitemapItems` dates those routes from the same pass.
 */
import {spawnSync} from 'node:child_process';
import {statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import type {ParseFrontMatter, RouteConfig} from '@docusaurus/types';

/** Runs `git` in `dir` and returns its output; `null` when it could not run or failed. */
export type GitLog = (args: string[], dir: string) => string | null;

const runGit: GitLog = (args, dir) => {
  const result = spawnSync('git', args, {cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  return result.error || result.status !== 0 ? null : result.stdout;
};

/**
 * The newest commit time (ms) of every file under `paths` that git tracks, by path relative
 * to `dir` with forward slashes: one `git log` over their history.
 *
 * @param dir - The site folder (the working directory of the log).
 * @param paths - Folders or files relative to `dir`.
 * @param git - Runs git; the real one by default.
 * @returns Times by path; empty when git could not run.
 */
export function lastCommitTimes(dir: string, paths: string[], git: GitLog = runGit): Map<string, number> {
  const times = new Map<string, number>();
  // A merge lists the files that differ from every parent (combined diff): the merges that
  // `git log -- <file>`, what Docusaurus runs, shows for a file. The newest time wins,
  // whatever order git prints commits in.
  const output = git(
    [
      '-c',
      'core.quotePath=false',
      'log',
      '--relative',
      '--diff-merges=combined',
      '--format=%x00%ct',
      '--name-only',
      '--',
      ...paths,
    ],
    dir,
  );
  if (output === null) return times;
  for (const commit of output.split('\0').slice(1)) {
    const [timeLine = '', ...files] = commit.split('\n');
    const time = Number(timeLine) * 1000;
    for (const file of files) {
      if (file && time > (times.get(file) ?? 0)) times.set(file, time);
    }
  }
  return times;
}

/** Where the dates come from, relative to the site folder. */
export interface LastUpdateSources {
  /** The folders whose pages get dates: the docs, and the pages outside them. */
  folders: string[];
  /** Generated pages (not in git) dated by the newest commit to their inputs: the API pages, by the library's source. */
  generated: {folder: string; inputs: string[]};
}

/**
 * The date a page was last updated, or `undefined` when it is in none of the folders or is
 * a partial: its newest commit; for a generated page, its inputs' newest commit; for a page
 * not committed yet, when the file was last written.
 *
 * @remarks
 * Partials (a file or folder whose name starts with `_`, which Docusaurus's content plugins
 * exclude by default) are imported into pages and may not have front matter: Docusaurus
 * fails the build under CI when they do.
 *
 * @param siteDir - The site folder.
 * @param sources - The pages' folders and the generated pages' inputs.
 * @param git - Runs git; the real one by default.
 * @returns A lookup by absolute file path, reading the history once, on first use.
 */
export function lastUpdateLookup(
  siteDir: string,
  sources: LastUpdateSources,
  git: GitLog = runGit,
): (filePath: string) => number | undefined {
  let times: Map<string, number> | undefined;
  let generatedTime: number | undefined;
  const inside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
  return (filePath) => {
    const path = relative(siteDir, filePath).split(sep).join('/');
    if (!sources.folders.some((folder) => inside(path, folder))) return undefined;
    if (path.split('/').some((name) => name.startsWith('_'))) return undefined;
    if (!times) {
      times = lastCommitTimes(siteDir, [...sources.folders, ...sources.generated.inputs], git);
      const inputTimes = [...times].filter(([file]) => sources.generated.inputs.some((input) => inside(file, input)));
      generatedTime = inputTimes.length ? Math.max(...inputTimes.map(([, time]) => time)) : undefined;
    }
    const committed = times.get(path);
    if (committed !== undefined) return committed;
    if (inside(path, sources.generated.folder)) return generatedTime;
    return statSync(filePath).mtimeMs;
  };
}

/**
 * The site's `markdown.parseFrontMatter`: Docusaurus's own parser, plus `last_update.date`
 * from `lookup` where the page does not set one.
 *
 * @param lookup - The date of a file, from {@link lastUpdateLookup}.
 * @returns The parser.
 */
export function parseFrontMatterWithLastUpdate(lookup: (filePath: string) => number | undefined): ParseFrontMatter {
  return async (params) => {
    const parsed = await params.defaultParseFrontMatter(params);
    const given = parsed.frontMatter.last_update as {date?: unknown; author?: string} | undefined;
    if (given?.date) return parsed;
    const time = lookup(params.filePath);
    if (time === undefined) return parsed;
    return {
      ...parsed,
      frontMatter: {...parsed.frontMatter, last_update: {...given, date: new Date(time).toISOString()}},
    };
  };
}

/**
 * `routes` with `metadata.lastUpdatedAt` from `lookup` wherever a route has a source file
 * and no date, nested routes included; the others unchanged.
 *
 * @param routes - The site's routes, as the sitemap plugin gets them.
 * @param siteDir - The folder route source paths are relative to.
 * @param lookup - The date of a file, from {@link lastUpdateLookup}.
 * @returns New route objects where a date was added.
 */
export function withLastUpdatedAt(
  routes: RouteConfig[],
  siteDir: string,
  lookup: (filePath: string) => number | undefined,
): RouteConfig[] {
  return routes.map((route) => {
    const children = route.routes && withLastUpdatedAt(route.routes, siteDir, lookup);
    const source = route.metadata?.sourceFilePath;
    const lastUpdatedAt =
      route.metadata?.lastUpdatedAt ?? (source === undefined ? undefined : lookup(join(siteDir, source)));
    return {
      ...route,
      ...(children && {routes: children}),
      ...(lastUpdatedAt !== undefined && {metadata: {...route.metadata, lastUpdatedAt}}),
    };
  });
}
