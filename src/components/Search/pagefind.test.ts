import {describe, expect, it} from 'vitest';
import {loadHits, searchPagefind, type Pagefind, type PagefindResult, type PagefindResultData} from './pagefind';

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

describe('loadHits', () => {
  // An API page as Pagefind stores it: its title, a summary, and two sections whose headings
  // lead their text; the query's best sentence is in the first section.
  const content =
    'Interface: AuthApi. What the app reads sessions with. Remarks. A sign-out clears the session cookie. ' +
    '1. Read the session. Reading the session cookie checks its signature.';
  const words = content.split(' ');
  const at = (word: string, from = 0) => words.indexOf(word, from);
  const remarks = at('Remarks.');
  const read = at('1.');
  const cookieMatches = words.flatMap((word, location) =>
    /^(session|cookie)/i.test(word) ? [{location, balanced_score: 1}] : [],
  );
  const inSection = (from: number, to: number) =>
    cookieMatches.filter(({location}) => location >= from && location < to);
  const data: PagefindResultData = {
    url: '/docs/api/interfaces/AuthApi',
    excerpt: '',
    content,
    weighted_locations: cookieMatches,
    anchors: [{location: remarks}, {location: read}],
    meta: {title: 'Interface: AuthApi'},
    filters: {section: ['API']},
    sub_results: [
      {
        title: 'Remarks',
        url: '/docs/api/interfaces/AuthApi#remarks',
        excerpt: '',
        anchor: {location: remarks},
        weighted_locations: inSection(remarks, read),
      },
      {
        title: '1. Read the session',
        url: '/docs/api/interfaces/AuthApi#1-read-the-session',
        excerpt: '',
        anchor: {location: read},
        weighted_locations: inSection(read, words.length),
      },
    ],
  };

  it('shows no sentence twice in a result, and no section repeating its own heading', async () => {
    const [hit] = await loadHits([{id: 'auth', score: 1, data: () => Promise.resolve(data)}], 'session cookie');
    expect(Object.fromEntries(hit?.subResults.map((sub) => [sub.title, sub.excerpt]) ?? [])).toEqual({
      Remarks: 'A sign-out clears the <mark>session</mark> <mark>cookie</mark>.',
      '1. Read the session': 'Reading the <mark>session</mark> <mark>cookie</mark> checks its signature.',
    });
    // The page's own text above its sections, not the sections' sentences again.
    expect(hit?.excerpt).toBe('What the app reads <mark>sessions</mark> with.');
  });
});
