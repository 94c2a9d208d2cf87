// @vitest-environment jsdom
import {screen, within} from '@testing-library/react';

import {adminSession, editorSession, renderWithSite} from '../__tests__/fixtures.js';
import {Navigation} from './index.js';

const navigation = [
  {title: 'Home', href: '/'},
  {title: 'About', href: '/about'},
  {title: 'Blog', href: '/blog'},
  {title: 'Contact', href: '/contact'},
];

describe('Navigation', () => {
  it('renders a labelled nav landmark with the entries in the given order', () => {
    renderWithSite(<Navigation />, {navigation, currentPath: '/about'});
    const nav = screen.getByRole('navigation', {name: 'Main'});
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'About', 'Blog', 'Contact']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/about', '/blog', '/contact']);
  });

  it('marks only the current entry with aria-current="page"', () => {
    renderWithSite(<Navigation />, {navigation, currentPath: '/about/'});
    expect(screen.getByRole('link', {name: 'About'})).toHaveAttribute('aria-current', 'page');
    for (const name of ['Home', 'Blog', 'Contact']) {
      expect(screen.getByRole('link', {name})).not.toHaveAttribute('aria-current');
    }
  });

  it('marks nothing current on a page that is not in the menu', () => {
    renderWithSite(<Navigation />, {navigation, currentPath: '/blog/some-post'});
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('uses the label prop and className', () => {
    renderWithSite(<Navigation label="Site" className="top" />, {navigation, currentPath: '/'});
    const nav = screen.getByRole('navigation', {name: 'Site'});
    expect(nav).toHaveClass('inkwell-nav', 'top');
    expect(screen.getByRole('link', {name: 'Home'})).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing when the menu is empty', () => {
    const {container} = renderWithSite(<Navigation />, {navigation: []});
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['visitor', null],
    ['editor', editorSession],
    ['admin', adminSession],
  ] as const)('shows the same menu to a %s', (_who, session) => {
    renderWithSite(<Navigation />, {navigation, currentPath: '/blog', session});
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', {name: 'Blog'})).toHaveAttribute('aria-current', 'page');
  });
});
