import {describe, expect, it} from 'vitest';
import {flattenHits, nextActive} from './options';
import type {SearchHit} from './pagefind';

const hit = (id: string, subs: number): SearchHit => ({
  id,
  url: `/docs/${id}`,
  title: id,
  excerpt: '',
  section: 'Guides',
  subResults: Array.from({length: subs}, (_, index) => ({
    title: `${id} ${index}`,
    url: `/docs/${id}#h${index}`,
    excerpt: '',
  })),
});

describe('flattenHits', () => {
  it('lists each page followed by its sections', () => {
    expect(flattenHits([hit('a', 2), hit('b', 0)]).map((option) => `${option.kind}:${option.url}`)).toEqual([
      'page:/docs/a',
      'section:/docs/a#h0',
      'section:/docs/a#h1',
      'page:/docs/b',
    ]);
  });
});

describe('nextActive', () => {
  it('walks down and up, wrapping at both ends', () => {
    expect(nextActive('ArrowDown', -1, 3)).toBe(0);
    expect(nextActive('ArrowDown', 2, 3)).toBe(0);
    expect(nextActive('ArrowUp', 0, 3)).toBe(2);
    expect(nextActive('ArrowUp', -1, 3)).toBe(2);
  });
  it('leaves other keys and empty lists to the input', () => {
    expect(nextActive('ArrowLeft', 0, 3)).toBeUndefined();
    expect(nextActive('ArrowDown', -1, 0)).toBeUndefined();
  });
});
