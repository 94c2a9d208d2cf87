import {describe, expect, it} from 'vitest';
import {indexDescription, plainSummary, withDescription} from './description-plugin.mjs';

describe('plainSummary', () => {
  it('reads inline code without its backticks and links as their text', () => {
    expect(
      plainSummary([
        {kind: 'text', text: 'Renders whatever '},
        {kind: 'code', text: '`Inkwell.resolve()`'},
        {kind: 'text', text: ' found; see '},
        {kind: 'inline-tag', tag: '@link', text: 'PostList'},
        {kind: 'text', text: '.'},
      ]),
    ).toBe('Renders whatever Inkwell.resolve() found; see PostList.');
  });
});

describe('withDescription', () => {
  it('puts the description in front matter, quoted', () => {
    expect(withDescription('# Variable: X\n', 'Says "hi" to you.')).toBe(
      '---\ndescription: "Says \\"hi\\" to you."\n---\n\n# Variable: X\n',
    );
  });

  it('leaves a page without a description, or with front matter, as it is', () => {
    expect(withDescription('# X\n', '')).toBe('# X\n');
    expect(withDescription('---\ntitle: X\n---\n', 'D.')).toBe('---\ntitle: X\n---\n');
  });
});

describe('indexDescription', () => {
  it('says what the page of every export holds, not what the package is', () => {
    expect(indexDescription('@inkwell/cms')).toBe(
      'Every export of @inkwell/cms, by kind, each with a link to its page.',
    );
  });
});
