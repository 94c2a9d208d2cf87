// @vitest-environment jsdom
import {screen, within} from '@testing-library/react';

import type {ResolveResult} from '../../types.js';
import {
  adminSession,
  editorSession,
  makePage,
  makePost,
  makeUser,
  pageOf,
  renderWithSite,
} from '../__tests__/fixtures.js';
import {InkwellRouter} from './index.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InkwellRouter', () => {
  it('page: the title and body', () => {
    renderWithSite(
      <InkwellRouter result={{kind: 'page', page: makePage({title: 'About us', body: 'Hello *there*'})}} />,
    );
    expect(screen.getByRole('heading', {level: 1, name: 'About us'})).toBeInTheDocument();
    expect(screen.getByText('there').tagName).toBe('EM');
  });

  it('post: the title, date and body', () => {
    const {container} = renderWithSite(
      <InkwellRouter
        result={{
          kind: 'post',
          post: makePost({title: 'Launch', body: '## Details', publishedAt: '2025-01-15T12:00:00.000Z'}),
        }}
      />,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', {level: 1, name: 'Launch'})).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2025-01-15T12:00:00.000Z');
    expect(container.querySelector('time')).toHaveTextContent('January 15, 2025');
    expect(within(article).getByRole('heading', {level: 2, name: /Details/})).toBeInTheDocument();
  });

  it('post-list: a heading, the posts and pagination, under blogPath', () => {
    const posts = pageOf([makePost({slug: 'one', title: 'One'})], 1, 2);
    renderWithSite(<InkwellRouter result={{kind: 'post-list', posts}} blogPath="/news" />);
    expect(screen.getByRole('heading', {level: 1, name: 'Latest posts'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'One'})).toHaveAttribute('href', '/news/one');
    expect(screen.getByRole('link', {name: 'Next'})).toHaveAttribute('href', '/news/page/2');
  });

  it('setup: the setup form', () => {
    renderWithSite(<InkwellRouter result={{kind: 'setup'}} />, {site: null});
    expect(screen.getByRole('heading', {level: 1, name: 'Set up your site'})).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: 'Site name'})).toBeInTheDocument();
  });

  it('edit-post: an empty editor for a new post, a filled one for an existing post', () => {
    const {unmount} = renderWithSite(<InkwellRouter result={{kind: 'edit-post', post: null}} />, {
      session: editorSession,
    });
    expect(screen.getByRole('heading', {level: 1, name: 'New post'})).toBeInTheDocument();
    expect(screen.getByLabelText('Excerpt')).toHaveValue('');
    unmount();
    renderWithSite(<InkwellRouter result={{kind: 'edit-post', post: makePost({title: 'Existing'})}} />, {
      session: editorSession,
    });
    expect(screen.getByRole('heading', {level: 1, name: 'Edit post'})).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Existing');
    expect(screen.getByRole('region', {name: 'Preview'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Delete post'})).toBeInTheDocument();
  });

  it('edit-page: the page editor with menu settings', () => {
    renderWithSite(<InkwellRouter result={{kind: 'edit-page', page: makePage({showInNav: true, navOrder: 3})}} />, {
      session: adminSession,
    });
    expect(screen.getByRole('heading', {level: 1, name: 'Edit page'})).toBeInTheDocument();
    expect(screen.getByRole('checkbox', {name: 'Show in navigation'})).toBeChecked();
    expect(screen.getByLabelText('Menu position')).toHaveValue(3);
  });

  it('users: the users screen', () => {
    renderWithSite(<InkwellRouter result={{kind: 'users', users: [makeUser()]}} />, {session: adminSession});
    expect(screen.getByRole('heading', {level: 1, name: 'Users'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Add person'})).toBeInTheDocument();
  });

  it('dashboard: posts and pages, drafts marked, each linking to its editor; an empty list says what to do', () => {
    const draft = makePost({id: 'p1', title: 'Unfinished', status: 'draft', updatedAt: '2025-04-07T10:00:00.000Z'});
    const live = makePost({id: 'p2', slug: 'live', title: 'Out now', status: 'published'});
    renderWithSite(
      <InkwellRouter result={{kind: 'dashboard', posts: pageOf([draft, live], 1, 3), pages: pageOf([])}} />,
      {
        session: editorSession,
      },
    );
    expect(screen.getByRole('heading', {level: 1, name: 'Dashboard'})).toBeInTheDocument();
    const posts = screen.getByRole('region', {name: 'Posts'});
    expect(within(posts).getByRole('link', {name: 'Unfinished'})).toHaveAttribute('href', '/admin/posts/p1');
    expect(within(posts).getByRole('link', {name: 'Out now'})).toHaveAttribute('href', '/admin/posts/p2');
    expect(within(posts).getByRole('link', {name: 'View'})).toHaveAttribute('href', '/blog/live');
    expect(within(posts).getByText('Draft')).toBeInTheDocument();
    expect(within(posts).getByText('April 7, 2025')).toBeInTheDocument();
    expect(within(posts).getByRole('link', {name: 'New post'})).toHaveAttribute('href', '/admin/posts/new');
    const pages = screen.getByRole('region', {name: 'Pages'});
    expect(within(pages).getByText(/No pages yet/)).toBeInTheDocument();
    expect(within(pages).getByRole('link', {name: 'New page'})).toHaveAttribute('href', '/admin/pages/new');
  });

  it('settings: the site name and description, filled in', () => {
    renderWithSite(<InkwellRouter result={{kind: 'settings', site: {name: 'Ink', description: 'About ink.'}}} />, {
      session: adminSession,
    });
    expect(screen.getByRole('heading', {level: 1, name: 'Settings'})).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: 'Site name'})).toHaveValue('Ink');
    expect(screen.getByRole('textbox', {name: 'Description (optional)'})).toHaveValue('About ink.');
  });

  it('sign-in: one button per provider, returning to the current path', () => {
    renderWithSite(<InkwellRouter result={{kind: 'sign-in', providers: ['github', 'google', 'microsoft']}} />, {
      currentPath: '/admin/posts/new',
    });
    expect(screen.getByRole('heading', {level: 1, name: 'Sign in'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Sign in with GitHub'})).toHaveAttribute(
      'href',
      '/api/auth/signin/github?callbackUrl=/admin/posts/new',
    );
    expect(screen.getByRole('link', {name: 'Sign in with Google'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Sign in with Microsoft'})).toBeInTheDocument();
  });

  it('sign-in with no provider: what to configure', () => {
    renderWithSite(<InkwellRouter result={{kind: 'sign-in', providers: []}} />);
    expect(screen.getByText(/No sign-in provider is configured/)).toBeInTheDocument();
  });

  it('not-found: a clear message and a link home', () => {
    renderWithSite(<InkwellRouter result={{kind: 'not-found'}} />);
    expect(screen.getByRole('heading', {level: 1, name: 'Page not found'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
  });

  it('gives every kind of ResolveResult a screen with exactly one h1 of its own', () => {
    const every: Record<ResolveResult['kind'], ResolveResult> = {
      page: {kind: 'page', page: makePage()},
      post: {kind: 'post', post: makePost({body: 'Plain body.'})},
      'post-list': {kind: 'post-list', posts: pageOf([makePost()])},
      setup: {kind: 'setup'},
      'edit-post': {kind: 'edit-post', post: null},
      'edit-page': {kind: 'edit-page', page: null},
      media: {kind: 'media', media: pageOf([])},
      users: {kind: 'users', users: [makeUser()]},
      dashboard: {kind: 'dashboard', posts: pageOf([makePost()]), pages: pageOf([])},
      settings: {kind: 'settings', site: {name: 'Ink', description: ''}},
      'sign-in': {kind: 'sign-in', providers: ['github']},
      'not-found': {kind: 'not-found'},
    };
    for (const result of Object.values(every)) {
      const {unmount} = renderWithSite(<InkwellRouter result={result} />, {session: adminSession});
      expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
      unmount();
    }
  });
});
