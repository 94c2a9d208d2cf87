import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import ts from 'typescript';

/** The repository's root: this file lives in `tests/docs/`. */
export const repositoryRoot = join(import.meta.dirname, '..', '..');

/** Top-level folders whose paths a comment or the maintainers' Markdown names. */
const roots = ['src', 'scripts', 'tests', 'packages', 'deploy', 'docs', 'static', 'examples', '.github', '.ci'];

// A path starts at one of the roots (optionally after ./ or ../ segments) and runs on through
// path characters; a trailing dot or colon is the sentence's, not the path's.
const pathPattern = new RegExp(
  `(?<![\\w@/.-])((?:\\.{1,2}/)*(?:${roots.map((root) => root.replace('.', '\\.')).join('|')})/[\\w@.\\-/\\[\\]]*[\\w\\]])`,
  'g',
);

// Written by a build, an install, a bench or a test run, so never in a clean clone.
const generated = [
  /^docs\/(api|category)(\/|$)/,
  /^docs\/.*\.html$/,
  /^packages\/inkwell\/AGENTS\.md$/,
  /^tests\/guides\/screens(\/|$)/,
  /^docs\/generated(\/|$)/,
  // A Next.js app's own folder, as the guide runner names the app it makes; the site has none.
  /^src\/app(\/|$)/,
  /(^|\/)(build|dist|node_modules|\.docusaurus)(\/|$)/,
  /^packages\/inkwell\/docs(\/|$)/,
];

/** The text of every comment in a JavaScript or TypeScript source, found through TypeScript's parse tree. */
export function scriptComments(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const comments = new Map<number, string>();
  const visit = (node: ts.Node): void => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(source, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(source, node.getEnd()) ?? []),
    ]) {
      comments.set(range.pos, source.slice(range.pos, range.end));
    }
    node.getChildren(file).forEach(visit);
  };
  visit(file);
  return [...comments.values()];
}

/** The comments of a file of any kind this check reads; Markdown is read whole, as prose. */
export function commentsOf(source: string, fileName: string): string[] {
  if (/\.(c|m)?(j|t)sx?$/.test(fileName)) return scriptComments(source, fileName);
  if (/\.css$/.test(fileName)) return source.match(/\/\*[\s\S]*?\*\//g) ?? [];
  if (/\.(ya?ml|sh|conf)$|(^|\/)\.ci\/run$/.test(fileName)) return source.match(/#.*$/gm) ?? [];
  if (/\.md$/.test(fileName)) return [source];
  return [];
}

const packages = readdirSync(join(repositoryRoot, 'packages'));

/** Every repository path named in a piece of text, as written. */
export function pathsNamedIn(text: string): string[] {
  return [...text.matchAll(pathPattern)].map((match) => match[1] ?? '');
}

/**
 * Whether a named path exists: from the repository's root, from the file's folder, or from a
 * package's root (a library comment says `src/…` for `packages/inkwell/src/…`).
 */
export function pathExists(named: string, fileName: string): boolean {
  const fromRoot = named.replace(/^(\.{1,2}\/)+/, '');
  if (generated.some((pattern) => pattern.test(fromRoot))) return true;
  const candidates = [
    join(repositoryRoot, fromRoot),
    join(repositoryRoot, dirname(fileName), named),
    ...packages.map((folder) => join(repositoryRoot, 'packages', folder, fromRoot)),
  ];
  return candidates.some((candidate) => existsSync(candidate));
}

/** Each tracked file's comments that name a path no longer there, as `file: path`. */
export function stalePathsInComments(): string[] {
  const tracked = execFileSync('git', ['ls-files'], {cwd: repositoryRoot, encoding: 'utf8'}).split('\n');
  const stale: string[] = [];
  for (const fileName of tracked) {
    // The guides name the reader's app's files, not ours; the lockfile names packages.
    if (fileName === '' || fileName.startsWith('docs/') || fileName.endsWith('package-lock.json')) continue;
    const absolute = join(repositoryRoot, fileName);
    if (!existsSync(absolute)) continue;
    const source = readFileSync(absolute, 'utf8');
    // Parsing is the cost; a file that names no path anywhere has none in its comments.
    if (pathsNamedIn(source).length === 0) continue;
    for (const comment of commentsOf(source, fileName)) {
      for (const named of pathsNamedIn(comment)) {
        if (!pathExists(named, fileName)) stale.push(`${relative(repositoryRoot, absolute)}: ${named}`);
      }
    }
  }
  return stale;
}
