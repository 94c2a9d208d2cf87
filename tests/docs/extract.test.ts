import {describe, expect, it} from 'vitest';
import {checkedBlocks, extensionFor, extractCodeBlocks} from './extract';

const doc = [
  '---',
  'title: Sample',
  '---',
  '',
  'Text.',
  '',
  '```ts title="app/api/inkwell/[...path]/route.ts"',
  "import {Inkwell} from '@inkwell/cms';",
  'export const {GET} = Inkwell.routeHandlers;',
  '```',
  '',
  '```bash',
  'npm install @inkwell/cms',
  '```',
  '',
  '````tsx',
  '```',
  'a fence inside a longer fence',
  '```',
  '````',
  '',
  '  ~~~js',
  '  const x = 1;',
  '  ~~~',
].join('\n');

describe('extractCodeBlocks', () => {
  it('finds every fenced block with its language, title, first code line and code', () => {
    const blocks = extractCodeBlocks(doc, 'docs/sample.md');
    expect(blocks.map(({lang, line, title}) => ({lang, line, title}))).toEqual([
      {lang: 'ts', line: 8, title: 'app/api/inkwell/[...path]/route.ts'},
      {lang: 'bash', line: 13, title: undefined},
      {lang: 'tsx', line: 17, title: undefined},
      {lang: 'js', line: 23, title: undefined},
    ]);
    expect(blocks[0]?.code).toBe("import {Inkwell} from '@inkwell/cms';\nexport const {GET} = Inkwell.routeHandlers;");
    expect(blocks[2]?.code).toBe('```\na fence inside a longer fence\n```');
    expect(blocks[3]?.code).toBe('const x = 1;');
  });

  it('reads titles in double quotes, single quotes or bare', () => {
    const titles = ['```ts title="a b.ts"', "```ts title='c.ts' showLineNumbers", '```ts title=d.ts'].map(
      (fence) => extractCodeBlocks(`${fence}\nx\n\`\`\``, 'f.md')[0]?.title,
    );
    expect(titles).toEqual(['a b.ts', 'c.ts', 'd.ts']);
  });

  it('runs an unclosed fence to the end of the file', () => {
    expect(extractCodeBlocks('```ts\nconst a = 1;', 'f.md')).toMatchObject([{line: 2, code: 'const a = 1;'}]);
  });
});

describe('checkedBlocks', () => {
  it('keeps only TypeScript and JavaScript blocks', () => {
    expect(checkedBlocks(doc, 'docs/sample.md').map((block) => block.lang)).toEqual(['ts', 'tsx', 'js']);
  });

  it('accepts a skip on the fence, with a title and a reason, and leaves the code as the reader copies it', () => {
    const source =
      '```tsx title="app/layout.tsx (excerpt)" check-skip="the lines to add inside <body>"\n<SiteProvider />\n```';
    expect(checkedBlocks(source, 'f.md')).toMatchObject([
      {skip: 'the lines to add inside <body>', code: '<SiteProvider />'},
    ]);
  });

  it('refuses a skip without a title, or without a reason, naming file and line', () => {
    expect(() => checkedBlocks('text\n```ts check-skip="fragment"\nx\n```', 'docs/a.md')).toThrow(
      'docs/a.md:3: a block marked check-skip needs a title',
    );
    expect(() => checkedBlocks('```ts title="x.ts" check-skip=""\nx\n```', 'docs/b.md')).toThrow(
      'docs/b.md:2: check-skip="…" needs a reason',
    );
  });

  it('refuses a marker in the code, where readers would see and copy it', () => {
    for (const line of ['// @check-skip: a fragment', '  //@check-skip', '// check-skip: why']) {
      expect(() => checkedBlocks(`\`\`\`ts title="x.ts"\n${line}\nconst x = 1;\n\`\`\``, 'docs/c.md')).toThrow(
        'docs/c.md:2: readers see and copy a check-skip line',
      );
    }
  });

  it('checks each language under its own extension', () => {
    expect(['ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx'].map(extensionFor)).toEqual([
      '.ts',
      '.ts',
      '.tsx',
      '.js',
      '.js',
      '.jsx',
    ]);
  });
});
