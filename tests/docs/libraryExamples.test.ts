/**
 * The library's TSDoc examples mount Inkwell the way the getting-started guide does. An
 * example that names a file of a Next.js app (`// app/…/page.tsx` as its first line, or a
 * `title="…"` on its fence) must name a file the guide creates, and render and cache it the
 * same way: the same Suspense, `connection()`, request reads and caching as one of the guide's
 * versions of that file. An example that renders `<InkwellRouter>` has a `SiteProvider` around
 * it, as the guide's `site-layout.tsx` has.
 */
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, isCheckedLanguage, type CodeBlock} from './extract';
import {docCommentMarkdown, docSourceFiles, librarySourceFiles, readSource} from './sources';

/** A file path such as `app/inkwell-site/[[...slug]]/page.tsx` or `proxy.ts`. */
const FILE_PATH = /^[\w@.[\]/-]+\.(?:tsx?|jsx?|mjs|cjs)$/;

/**
 * What decides how Next.js renders and caches a file: per request (`connection`, `headers`,
 * `cookies`), behind a boundary (`Suspense`), or from its cache (`'use cache'` and the rest).
 */
const WRAPPING = [
  'Suspense',
  'connection',
  'headers',
  'cookies',
  'cacheLife',
  'cacheTag',
  'revalidateTag',
  'unstable_cache',
] as const;

/** The path a block says it is: its fence title, or the first word of a `//` comment on its first line. */
export function namedPath(block: Pick<CodeBlock, 'title' | 'code'>): string | undefined {
  const fromTitle = block.title?.split(/[\s,]/)[0];
  if (fromTitle !== undefined && FILE_PATH.test(fromTitle)) return fromTitle;
  const comment = /^\s*\/\/\s*(\S+?),?(?:\s|$)/.exec(block.code.split('\n')[0] ?? '');
  return comment?.[1] !== undefined && FILE_PATH.test(comment[1]) ? comment[1] : undefined;
}

/** The names of `WRAPPING` a file imports from `react` or `next/…`, and `'use cache'` if it has it, sorted. */
export function wrapping(code: string): string[] {
  const imported = [...code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"](?:react|next\/[\w/]+)['"]/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim().replace(/^type\s+/, ''));
  const names: string[] = WRAPPING.filter((name) => imported.includes(name));
  if (/^\s*['"]use cache['"]/m.test(code)) names.push("'use cache'");
  return names.sort();
}

/** Whether every `<InkwellRouter` in the code is inside a `<SiteProvider …>…</SiteProvider>`. */
export function routerHasSiteProvider(code: string): boolean {
  return [...code.matchAll(/<InkwellRouter\b/g)].every((router) => {
    const before = code.slice(0, router.index);
    const opened = (before.match(/<SiteProvider\b/g) ?? []).length;
    const closed = (before.match(/<\/SiteProvider>/g) ?? []).length;
    return opened > closed;
  });
}

/** The code of every titled block of the getting-started guides, by the path its title names. */
function guideFiles(): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const file of docSourceFiles().filter((path) => path.startsWith('docs/getting-started/'))) {
    for (const block of extractCodeBlocks(readSource(file), file)) {
      const path = namedPath({title: block.title, code: ''});
      if (path !== undefined) files.set(path, [...(files.get(path) ?? []), block.code]);
    }
  }
  return files;
}

/** Every TypeScript or JavaScript code block of the library's doc comments. */
function libraryExamples(): CodeBlock[] {
  return librarySourceFiles().flatMap((file) =>
    extractCodeBlocks(docCommentMarkdown(readSource(file)), file).filter((block) => isCheckedLanguage(block.lang)),
  );
}

/** What is wrong with one example, compared with the guide's files; empty when it agrees. */
export function disagreements(example: CodeBlock, guide: Map<string, string[]>): string[] {
  const where = `${example.file}:${example.line}`;
  const problems: string[] = [];
  if (/<InkwellRouter\b/.test(example.code) && !routerHasSiteProvider(example.code)) {
    problems.push(`${where}: renders <InkwellRouter> without a <SiteProvider> around it, as site-layout.tsx has.`);
  }
  const path = namedPath(example);
  if (path === undefined) return problems;
  const versions = guide.get(path);
  if (versions === undefined) {
    problems.push(
      `${where}: names ${path}, which the getting-started guide does not create. Use one of its files: ${[...guide.keys()].filter((key) => FILE_PATH.test(key)).join(', ')}.`,
    );
    return problems;
  }
  const own = wrapping(example.code).join(', ');
  const theGuides = versions.map((code) => wrapping(code).join(', '));
  if (!theGuides.includes(own)) {
    problems.push(
      `${where}: ${path} uses [${own}], but the guide's ${path} uses ${theGuides.map((names) => `[${names}]`).join(' or ')}.`,
    );
  }
  return problems;
}

describe('the library’s examples and the getting-started guide', () => {
  const guide = guideFiles();
  const examples = libraryExamples();

  it('reads the guide’s files and the examples that name a file', () => {
    expect([...guide.keys()]).toEqual(
      expect.arrayContaining(['app/inkwell-site/site-layout.tsx', 'app/inkwell-edit/[[...slug]]/page.tsx', 'proxy.ts']),
    );
    expect(examples.filter((example) => namedPath(example) !== undefined).length).toBeGreaterThan(5);
  });

  it('name only the files the guide creates, rendered and cached as the guide does', () => {
    expect(examples.flatMap((example) => disagreements(example, guide))).toEqual([]);
  });
});

describe('the comparison', () => {
  const guide = new Map([
    [
      'app/inkwell-edit/[[...slug]]/page.tsx',
      [
        "import {Suspense} from 'react';\nimport {headers} from 'next/headers';\nimport {connection} from 'next/server';\n<SiteLayout />",
      ],
    ],
  ]);
  const example = (code: string, title?: string): CodeBlock => ({
    file: 'x.ts',
    line: 1,
    lang: 'tsx',
    meta: '',
    title,
    code,
  });

  it('takes the path from the title or the first comment, and nothing else', () => {
    expect(namedPath({title: 'app/layout.tsx (excerpt)', code: ''})).toBe('app/layout.tsx');
    expect(namedPath({title: undefined, code: '// instrumentation.ts, next to package.json\nx'})).toBe(
      'instrumentation.ts',
    );
    expect(namedPath({title: 'A cached view', code: 'const a = 1; // app/page.tsx'})).toBeUndefined();
  });

  it('finds a page the guide does not create, and one wrapped otherwise', () => {
    expect(disagreements(example('// app/[[...path]]/page.tsx\n'), guide)).toHaveLength(1);
    expect(
      disagreements(example("// app/inkwell-edit/[[...slug]]/page.tsx\nimport {headers} from 'next/headers';"), guide),
    ).toHaveLength(1);
    const theGuides = guide.get('app/inkwell-edit/[[...slug]]/page.tsx')?.[0] ?? '';
    expect(disagreements(example(`// app/inkwell-edit/[[...slug]]/page.tsx\n${theGuides}`), guide)).toEqual([]);
  });

  it('finds an <InkwellRouter> outside a SiteProvider', () => {
    expect(routerHasSiteProvider('<InkwellRouter result={r} />')).toBe(false);
    expect(routerHasSiteProvider('<SiteProvider a>\n<InkwellRouter result={r} />\n</SiteProvider>')).toBe(true);
    expect(routerHasSiteProvider('<SiteProvider a>x</SiteProvider>\n<InkwellRouter result={r} />')).toBe(false);
  });
});
