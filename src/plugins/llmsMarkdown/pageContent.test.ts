import {describe, expect, it} from 'vitest';

import {firstSentence, isWholeSentence} from '../shared/sentences.mjs';
import {firstParagraph, metaDescription, pageDescription} from './pageContent';
import {mainOf} from './toMarkdown';

const page = (description: string) =>
  `<!doctype html><html><head><meta data-rh=true name=description content="${description}"></head>` +
  '<body><nav>navbar</nav><main class=x><article><h1>Intro</h1><p>Body</p></article></main><footer>f</footer></body></html>';

describe('mainOf', () => {
  it('cuts the page to its main element', () => {
    expect(mainOf(page('D'))).toBe('<main class=x><article><h1>Intro</h1><p>Body</p></article></main>');
  });
  it('leaves a page without main as it is', () => {
    expect(mainOf('<div>x</div>')).toBe('<div>x</div>');
  });
});

describe('metaDescription', () => {
  it('reads quoted, unquoted and entity-encoded descriptions', () => {
    expect(metaDescription(page('Tom &amp; Jerry&#39;s &quot;site&quot;.'))).toBe(`Tom & Jerry's "site".`);
    expect(metaDescription('<meta name=description content=Short>')).toBe('Short');
    expect(metaDescription('<meta property=og:description content="No">')).toBe('');
  });
});

describe('firstSentence and isWholeSentence', () => {
  it('ends at the first full stop followed by a new sentence', () => {
    expect(firstSentence('Change the name on the Settings screen. For admins.')).toBe(
      'Change the name on the Settings screen.',
    );
    expect(firstSentence('Renders what Inkwell.resolve() found:\n a page, or "not found".')).toBe(
      'Renders what Inkwell.resolve() found: a page, or "not found".',
    );
  });
  it('tells a sentence from an excerpt cut at a line end', () => {
    expect(isWholeSentence('Renders a page, a post, the post list, the')).toBe(false);
    expect(isWholeSentence('Renders a page.')).toBe(true);
  });
});

describe('firstParagraph', () => {
  it('skips headings, code, tables, lists and emphasis-only lines, and keeps link text', () => {
    const markdown = [
      '# Function: X()',
      '',
      '```ts',
      'function X(): Element;',
      '',
      'more code',
      '```',
      '',
      '- a list',
      '',
      'Renders whatever [Inkwell.resolve()](https://x/a.md) found for a path: a page, the',
      'post list, or \\<nothing>.',
      '',
      'Second.',
    ].join('\n');
    expect(firstParagraph(markdown)).toBe(
      'Renders whatever Inkwell.resolve() found for a path: a page, the post list, or <nothing>.',
    );
  });
});

describe('pageDescription', () => {
  it('takes the meta description when it is whole, else the first paragraph, one sentence either way', () => {
    expect(pageDescription(page('Change the name. For admins.'), '# T\n\nOther.\n')).toBe('Change the name.');
    expect(
      pageDescription(page('Renders a page, a post, the'), '# T\n\nRenders a page, a post, the list. More.\n'),
    ).toBe('Renders a page, a post, the list.');
  });
});
