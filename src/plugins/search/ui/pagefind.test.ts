import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  isIdentifier,
  loadHits,
  searchPagefind,
  wordWeight,
  type Pagefind,
  type PagefindFilters,
  type PagefindResult,
  type PagefindResultData,
} from './pagefind';
import type {SearchWords} from './searchWords';
import {nearestWord} from './spelling';

/**
 * A stand-in engine over pages given as word lists: a page matches when it holds every word
 * (or, unquoted, a word it begins; quoted, the words in a row),
 * scored the way Pagefind scores, higher for a word fewer pages hold; `null` with the API
 * section's filter lists the API pages (ids starting `api-`), with any of the sections, all.
 */
function engine(pages: Record<string, string[]>): Pagefind & {searched: string[]} {
  const searched: string[] = [];
  const total = Object.keys(pages).length;
  const pagesWith = (word: string) => Object.values(pages).filter((pageWords) => pageWords.includes(word)).length;
  const search = (term: string | null, options?: {filters?: PagefindFilters}) => {
    if (term === null) {
      const apiOnly = Array.isArray(options?.filters?.section);
      const results = Object.keys(pages)
        .filter((id) => !apiOnly || id.startsWith('api-'))
        .map((id) => ({id, score: 0, data: () => Promise.reject(new Error('not loaded in this test'))}));
      return Promise.resolve({results, unfilteredResultCount: results.length});
    }
    searched.push(term);
    // Quoted, a word matches only itself; bare, also the longer words it begins, as in Pagefind.
    const exact = term.startsWith('"');
    const words = term.toLowerCase().replace(/"/g, '').split(/\s+/);
    const holds = (pageWords: string[], word: string) =>
      pageWords.some((pageWord) => pageWord === word || (!exact && pageWord.startsWith(word)));
    // Quoted, words match only in that order, one after another.
    const inOrder = (pageWords: string[]) => !exact || ` ${pageWords.join(' ')} `.includes(` ${words.join(' ')} `);
    const results: PagefindResult[] = Object.entries(pages)
      .filter(([, pageWords]) => words.every((word) => holds(pageWords, word)) && inOrder(pageWords))
      .map(([id]) => ({
        id,
        score: words.reduce((sum, word) => sum + Math.log(1 + total / pagesWith(word)), 0),
        data: () => Promise.reject(new Error('not loaded in this test')),
      }))
      .sort((a, b) => b.score - a.score);
    return Promise.resolve({results, unfilteredResultCount: results.length});
  };
  return {
    searched,
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    search,
  };
}

/** Words files of the test's own: a few stop words, a vocabulary and headings. */
function wordsOf({
  vocabulary = [],
  headings = {},
}: {
  vocabulary?: string[];
  /** Each page's title and headings, each as its words' stems. */
  headings?: Record<string, string[][]>;
}): SearchWords & {loaded: string[]} {
  const loaded: string[] = [];
  return {
    loaded,
    stopWords: () => {
      loaded.push('stop');
      return Promise.resolve(new Set(['a', 'how', 'do', 'i', 'my', 'the', 'to', 'for', 'which', 'what', 'is', 'of']));
    },
    related: () => Promise.resolve({}),
    correct: (word) => {
      loaded.push('vocabulary');
      return Promise.resolve(nearestWord(word, new Map(vocabulary.map((known) => [known, 1]))));
    },
    headed: (stems) => {
      loaded.push('headings');
      const holders = Object.entries(headings).filter(([, pageHeadings]) =>
        pageHeadings.some((heading) => stems.every((key) => heading.includes(key))),
      );
      return Promise.resolve(new Set(stems.length ? holders.map(([id]) => id) : []));
    },
  };
}

const ids = (answer: {results: readonly PagefindResult[]}) => answer.results.map((result) => result.id);

describe('searchPagefind', () => {
  const site = {
    post: ['create', 'a', 'blog', 'post', 'delete', 'the', 'post', 'publish', 'later'],
    page: ['create', 'a', 'page', 'delete', 'the', 'page', 'for', 'menu'],
    users: ['remove', 'a', 'person', 'the', 'post', 'for', 'role'],
    'api-DraftOptions': ['draftoptions', 'draft', 'post', 'options'],
  };

  it('leaves stop words out, so "for" and "my" cannot decide what is found', async () => {
    const pagefind = engine(site);
    const answer = await searchPagefind(pagefind, 'publish my post for later', [], wordsOf({}));
    expect(ids(answer)[0]).toBe('post');
    expect(pagefind.searched).not.toContain('for');
    expect(pagefind.searched).not.toContain('my');
  });

  it('keeps the telling word when no page holds every word: the page with the rare word wins', async () => {
    // No page holds "later" and "role" together; each is on one page, "post" on three.
    const answer = await searchPagefind(engine(site), 'post later role', [], wordsOf({}));
    expect(answer.whole).toBe(0);
    expect(ids(answer).slice(0, 2).sort()).toEqual(['post', 'users']);
  });

  it('lifts a page one of whose headings holds every telling word, not one whose headings hold them pooled', async () => {
    const guides = {pooled: ['deploy', 'server', 'backups'], single: ['deploy', 'server', 'nginx']};
    const words = wordsOf({headings: {pooled: [['deploy'], ['server']], single: [['deploy', 'own', 'server']]}});
    expect(ids(await searchPagefind(engine(guides), 'deploy to my server', [], words))[0]).toBe('single');
    // Without the headings, the first found stays first.
    expect(ids(await searchPagefind(engine(guides), 'deploy to my server', [], wordsOf({})))[0]).toBe('pooled');
  });

  it('lifts only a page one of whose headings holds every telling word of the query', async () => {
    const configuration = {
      google: ['list', 'environment', 'variables', 'google'],
      configuration: ['list', 'environment', 'variables', 'every'],
      posts: ['list'],
      users: ['list'],
    };
    const words = wordsOf({
      headings: {
        google: [['googl'], ['set', 'the', 'environ']],
        configuration: [['configur'], ['everi', 'environ', 'variabl']],
        posts: [['post']],
        users: [['user']],
      },
    });
    const lifted = await searchPagefind(engine(configuration), 'the environment variables', [], words);
    expect(ids(lifted)[0]).toBe('configuration');
    // No heading holds "list": neither page is lifted, and the first found stays first.
    const notLifted = await searchPagefind(engine(configuration), 'list of environment variables', [], words);
    expect(ids(notLifted)[0]).toBe('google');
  });

  it('lifts a page whose heading holds the words of a query with a number in it', async () => {
    // Both pages hold every word; without the lift, the first found stays first.
    const guides = {
      existing: ['real', '404', 'unknown', 'paths', 'catch', 'all'],
      newProject: ['real', '404', 'unknown', 'paths'],
      ...Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((id) => [id, ['other']])),
    };
    // The headings' words are letters only: "404s" leaves no word in them.
    const words = wordsOf({
      headings: {
        newProject: [['real', 'for', 'unknown', 'path']],
        existing: [['add', 'the', 'catch', 'all', 'real']],
        ...Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((id) => [id, [['other']]])),
      },
    });
    const answer = await searchPagefind(engine(guides), 'real 404 for unknown paths', [], words);
    expect(ids(answer)[0]).toBe('newProject');
  });

  it('counts the words a page lacks by how few pages hold them', async () => {
    // "website" is on one page, "google" on five; the Google guide's title makes "google" weigh
    // three times as much there, as Pagefind weighs a title.
    const site = {
      settings: ['website', 'description'],
      google: ['google', 'description'],
      ...Object.fromEntries(['a', 'b', 'c', 'd'].map((id) => [id, ['google']])),
    };
    const pagefind = engine(site);
    const search = pagefind.search;
    pagefind.search = async (term, options) => {
      const response = await search(term, options);
      if (term !== 'google' || !response) return response;
      const results = response.results.map((result) =>
        result.id === 'google' ? {...result, score: result.score * 3} : result,
      );
      return {...response, results};
    };
    const answer = await searchPagefind(pagefind, 'website description for google', [], wordsOf({}));
    expect(ids(answer)[0]).toBe('settings');
    expect(wordWeight(1, 6)).toBeGreaterThan(wordWeight(5, 6));
    expect(wordWeight(5, 6) / wordWeight(1, 6)).toBeGreaterThan(Math.log(1 + 6 / 5) / Math.log(1 + 6));
  });

  it('corrects a misspelt word to the site word nearest to it', async () => {
    const answer = await searchPagefind(engine(site), 'publsh', [], wordsOf({vocabulary: ['publish', 'page']}));
    expect(answer).toMatchObject({terms: 'publish'});
    expect(ids(answer)).toEqual(['post']);
  });

  it('corrects a misspelt word that Pagefind matches by part of it, but not a word being typed', async () => {
    const media = {
      cloudinary: ['cloudinary', 'upload'],
      google: ['google', 'cloud'],
      s3: ['s3', 'cloud'],
      home: ['cloud'],
    };
    const words = wordsOf({vocabulary: ['cloudinary', 'cloud', 'google']});
    // "cloudin" begins a site word, and Pagefind finds the page that holds it.
    expect(ids(await searchPagefind(engine(media), 'cloudin', [], words))).toEqual(['cloudinary']);
    // Pagefind finds the pages of a shorter part of a word no page holds.
    const fuzzy = engine(media);
    const search = fuzzy.search;
    fuzzy.search = (term) => search(term === 'cloudinry' ? 'cloud' : term);
    const answer = await searchPagefind(fuzzy, 'cloudinry', [], words);
    expect(answer).toMatchObject({terms: 'cloudinary'});
    expect(ids(answer)).toEqual(['cloudinary']);
  });

  it('ranks the page that quotes an error message or a name whole above one that holds it apart or longer', async () => {
    const pages = {
      table: ['is', 'inkwell_url', 'address', 'required', 'in', 'production'],
      quoting: ['inkwell_url', 'is', 'required', 'in', 'production'],
    };
    const answer = await searchPagefind(engine(pages), 'INKWELL_URL is required in production', [], wordsOf({}));
    expect(ids(answer)).toEqual(['quoting', 'table']);
    const names = {'api-PostListProps': ['postlistprops'], 'api-PostList': ['postlist']};
    expect(ids(await searchPagefind(engine(names), 'PostList', [], wordsOf({})))).toEqual([
      'api-PostList',
      'api-PostListProps',
    ]);
  });

  it('marks the telling words of a query that names code, not its stop words', async () => {
    const pages = {guide: ['how', 'to', 'call', 'inkwell.posts.list'], api: ['inkwell.posts.list']};
    const answer = await searchPagefind(engine(pages), 'how to call Inkwell.posts.list', [], wordsOf({}));
    expect(answer.marked).toBe('call Inkwell.posts.list');
    expect((await searchPagefind(engine(pages), 'Inkwell.posts.list', [], wordsOf({}))).marked).toBe(
      'Inkwell.posts.list',
    );
  });

  it('ranks a guide above an API page for a task word, and the API page first for its name', async () => {
    expect(ids(await searchPagefind(engine(site), 'post', [], wordsOf({})))[0]).not.toBe('api-DraftOptions');
    expect(ids(await searchPagefind(engine(site), 'DraftOptions', [], wordsOf({})))[0]).toBe('api-DraftOptions');
  });

  it('loads only the headings for one word that pages hold, not the stop words or the vocabulary', async () => {
    const words = wordsOf({});
    await searchPagefind(engine(site), 'post', [], words);
    expect(words.loaded).toEqual(['headings']);
  });

  it('lifts the page whose heading is the one word asked', async () => {
    // Three pages hold the word, the guide whose heading it is last among them.
    const guides = {post: ['roles', 'post'], api: ['roles', 'options'], users: ['roles', 'people'], a: ['other']};
    const words = wordsOf({headings: {post: [['post']], users: [['user'], ['role']]}});
    expect(ids(await searchPagefind(engine(guides), 'roles', [], words))[0]).toBe('users');
  });

  it('finds nothing for one word no page holds and none is near', async () => {
    expect(await searchPagefind(engine(site), 'zebra', [], wordsOf({}))).toEqual({
      results: [],
      terms: 'zebra',
      whole: 0,
      marked: 'zebra',
    });
  });

  it('ranks every page that holds a telling word of the query, once, those with every word first', async () => {
    const stop = await wordsOf({}).stopWords();
    const vocabulary = [...new Set(Object.values(site).flat())];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...vocabulary), {minLength: 1, maxLength: 5}), async (typed) => {
        const answer = await searchPagefind(engine(site), typed.join(' '), [], wordsOf({}));
        const found = ids(answer);
        const telling = typed.filter((word) => !stop.has(word));
        const asked = telling.length ? telling : typed;
        const holds = (id: string, word: string) => (site[id as keyof typeof site] ?? []).includes(word);
        expect(new Set(found).size).toBe(found.length);
        const expected = Object.keys(site).filter((id) => asked.some((word) => holds(id, word)));
        expect([...found].sort()).toEqual(expected.sort());
        for (const id of found.slice(0, answer.whole)) expect(asked.every((word) => holds(id, word))).toBe(true);
      }),
      {numRuns: 100},
    );
  });
});

describe('isIdentifier', () => {
  it('tells names in code from words of prose', () => {
    for (const word of ['DraftOptions', 'getSession', 'INKWELL_URL', 'Inkwell.resolve()', 'AADSTS7000215'])
      expect(isIdentifier(word), word).toBe(true);
    for (const word of ['draft', 'Publish', 'roles', 'S3', 'how']) expect(isIdentifier(word), word).toBe(false);
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
