// @vitest-environment jsdom
import {screen, within} from '@testing-library/react';

import type {ResolveResult} from '../../types.js';
import {adminSession, editorSession, makePage, makePost, pageOf, renderWithSite} from '../__tests__/fixtures.js';
import {AdminShell, isAdminScreen} from './index.js';

const dashboard: ResolveResult = {kind: 'dashboard', posts: pageOf([makePost()]), pages: pageOf([makePage()])};

/** The menu's links that say they are where you are, with the value they say it with. */
function currentLinks(menu: HTMLElement): Array<[string, string | null]> {
  return within(menu)
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => [link.textContent ?? '', link.getAttribute('aria-current')]);
}

describe('AdminShell', () => {
  it.each([
    ['/admin', 'Dashboard', dashboard],
    ['/admin/posts/new', 'New post', {kind: 'edit-post', post: null}],
    ['/admin/pages/new', 'New page', {kind: 'edit-page', page: null}],
    ['/admin/media', 'Media', {kind: 'media', media: pageOf([])}],
    ['/admin/users', 'Users', {kind: 'users', users: []}],
    ['/admin/settings', 'Settings', {kind: 'settings', site: {name: 'Field Notes', description: ''}}],
  ] satisfies Array<[string, string, ResolveResult]>)(
    'on %s marks %s, and only it, as the current page',
    (path, label, result) => {
      renderWithSite(<AdminShell result={result} />, {session: adminSession, currentPath: path});
      const menu = screen.getByRole('navigation', {name: 'Admin'});
      expect(currentLinks(menu)).toEqual([[label, 'page']]);
    },
  );

  it('marks Dashboard, where its lists are, while an existing post or page is open; New post is not marked', () => {
    renderWithSite(<AdminShell result={{kind: 'edit-post', post: makePost({id: 'p1'})}} />, {
      session: adminSession,
      currentPath: '/admin/posts/p1',
    });
    expect(currentLinks(screen.getByRole('navigation', {name: 'Admin'}))).toEqual([['Dashboard', 'true']]);
  });

  it('renders no site header or footer: the site name, View site, the menu and the screen in main', () => {
    const {container} = renderWithSite(<AdminShell result={dashboard} />, {
      session: adminSession,
      currentPath: '/admin',
    });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(container.querySelector('footer, .inkwell-site, .inkwell-site__footer')).toBeNull();
    expect(screen.getByText('Field Notes')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'View site'})).toHaveAttribute('href', '/');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', {level: 1, name: 'Dashboard'})).toBeInTheDocument();
    expect(within(main).queryByRole('navigation', {name: 'Admin'})).toBeNull();
  });

  it('gives both Media, an admin also Users and Settings and an editor neither of those; both get Sign out and their name beside the menu', () => {
    const {unmount} = renderWithSite(<AdminShell result={dashboard} />, {session: adminSession, currentPath: '/admin'});
    let menu = screen.getByRole('navigation', {name: 'Admin'});
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'New post', 'New page', 'Media', 'Users', 'Settings']);
    // The account is not a way to another screen: it sits in the bar, outside the menu's landmark.
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Ada Admin')).toBeInTheDocument();
    expect(menu).not.toHaveTextContent('Ada Admin');
    unmount();

    renderWithSite(<AdminShell result={dashboard} />, {session: editorSession, currentPath: '/admin'});
    menu = screen.getByRole('navigation', {name: 'Admin'});
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'New post', 'New page', 'Media']);
    expect(within(screen.getByRole('banner')).getByRole('button', {name: 'Sign out'}).closest('form')).toHaveAttribute(
      'action',
      '/api/auth/signout',
    );
  });

  it('shows the sign-in screen without a menu when nobody is signed in', () => {
    renderWithSite(<AdminShell result={{kind: 'sign-in', providers: ['github']}} />, {currentPath: '/admin'});
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', {level: 1, name: 'Sign in'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'View site'})).toBeInTheDocument();
  });
});

describe('isAdminScreen', () => {
  it('is true for the screens under /admin/ and /setup, false for what visitors see', () => {
    const admin: ResolveResult[] = [
      dashboard,
      {kind: 'edit-post', post: null},
      {kind: 'edit-page', page: null},
      {kind: 'media', media: pageOf([])},
      {kind: 'users', users: []},
      {kind: 'settings', site: null},
      {kind: 'sign-in', providers: []},
      {kind: 'setup'},
    ];
    const site: ResolveResult[] = [
      {kind: 'page', page: makePage()},
      {kind: 'post', post: makePost()},
      {kind: 'post-list', posts: pageOf([makePost()])},
      {kind: 'not-found'},
    ];
    expect(admin.map(isAdminScreen)).toEqual(admin.map(() => true));
    expect(site.map(isAdminScreen)).toEqual(site.map(() => false));
  });
});
