import {describe, expect, it} from 'vitest';
import {markdownExamples, withBaseUrl} from './markdownExamples';

describe('withBaseUrl', () => {
  it('prefixes image paths in Markdown and HTML with the base URL', () => {
    expect(withBaseUrl('![a](/img/x.svg) <img src="/img/y.svg">', '/inkwell/')).toBe(
      '![a](/inkwell/img/x.svg) <img src="/inkwell/img/y.svg">',
    );
  });

  it('leaves them alone at the root, and leaves other links alone', () => {
    expect(withBaseUrl('![a](/img/x.svg) [b](/about)', '/')).toBe('![a](/img/x.svg) [b](/about)');
  });

  it('every example that shows an image uses a path the docs site serves', () => {
    const images = Object.values(markdownExamples).flatMap((source) =>
      [...source.matchAll(/(?:\]\(|src=")([^)"\s]+)/g)].map((m) => m[1]),
    );
    expect(images.filter((src) => src?.match(/\.(svg|png|jpe?g|gif|webp)$/) && !src.startsWith('/img/'))).toEqual([]);
  });
});
