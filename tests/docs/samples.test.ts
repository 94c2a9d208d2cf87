/**
 * Type-checks every TypeScript and JavaScript code block of the docs against the real public
 * entry of `@inkwell/cms`, so a sample that no longer matches the API fails `npm test`.
 * The rule for which blocks are checked, and how a fragment opts out, is in `extract.ts`.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {checkedBlocks, extensionFor, type CheckedBlock} from './extract';
import {docCommentMarkdown, docSourceFiles, librarySourceFiles, readSource, repoRoot} from './sources';

/** Where the blocks are written as files: inside the repo, so `next` and React resolve from node_modules. */
const outDir = join(repoRoot, 'node_modules', '.cache', 'inkwell-doc-samples');

/**
 * What a Next.js App Router project's generated tsconfig uses (strict, bundler resolution,
 * JSX), with `@inkwell/cms` pointing at the library's public entry point.
 */
const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.Preserve,
  esModuleInterop: true,
  allowJs: true,
  checkJs: true,
  skipLibCheck: true,
  isolatedModules: true,
  resolveJsonModule: true,
  types: ['node'],
  baseUrl: repoRoot,
  paths: {'@inkwell/cms': ['packages/inkwell/src/index.ts']},
};

/** A code block title that is a file's path in the reader's app, such as `app/inkwell-site/page.tsx`. */
const FILE_TITLE = /^[\w@.[\]/-]+\.(?:tsx?|jsx?|mjs|cjs)$/;

interface Sample {
  block: CheckedBlock;
  path: string;
}

function collect(): {samples: Sample[]; skipped: CheckedBlock[]; files: number} {
  const files = docSourceFiles();
  const libraryFiles = librarySourceFiles();
  const blocks = [
    ...files.flatMap((file) => checkedBlocks(readSource(file), file)),
    // The API reference shows the library's TSDoc examples as they are written. An example
    // that imports a module of the library by a relative path documents an internal function,
    // which the API reference does not show.
    ...libraryFiles.flatMap((file) =>
      checkedBlocks(docCommentMarkdown(readSource(file)), file).filter(
        (block) => !/\bfrom\s+['"]\.\.?\//.test(block.code),
      ),
    ),
  ];
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  const samples: Sample[] = [];
  const written = new Set<string>();
  for (const [index, block] of blocks.entries()) {
    if (block.skip !== undefined) continue;
    const page = block.file.replace(/[^A-Za-z0-9]+/g, '_');
    // A block titled with a file path is written at that path, in a folder per page, so one
    // file of a guide can import another by the relative path the reader's app has.
    const atTitle = block.title !== undefined && FILE_TITLE.test(block.title) ? join(outDir, page, block.title) : null;
    const path =
      atTitle !== null && !written.has(atTitle)
        ? atTitle
        : join(outDir, `${page}_L${block.line}_${index}${extensionFor(block.lang)}`);
    written.add(path);
    mkdirSync(dirname(path), {recursive: true});
    // Appended, not prepended, so line N of the file is line N of the block. It makes every
    // sample a module, so two samples declaring the same name do not collide.
    writeFileSync(path, `${block.code}\nexport {};\n`);
    samples.push({block, path});
  }
  return {
    samples,
    skipped: blocks.filter((block) => block.skip !== undefined),
    files: files.length + libraryFiles.length,
  };
}

function describeDiagnostic(diagnostic: ts.Diagnostic, byPath: Map<string, CheckedBlock>): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
  const file = diagnostic.file;
  if (!file || diagnostic.start === undefined) return `TS${diagnostic.code}: ${message}`;
  const block = byPath.get(file.fileName);
  const {line, character} = file.getLineAndCharacterOfPosition(diagnostic.start);
  if (!block) return `${file.fileName}:${line + 1}:${character + 1} TS${diagnostic.code}: ${message}`;
  const codeLine = (block.code.split('\n')[line] ?? '').trim();
  return `${block.file}:${block.line + line}:${character + 1} (${block.lang} block) TS${diagnostic.code}: ${message}\n    > ${codeLine}`;
}

describe('docs code samples', () => {
  const {samples, skipped, files} = collect();

  it('type-check against @inkwell/cms with strict on', {timeout: 120_000}, () => {
    const program = ts.createProgram(
      samples.map((sample) => sample.path),
      compilerOptions,
    );
    const byPath = new Map(samples.map((sample) => [ts.sys.resolvePath(sample.path), sample.block]));
    for (const sample of samples) byPath.set(sample.path, sample.block);
    // Only problems in the samples count: the library is type-checked under its own tsconfig.
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => !diagnostic.file || byPath.has(diagnostic.file.fileName))
      .map((diagnostic) => describeDiagnostic(diagnostic, byPath));

    console.log(
      `Docs samples: type-checked ${samples.length} code blocks from ${files} files` +
        (skipped.length > 0
          ? `; ${skipped.length} fragment(s) skipped:\n${skipped.map((block) => `  ${block.file}:${block.line} ${block.title}: ${block.skip}`).join('\n')}`
          : '.'),
    );
    expect(problems, `Code samples that do not type-check:\n${problems.join('\n')}`).toEqual([]);
  });

  it('exist: the guides show real code', () => {
    expect(samples.length).toBeGreaterThan(0);
    // A fragment is the exception; most samples must be complete enough to check.
    expect(skipped.length).toBeLessThanOrEqual(Math.floor(samples.length / 4));
  });
});
