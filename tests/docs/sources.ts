/**
 * Which files hold the docs' code samples, shared by the sample check and the
 * environment-variable check.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `docs/` (except `docs/api/`, which TypeDoc generates from the library's TSDoc: its examples
 * are checked in the library's source, `librarySourceFiles`) and the Markdown/MDX of
 * `src/pages/`, including `_`-prefixed partials the pages import.
 */
const roots = ['docs', 'src/pages'];
const excluded = ['docs/api'];

function walk(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), {withFileTypes: true}).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (excluded.includes(path)) return [];
    if (entry.isDirectory()) return walk(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** Repo-relative paths of every docs source file, sorted. */
export function docSourceFiles(): string[] {
  return roots.flatMap(walk).sort();
}

/**
 * What the environment-variable check reads: the docs sources above, plus the site's own
 * pages and data in code (the `.tsx` files under `src/pages/` and the `.ts` files under `src/data/`), where the providers page lists
 * each provider's variables.
 */
export function envSourceFiles(): string[] {
  const code = (dir: string, pattern: RegExp): string[] =>
    readdirSync(join(repoRoot, dir), {withFileTypes: true, recursive: true})
      .filter((entry) => entry.isFile() && pattern.test(entry.name))
      .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
  return [...docSourceFiles(), ...code('src/pages', /\.tsx$/), ...code('src/data', /\.ts$/)].sort();
}

export function readSource(path: string): string {
  return readFileSync(join(repoRoot, path), 'utf8');
}

export function repoRelative(path: string): string {
  return relative(repoRoot, path);
}

/**
 * The library's source files, whose TSDoc comments become the API reference pages: every
 * `.ts` and `.tsx` under `packages/inkwell/src` but its tests.
 */
export function librarySourceFiles(): string[] {
  return readdirSync(join(repoRoot, 'packages/inkwell/src'), {withFileTypes: true, recursive: true})
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name) &&
        !/__tests__/.test(entry.parentPath),
    )
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The Markdown inside a source file's doc comments (`/** … *\/`), with each comment line's
 * leading `*` taken off and every other line left blank, so line N of the result is line N
 * of the file and a code block's line number points into the source.
 *
 * @param source - A TypeScript file's text.
 * @returns Markdown with the file's line count.
 */
export function docCommentMarkdown(source: string): string {
  let inComment = false;
  return source
    .split('\n')
    .map((line) => {
      if (!inComment && /^\s*\/\*\*/.test(line)) {
        inComment = !line.includes('*/');
        return '';
      }
      if (!inComment) return '';
      if (/\*\/\s*$/.test(line)) {
        inComment = false;
        return '';
      }
      return line.replace(/^\s*\* ?/, '');
    })
    .join('\n');
}
