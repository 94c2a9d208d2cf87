// @vitest-environment jsdom
import {render, screen, within} from '@testing-library/react';

import {makePost, pageOf} from '../__tests__/fixtures.js';
import {PostList} from './index.js';

const posts = [
  makePost({
    id: 'a',
    slug: 'older',
    title: 'Older post',
    excerpt: 'From last year.',
    publishedAt: '2024-11-20T09:00:00.000Z',
  }),
  makePost({id: 'b', slug: 'newest', title: 'Newest post', excerpt: 'Fresh.', publishedAt: '2025-03-05T10:00:00.000Z'}),
  makePost({id: 'c', slug: 'secret', title: 'A draft', status: 'draft', publishedAt: null}),
  makePost({id: 'd', slug: 'middle', title: 'Middle post', excerpt: '', publishedAt: '2025-01-15T12:00:00.000Z'}),
];

describe('PostList', () => {
  it('lists published posts newest first with title link, date and excerpt', () => {
    render(<PostList posts={pageOf(posts)} />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    const titles = articles.map((article) => within(article).getByRole('heading', {level: 2}).textContent);
    expect(titles).toEqual(['Newest post', 'Middle post', 'Older post']);

    const first = articles[0]!;
    expect(within(first).getByRole('link', {name: 'Newest post'})).toHaveAttribute('href', '/blog/newest');
    const time = first.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2025-03-05T10:00:00.000Z');
    expect(time).toHaveTextContent('March 5, 2025');
    expect(first).toHaveTextContent('Fresh.');
    expect(screen.queryByText('A draft')).toBeNull();
  });

  it('uses basePath and headingLevel', () => {
    render(<PostList posts={pageOf([makePost({slug: 'x', title: 'X'})])} basePath="/news/" headingLevel={3} />);
    expect(screen.getByRole('heading', {level: 3, name: 'X'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'X'})).toHaveAttribute('href', '/news/x');
  });

  it('shows no pagination when there is one page', () => {
    render(<PostList posts={pageOf(posts, 1, 1)} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('on the first of several pages: no Previous, a Next, page 1 current', () => {
    render(<PostList posts={pageOf(posts, 1, 3)} />);
    const nav = screen.getByRole('navigation', {name: 'Pagination'});
    expect(within(nav).queryByRole('link', {name: 'Previous'})).toBeNull();
    expect(within(nav).getByRole('link', {name: 'Next'})).toHaveAttribute('href', '/blog/page/2');
    expect(within(nav).getByRole('link', {name: 'Page 1'})).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', {name: 'Page 1'})).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', {name: 'Page 3'})).toHaveAttribute('href', '/blog/page/3');
    expect(within(nav).getByRole('link', {name: 'Page 3'})).not.toHaveAttribute('aria-current');
  });

  it('on a middle page: Previous and Next, the current page marked', () => {
    render(<PostList posts={pageOf(posts, 2, 3)} />);
    const nav = screen.getByRole('navigation', {name: 'Pagination'});
    expect(within(nav).getByRole('link', {name: 'Previous'})).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', {name: 'Next'})).toHaveAttribute('href', '/blog/page/3');
    expect(within(nav).getByRole('link', {name: 'Page 2'})).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('on the last page: Previous only', () => {
    render(<PostList posts={pageOf(posts, 7, 7)} />);
    const nav = screen.getByRole('navigation', {name: 'Pagination'});
    expect(within(nav).getByRole('link', {name: 'Previous'})).toHaveAttribute('href', '/blog/page/6');
    expect(within(nav).queryByRole('link', {name: 'Next'})).toBeNull();
    expect(within(nav).getByRole('link', {name: 'Page 7'})).toHaveAttribute('aria-current', 'page');
    expect(nav).toHaveTextContent('…');
  });

  it('shows an empty state when nothing is published', () => {
    render(<PostList posts={pageOf([makePost({status: 'draft', publishedAt: null})])} />);
    expect(screen.getByText('No posts have been published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('on an empty later page, links back to the first page', () => {
    render(<PostList posts={{items: [], page: 4, pageCount: 3, total: 20}} />);
    expect(screen.getByText(/There are no posts on this page/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'See the latest posts'})).toHaveAttribute('href', '/blog');
  });
});
