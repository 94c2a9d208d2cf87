// @vitest-environment jsdom
import {screen, within} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';
import type React from 'react';

import {adminSession, editorSession, makePage, makePost, renderWithSite} from '../__tests__/fixtures.js';
import {AdminToolbar} from './index.js';

// jsdom has no ResizeObserver; Radix measures the tooltip arrow with one.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminToolbar', () => {
  it('renders nothing for a visitor', () => {
    const {container} = renderWithSite(<AdminToolbar result={{kind: 'post', post: makePost()}} />, {session: null});
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('gives an editor Dashboard, New post, New page and Sign out, but not Users or Settings', () => {
    renderWithSite(<AdminToolbar />, {session: editorSession});
    const bar = screen.getByRole('navigation', {name: 'Admin'});
    expect(bar).toHaveTextContent('Signed in as Eddie Editor');
    expect(within(bar).getByRole('link', {name: 'New post'})).toHaveAttribute('href', '/admin/posts/new');
    expect(within(bar).getByRole('link', {name: 'New page'})).toHaveAttribute('href', '/admin/pages/new');
    expect(within(bar).getByRole('link', {name: 'Dashboard'})).toHaveAttribute('href', '/admin');
    expect(within(bar).queryByRole('link', {name: 'Users'})).toBeNull();
    expect(within(bar).queryByRole('link', {name: 'Settings'})).toBeNull();
    expect(within(bar).queryByRole('link', {name: 'Edit this page'})).toBeNull();
    const signOut = within(bar).getByRole('button', {name: 'Sign out'});
    const form = signOut.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/auth/signout');
    expect(signOut).toHaveAttribute('type', 'submit');
  });

  it('gives an admin Users and Settings as well', () => {
    renderWithSite(<AdminToolbar />, {session: adminSession, authBase: '/auth'});
    const bar = screen.getByRole('navigation', {name: 'Admin'});
    expect(within(bar).getByRole('link', {name: 'Users'})).toHaveAttribute('href', '/admin/users');
    expect(within(bar).getByRole('link', {name: 'Settings'})).toHaveAttribute('href', '/admin/settings');
    expect(within(bar).getByRole('link', {name: 'New post'})).toBeInTheDocument();
    expect(bar.querySelector('form')).toHaveAttribute('action', '/auth/signout');
  });

  it('marks only the screen you are on, so New post is not highlighted on every screen', () => {
    for (const [path, current] of [
      ['/admin/users', 'Users'],
      ['/admin', 'Dashboard'],
      ['/admin/posts/new', 'New post'],
      ['/admin/settings/', 'Settings'],
      ['/blog/hello', null],
    ] as const) {
      const {unmount} = renderWithSite(<AdminToolbar />, {session: adminSession, currentPath: path});
      const bar = screen.getByRole('navigation', {name: 'Admin'});
      const marked = within(bar)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
      expect(marked, path).toEqual(current ? [current] : []);
      expect(bar.querySelector('.inkwell-button--primary'), path).toBeNull();
      unmount();
    }
  });

  it('links Edit this page to the post or page the result shows', () => {
    const {unmount} = renderWithSite(<AdminToolbar result={{kind: 'post', post: makePost({id: 'p7'})}} />, {
      session: editorSession,
    });
    expect(screen.getByRole('link', {name: 'Edit this page'})).toHaveAttribute('href', '/admin/posts/p7');
    unmount();
    renderWithSite(<AdminToolbar result={{kind: 'page', page: makePage({id: 'g2'})}} />, {session: adminSession});
    expect(screen.getByRole('link', {name: 'Edit this page'})).toHaveAttribute('href', '/admin/pages/g2');
  });

  it('takes an explicit edit target, and edit={null} hides the link', () => {
    const {unmount} = renderWithSite(<AdminToolbar edit={{kind: 'page', id: 'about'}} />, {session: editorSession});
    expect(screen.getByRole('link', {name: 'Edit this page'})).toHaveAttribute('href', '/admin/pages/about');
    unmount();
    renderWithSite(<AdminToolbar edit={null} result={{kind: 'post', post: makePost()}} />, {session: editorSession});
    expect(screen.queryByRole('link', {name: 'Edit this page'})).toBeNull();
  });

  it('shows no edit link on lists or editor screens', () => {
    renderWithSite(<AdminToolbar result={{kind: 'edit-post', post: makePost()}} />, {session: adminSession});
    expect(screen.queryByRole('link', {name: 'Edit this page'})).toBeNull();
  });

  it('shows a hint tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithSite(<AdminToolbar />, {session: adminSession});
    await user.tab();
    expect(screen.getByRole('link', {name: 'Dashboard'})).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(/Your latest posts and pages/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hands the browser only the kind and id to edit, never the post or the list in the result', () => {
    const post = makePost({id: 'p9', body: 'A long body the browser never needs.'});
    // Called as a server component is: its output is what crosses to the browser.
    const forBrowser = AdminToolbar({result: {kind: 'post', post}, label: 'Tools'}) as React.ReactElement<object>;
    expect(forBrowser.props).toEqual({target: {kind: 'post', id: 'p9'}, label: 'Tools', className: undefined});
    expect(JSON.stringify(forBrowser.props)).not.toContain(post.body);
  });
});
