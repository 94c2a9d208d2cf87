import {describe, expect, it} from 'vitest';
import {containsLineNumbers, parseCodeBlockTitle, parseLanguage, parseLines} from './codeBlockUtils';

/** The theme's default magic comments (theme-classic's `prism.magicComments`). */
const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];
const highlighted = ['theme-code-block-highlighted-line'];

describe('code block metastring', () => {
  it('reads the title in either quote, and nothing without one', () => {
    expect(parseCodeBlockTitle('title="docusaurus.config.ts" showLineNumbers')).toBe('docusaurus.config.ts');
    expect(parseCodeBlockTitle("title='a b.ts'")).toBe('a b.ts');
    expect(parseCodeBlockTitle('showLineNumbers')).toBe('');
    expect(parseCodeBlockTitle(undefined)).toBe('');
  });

  it('asks for line numbers with showLineNumbers only', () => {
    expect(containsLineNumbers('title="a.ts" showLineNumbers')).toBe(true);
    expect(containsLineNumbers('title="a.ts"')).toBe(false);
    expect(containsLineNumbers(undefined)).toBe(false);
  });

  it('takes the language from the language- class', () => {
    expect(parseLanguage('theme-code-block language-tsx')).toBe('tsx');
    expect(parseLanguage('theme-code-block')).toBeUndefined();
  });
});

describe('parseLines', () => {
  it('drops the trailing newline and leaves plain code alone', () => {
    expect(parseLines('const a = 1;\n', {metastring: undefined, language: 'ts', magicComments})).toEqual({
      code: 'const a = 1;',
      lineClassNames: {},
    });
  });

  it('removes magic comments in the language comment style and marks the lines they name', () => {
    const content = [
      'a',
      '// highlight-next-line',
      'b',
      '/* highlight-start */',
      'c',
      'd',
      '// highlight-end',
      'e',
    ].join('\n');
    expect(parseLines(content, {metastring: '', language: 'ts', magicComments})).toEqual({
      code: 'a\nb\nc\nd\ne',
      lineClassNames: {1: highlighted, 2: highlighted, 3: highlighted},
    });
    // Bash has no // comments: the line stays code, and # marks the next line.
    expect(
      parseLines('// highlight-next-line\n# highlight-next-line\necho', {
        metastring: '',
        language: 'bash',
        magicComments,
      }),
    ).toEqual({
      code: '// highlight-next-line\necho',
      lineClassNames: {1: highlighted},
    });
  });

  it('highlights a metastring range, counted from 1, without parsing comments', () => {
    expect(
      parseLines('a\n// highlight-next-line\nb\nc', {metastring: '{1,3-4}', language: 'ts', magicComments}),
    ).toEqual({
      code: 'a\n// highlight-next-line\nb\nc',
      lineClassNames: {0: highlighted, 2: highlighted, 3: highlighted},
    });
    expect(() => parseLines('a', {metastring: '{1}', language: 'ts', magicComments: []})).toThrow(/magic comment/);
  });

  it('parses no comments in a block without a language', () => {
    expect(parseLines('// highlight-next-line\na', {metastring: '', language: undefined, magicComments})).toEqual({
      code: '// highlight-next-line\na',
      lineClassNames: {},
    });
  });
});
