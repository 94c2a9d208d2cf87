import {describe, expect, it} from 'vitest';
import {searchQueryFor, suggestionsFor, type Candidate} from './suggestions';

const pages: Candidate[] = [
  {path: '/docs/getting-started/create-new-project', title: 'Create a new project'},
  {path: '/docs/configuration/oauth/github', title: 'GitHub'},
  {path: '/docs/configuration/oauth/google', title: 'Google'},
  {path: '/docs/using-inkwell/markdown-features', title: 'Markdown features'},
  {path: '/providers', title: 'Providers'},
];

describe('suggestionsFor', () => {
  it('puts the pages that share the most words with the missing path first', () => {
    expect(suggestionsFor('/docs/oauth/github', pages).map((page) => page.path)).toEqual([
      '/docs/configuration/oauth/github',
      '/docs/configuration/oauth/google',
    ]);
  });

  it('matches a word by its start, as a truncated or mistyped URL has it', () => {
    expect(suggestionsFor('/docs/markdown-feat', pages)[0]?.path).toBe('/docs/using-inkwell/markdown-features');
    expect(suggestionsFor('/provider', pages)[0]?.path).toBe('/providers');
  });

  it('puts guides before API pages that match as well, unless the address was in the API reference', () => {
    const withReference: Candidate[] = [
      {path: '/docs/api/interfaces/Page', title: 'Page'},
      {path: '/docs/api/type-aliases/PageOf', title: 'PageOf'},
      {path: '/docs/using-inkwell/create-a-page', title: 'Create a page'},
    ];
    expect(suggestionsFor('/this-page-does-not-exist', withReference).map((page) => page.path)).toEqual([
      '/docs/using-inkwell/create-a-page',
      '/docs/api/interfaces/Page',
      '/docs/api/type-aliases/PageOf',
    ]);
    expect(suggestionsFor('/docs/api/page', withReference)[0]?.path).toBe('/docs/api/interfaces/Page');
  });

  it('suggests nothing for a path with no word in common, and keeps to the limit', () => {
    expect(suggestionsFor('/zzz', pages)).toEqual([]);
    expect(suggestionsFor('/', pages)).toEqual([]);
    expect(suggestionsFor('/docs/configuration/oauth', pages, 1)).toHaveLength(1);
  });
});

describe('searchQueryFor', () => {
  it('turns the path into words', () => {
    expect(searchQueryFor('/docs/markdown-tables')).toBe('markdown tables');
    expect(searchQueryFor('/')).toBe('');
  });
});
