// Static checks on the component sources: they are bundled for the browser (the docs site's
// live demos), and Next.js needs `'use client'` on every module that uses client-only APIs.
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

const componentsDir = dirname(dirname(fileURLToPath(import.meta.url)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(componentsDir).map((path) => ({
  path: relative(componentsDir, path),
  text: readFileSync(path, 'utf8'),
}));

/** The modules a source imports, as TypeScript reads them: not the ones its doc comments' examples show. */
function imports(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

describe('component sources', () => {
  it('finds the component modules', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files.map((file) => [file.path, file] as const))('%s imports nothing server-only', (_path, file) => {
    for (const specifier of imports(file.text)) {
      expect(specifier, `${file.path} imports ${specifier}`).not.toMatch(/^node:/);
      expect(specifier).not.toMatch(/^(fs|path|crypto|os|child_process|url|stream|util)$/);
      expect(specifier).not.toMatch(/\/(server|auth|store|media)(\/|$)|\/config\.js$/);
      // Only the dependency-free shared modules may be reached from a component.
      if (specifier.startsWith('../../')) expect(['../../types.js', '../../limits.js']).toContain(specifier);
    }
  });

  it.each(files.map((file) => [file.path, file] as const))('%s says "use client" when it needs to', (_path, file) => {
    const clientOnly =
      /\b(useState|useEffect|useLayoutEffect|useRef|useContext|useMemo|useId|useDeferredValue|createContext|useSite)\s*\(|@radix-ui\//.test(
        file.text,
      );
    const declared = /^'use client';/.test(file.text);
    // The reverse is deliberately not required: hook-free modules (MarkdownRenderer,
    // PageRenderer, PostList, InkwellRouter) stay server components, which keeps Markdown
    // rendering and highlight.js out of the browser bundle when a page only displays content.
    if (clientOnly) expect(declared, `${file.path} uses client APIs`).toBe(true);
  });
});
