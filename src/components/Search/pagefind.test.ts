import {describe, expect, it} from 'vitest';
import {searchPagefind, type Pagefind, type PagefindResult} from './pagefind';

/** A stand-in engine over pages given as word lists: a page matches when it holds every word. */
function engine(pages: Record<string, string[]>): Pagefind & {searched: string[]} {
  const searched: string[] = [];
  const search = (term: string) => {
    searched.push(term);
    const words = term.toLowerCase().split(/\s+/);
    const results: PagefindResult[] = Object.entries(pages)
      .filter(([, pageWords]) => words.every((word) => pageWords.includes(word)))
      .map(([id]) => ({id, score: 1, data: () => Promise.reject(new Error('not loaded in this test'))}));
    return Promise.resolve({results, unfilteredResultCount: results.length});
  };
  return {
    searched,
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    preload: () => Promise.resolve(),
    search,
    debouncedSearch: search,
  };
}

const pages = {
  oauth: ['which', 'provider', 'to', 'choose', 'oauth', 'i'],
  users: ['which', 'role', 'should', 'i', 'give'],
  intro: ['which', 'i', 'should', 'inkwell'],
};

describe('searchPagefind', () => {
  it('searches the query as typed when some page holds every word', async () => {
    const pagefind = engine(pages);
    const answer = await searchPagefind(pagefind, 'which provider', []);
    expect(answer).toMatchObject({terms: 'which provider'});
    expect(answer.results.map((result) => result.id)).toEqual(['oauth']);
    expect(pagefind.searched).toEqual(['which provider']);
  });

  it('drops a word no page holds, then the commonest, until pages match', async () => {
    // "nothing" is on no page; "which" and "i" on three, "should" on two, the rest on one.
    const pagefind = engine(pages);
    const answer = await searchPagefind(pagefind, 'which oauth provider should I choose nothing', []);
    expect(pagefind.searched.slice(-4)).toEqual([
      'which oauth provider should I choose',
      'oauth provider should I choose',
      'oauth provider should choose',
      'oauth provider choose',
    ]);
    expect(answer.terms).toBe('oauth provider choose');
    expect(answer.results.map((result) => result.id)).toEqual(['oauth']);
  });

  it('finds nothing for one word no page holds', async () => {
    expect(await searchPagefind(engine(pages), 'zebra', [])).toEqual({results: [], terms: 'zebra'});
  });
});
