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

const ids = (answer: {results: readonly PagefindResult[]}) => answer.results.map((result) => result.id);

describe('searchPagefind', () => {
  it('searches the query as typed when enough pages hold every word', async () => {
    const pagefind = engine(pages);
    const answer = await searchPagefind(pagefind, 'which i', []);
    expect(answer).toMatchObject({terms: 'which i', whole: 3});
    expect(ids(answer)).toEqual(['oauth', 'users', 'intro']);
    expect(pagefind.searched).toEqual(['which i']);
  });

  it('follows the few pages with every word by pages with most of them, the best-fitting words kept', async () => {
    // Only the OAuth page names a provider; dropping "provider" lets the other two match.
    const answer = await searchPagefind(engine(pages), 'which provider', []);
    expect(answer).toMatchObject({terms: 'which', whole: 1});
    expect(ids(answer)).toEqual(['oauth', 'users', 'intro']);
  });

  it('drops a word no page holds, then the word that fits the others least', async () => {
    // "nothing" is on no page; without "should", the OAuth page holds every other word.
    const pagefind = engine(pages);
    const answer = await searchPagefind(pagefind, 'which oauth provider should I choose nothing', []);
    expect(answer).toMatchObject({terms: 'which oauth provider I choose', whole: 0});
    expect(ids(answer)).toEqual(['oauth']);
  });

  it('keeps the words that belong together, not a rare word one unrelated page holds', async () => {
    // "please" is on one page only, which holds none of the question's other words but the
    // commonest; dropping the commonest words first would end on that page.
    const site = {
      vercel: ['deploy', 'inkwell', 'with', 'vercel'],
      server: ['deploy', 'inkwell', 'with', 'nginx'],
      accessibility: ['inkwell', 'with', 'please'],
      intro: ['inkwell', 'with'],
    };
    const answer = await searchPagefind(engine(site), 'deploy inkwell with kubernetes please', []);
    expect(answer).toMatchObject({terms: 'deploy inkwell with', whole: 0});
    expect(ids(answer)).toEqual(['vercel', 'server']);
  });

  it('finds nothing for one word no page holds', async () => {
    expect(await searchPagefind(engine(pages), 'zebra', [])).toEqual({results: [], terms: 'zebra', whole: 0});
  });
});
