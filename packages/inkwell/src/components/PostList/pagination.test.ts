import {makePost} from '../__tests__/fixtures.js';
import {pageHref, paginationItems, postHref, publishedNewestFirst} from './pagination.js';

describe('pageHref and postHref', () => {
  it('links page 1 to the base path and later pages to /page/N', () => {
    expect(pageHref('/blog', 1)).toBe('/blog');
    expect(pageHref('/blog/', 2)).toBe('/blog/page/2');
    expect(pageHref('/', 1)).toBe('/');
    expect(pageHref('/', 3)).toBe('/page/3');
  });

  it('links posts under the base path', () => {
    expect(postHref('/blog', 'hello')).toBe('/blog/hello');
    expect(postHref('/news/', 'a-b')).toBe('/news/a-b');
  });
});

describe('paginationItems', () => {
  const pages = (page: number, count: number) =>
    paginationItems(page, count).map((item) => (item.type === 'gap' ? '…' : item.page));

  it('is empty for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('lists every page when there are few', () => {
    expect(pages(1, 3)).toEqual([1, 2, 3]);
    expect(pages(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and neighbours, with gaps between', () => {
    expect(pages(1, 10)).toEqual([1, 2, '…', 10]);
    expect(pages(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(pages(10, 10)).toEqual([1, '…', 9, 10]);
  });

  it('shows a single skipped number instead of a gap', () => {
    expect(pages(4, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
  });
});

describe('publishedNewestFirst', () => {
  it('drops drafts and orders by publication date, newest first', () => {
    const posts = [
      makePost({id: 'old', publishedAt: '2024-01-01T00:00:00.000Z'}),
      makePost({id: 'draft', status: 'draft', publishedAt: null}),
      makePost({id: 'new', publishedAt: '2025-06-01T00:00:00.000Z'}),
      makePost({id: 'mid', publishedAt: '2024-12-31T23:59:59.000Z'}),
    ];
    expect(publishedNewestFirst(posts).map((post) => post.id)).toEqual(['new', 'mid', 'old']);
  });

  it('does not modify its input', () => {
    const posts = [makePost({id: 'a', publishedAt: '2024-01-01T00:00:00.000Z'}), makePost({id: 'b'})];
    publishedNewestFirst(posts);
    expect(posts.map((post) => post.id)).toEqual(['a', 'b']);
  });
});
