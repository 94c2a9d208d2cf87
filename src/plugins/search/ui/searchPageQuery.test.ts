import {describe, expect, it} from 'vitest';
import {readSearchParams, searchPageFirst, startSearchPageQuery, takeStartedSearch} from './searchPageQuery';

describe('readSearchParams', () => {
  it('reads the query and the known sections, in order', () => {
    expect(readSearchParams('?q=deploy%20vercel&section=API&section=Nope&section=Guides')).toEqual({
      query: 'deploy vercel',
      sections: ['API', 'Guides'],
    });
  });

  it('reads an empty query from a URL without one', () => {
    expect(readSearchParams('')).toEqual({query: '', sections: []});
  });
});

describe('startSearchPageQuery and takeStartedSearch', () => {
  it('hands the started search to the same query, sections and count, once', async () => {
    // No engine is served here, so the started search fails: the page then searches afresh.
    startSearchPageQuery('/', '?q=%20deploy%20&section=Guides');
    expect(takeStartedSearch('deploy', [], searchPageFirst)).toBeUndefined();
    expect(takeStartedSearch('deploy', ['Guides'], 2)).toBeUndefined();
    const started = takeStartedSearch('deploy', ['Guides'], searchPageFirst);
    expect(started).toBeInstanceOf(Promise);
    await expect(started).rejects.toThrow();
    expect(takeStartedSearch('deploy', ['Guides'], searchPageFirst)).toBeUndefined();
  });

  it('starts nothing for a URL without a query', () => {
    startSearchPageQuery('/', '?q=%20%20');
    expect(takeStartedSearch('', [], searchPageFirst)).toBeUndefined();
  });
});
