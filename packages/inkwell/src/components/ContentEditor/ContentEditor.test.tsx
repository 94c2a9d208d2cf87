// @vitest-environment jsdom
import {screen, waitFor, within} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';

import {
  apiError,
  editorSession,
  fetchCall,
  jsonResponse,
  makePage,
  makePost,
  mockFetch,
  renderWithSite,
} from '../__tests__/fixtures.js';
import {ContentEditor} from './index.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (name: string) => screen.getByLabelText(name);

describe('ContentEditor: new post', () => {
  it('shows the post fields and previews the Markdown live', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderWithSite(<ContentEditor kind="post" item={null} />, {session: editorSession});

    expect(screen.getByRole('heading', {level: 1, name: 'New post'})).toBeInTheDocument();
    for (const label of ['Title', 'Slug', 'Excerpt', 'Status', 'Body (Markdown)']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Show in navigation')).toBeNull();
    expect(field('Status')).toHaveValue('draft');
    expect(screen.queryByRole('button', {name: /Delete/})).toBeNull();

    const preview = screen.getByRole('region', {name: 'Preview'});
    expect(preview).toHaveTextContent('Nothing to preview yet.');
    await user.type(field('Body (Markdown)'), '## Hello **there**');
    await waitFor(() =>
      expect(within(preview).getByRole('heading', {level: 2, name: /Hello there/})).toBeInTheDocument(),
    );
    expect(within(preview).getByText('there').tagName).toBe('STRONG');
  });

  it('saves with POST to apiBase/posts, then switches to editing the created post', async () => {
    const created = makePost({
      id: 'new-id',
      slug: 'my-first-post',
      title: 'My first post',
      status: 'published',
      body: 'Body',
    });
    const fetchMock = mockFetch(jsonResponse(created, 201), jsonResponse({...created, title: 'My first post!'}));
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/admin/posts/new');
    renderWithSite(<ContentEditor kind="post" item={null} />, {session: editorSession, apiBase: '/api/cms'});

    await user.type(field('Title'), 'My first post');
    await user.type(field('Excerpt'), 'Short.');
    await user.selectOptions(field('Status'), 'published');
    await user.type(field('Body (Markdown)'), 'Body');
    await user.click(screen.getByRole('button', {name: 'Save'}));

    expect(await screen.findByText('Post created and published.')).toBeInTheDocument();
    expect(fetchCall(fetchMock)).toEqual({
      url: '/api/cms/posts',
      method: 'POST',
      body: {title: 'My first post', body: 'Body', excerpt: 'Short.', status: 'published'},
    });
    // The slug the server made is shown, and the address now edits this post.
    expect(field('Slug')).toHaveValue('my-first-post');
    expect(window.location.pathname).toBe('/admin/posts/new-id');
    expect(screen.getByRole('heading', {level: 1, name: 'Edit post'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'View post'})).toHaveAttribute('href', '/blog/my-first-post');

    // A second save updates the same post.
    await user.type(field('Title'), '!');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    await screen.findByText('Saved and published.');
    expect(fetchCall(fetchMock, 1)).toMatchObject({url: '/api/cms/posts/new-id', method: 'PATCH'});
    expect(fetchCall(fetchMock, 1).body).toMatchObject({title: 'My first post!', slug: 'my-first-post'});
  });

  it('checks the form before sending: empty title, malformed slug', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderWithSite(<ContentEditor kind="post" item={null} />, {session: editorSession});
    await user.type(field('Slug'), 'Not A Slug');
    await user.click(screen.getByRole('button', {name: 'Save'}));

    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title')).toHaveAccessibleDescription('Enter a title.');
    expect(field('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Slug')).toHaveAccessibleDescription(expect.stringContaining('lower-case letters'));
    expect(field('Title')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a server field error on its field and keeps everything typed', async () => {
    mockFetch(apiError(409, 'conflict', 'Another post already uses this slug.', 'slug'));
    const user = userEvent.setup();
    renderWithSite(<ContentEditor kind="post" item={null} />, {session: editorSession});

    await user.type(field('Title'), 'Taken');
    await user.type(field('Slug'), 'taken');
    await user.type(field('Excerpt'), 'An excerpt');
    await user.type(field('Body (Markdown)'), 'A long body I do not want to lose.');
    await user.click(screen.getByRole('button', {name: 'Save'}));

    await waitFor(() => expect(field('Slug')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Slug')).toHaveAccessibleDescription(expect.stringContaining('Another post already uses this slug.'));
    expect(field('Slug')).toHaveFocus();
    expect(field('Title')).toHaveValue('Taken');
    expect(field('Slug')).toHaveValue('taken');
    expect(field('Excerpt')).toHaveValue('An excerpt');
    expect(field('Body (Markdown)')).toHaveValue('A long body I do not want to lose.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    // Editing the field clears its error.
    await user.type(field('Slug'), '-2');
    expect(field('Slug')).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error without a field above the form, keeping the text', async () => {
    mockFetch(apiError(401, 'unauthenticated', 'Your session has ended. Sign in again.'));
    const user = userEvent.setup();
    renderWithSite(<ContentEditor kind="post" item={null} />, {session: editorSession});
    await user.type(field('Title'), 'Still here');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Sign in again.');
    expect(field('Title')).toHaveValue('Still here');
  });
});

describe('ContentEditor: existing items', () => {
  it('PATCHes an existing post with every field', async () => {
    const post = makePost({id: 'p1', title: 'Old', slug: 'old', excerpt: 'x', body: 'b', status: 'draft'});
    const fetchMock = mockFetch(jsonResponse({...post, title: 'New'}));
    const user = userEvent.setup();
    renderWithSite(<ContentEditor kind="post" item={post} />, {session: editorSession});

    expect(screen.getByRole('heading', {level: 1, name: 'Edit post'})).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Old');
    await user.clear(field('Title'));
    await user.type(field('Title'), 'New');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    await screen.findByText('Saved as a draft.');
    expect(fetchCall(fetchMock)).toEqual({
      url: '/api/inkwell/posts/p1',
      method: 'PATCH',
      body: {title: 'New', slug: 'old', body: 'b', excerpt: 'x', status: 'draft'},
    });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('edits a page: menu settings are sent, and their errors shown', async () => {
    const page = makePage({id: 'g1', title: 'About', slug: 'about', showInNav: false, navOrder: 2});
    const fetchMock = mockFetch(
      apiError(400, 'validation', 'The menu position must be between 0 and 999.', 'navOrder'),
      jsonResponse({...page, showInNav: true, navOrder: 5}),
    );
    const user = userEvent.setup();
    renderWithSite(<ContentEditor kind="page" item={page} />, {session: editorSession});

    expect(screen.queryByLabelText('Excerpt')).toBeNull();
    await user.click(screen.getByRole('checkbox', {name: 'Show in navigation'}));
    await user.clear(field('Menu position'));
    await user.type(field('Menu position'), '5000');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    await waitFor(() => expect(field('Menu position')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Menu position')).toHaveAccessibleDescription(expect.stringContaining('between 0 and 999'));

    await user.clear(field('Menu position'));
    await user.type(field('Menu position'), '5');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    await screen.findByText('Saved and published.');
    expect(fetchCall(fetchMock, 1)).toEqual({
      url: '/api/inkwell/pages/g1',
      method: 'PATCH',
      body: {title: 'About', slug: 'about', body: page.body, status: 'published', showInNav: true, navOrder: 5},
    });
  });

  it('deletes only after confirming, and can be cancelled', async () => {
    const post = makePost({id: 'p5', title: 'Doomed'});
    const fetchMock = mockFetch(new Response(null, {status: 204}));
    const user = userEvent.setup();
    renderWithSite(<ContentEditor kind="post" item={post} />, {session: editorSession});

    await user.click(screen.getByRole('button', {name: 'Delete post'}));
    expect(screen.getByText(/Delete “Doomed”\? This cannot be undone\./)).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Cancel'})).toHaveFocus();
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', {name: 'Delete post'}));
    await user.click(screen.getByRole('button', {name: 'Yes, delete this post'}));
    expect(await screen.findByRole('heading', {name: 'Post deleted'})).toBeInTheDocument();
    expect(fetchCall(fetchMock)).toEqual({url: '/api/inkwell/posts/p5', method: 'DELETE', body: undefined});
    expect(screen.getByRole('link', {name: 'Write a new post'})).toHaveAttribute('href', '/admin/posts/new');
  });

  it('reports a refused delete and keeps the editor', async () => {
    mockFetch(apiError(403, 'forbidden', 'You may not delete this page.'));
    const user = userEvent.setup();
    renderWithSite(<ContentEditor kind="page" item={makePage({title: 'Home'})} />, {session: editorSession});
    await user.click(screen.getByRole('button', {name: 'Delete page'}));
    await user.click(screen.getByRole('button', {name: 'Yes, delete this page'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not delete this page.');
    expect(field('Title')).toHaveValue('Home');
  });
});
