import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {EXAMPLE_IMAGE, markdownExamples, withBaseUrl} from './markdownExamples';

describe('withBaseUrl', () => {
  it('prefixes image paths in Markdown and HTML with the base URL', () => {
    expect(withBaseUrl('![a](/globe.svg) <img src="/img/y.svg">', '/inkwell/')).toBe(
      '![a](/inkwell/globe.svg) <img src="/inkwell/img/y.svg">',
    );
  });

  it('leaves them alone at the root, and leaves links and other hosts alone', () => {
    expect(withBaseUrl('![a](/globe.svg) [b](/about) ![c](//cdn.example/x.png)', '/inkwell/')).toBe(
      '![a](/inkwell/globe.svg) [b](/about) ![c](//cdn.example/x.png)',
    );
    expect(withBaseUrl('![a](/globe.svg) [b](/about)', '/')).toBe('![a](/globe.svg) [b](/about)');
  });

  it("every image of the examples is the one the docs serve and a reader's app has", () => {
    const images = Object.values(markdownExamples).flatMap((source) =>
      [...source.matchAll(/(?:!\[[^\]]*\]\(|<img[^>]*\ssrc=")([^)"\s]+)/g)].map((m) => m[1]),
    );
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((src) => src !== EXAMPLE_IMAGE)).toEqual([]);
    expect(existsSync(join(__dirname, '..', '..', '..', 'static', EXAMPLE_IMAGE))).toBe(true);
  });
});
