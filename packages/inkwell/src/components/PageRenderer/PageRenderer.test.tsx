// @vitest-environment jsdom
import {render, screen} from '@testing-library/react';

import {makePage} from '../__tests__/fixtures.js';
import {PageRenderer} from './index.js';

describe('PageRenderer', () => {
  it('renders the title as the h1 and the Markdown body', () => {
    const {container} = render(
      <PageRenderer page={makePage({title: 'About us', body: 'We write **things**.\n\n## Team'})} />,
    );
    expect(screen.getByRole('heading', {level: 1, name: 'About us'})).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('things');
    expect(screen.getByRole('heading', {level: 2, name: /Team/})).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveClass('inkwell-page');
    expect(screen.queryByText('Draft')).toBeNull();
  });

  it('marks a draft so editors do not mistake it for the published page', () => {
    render(<PageRenderer page={makePage({status: 'draft'})} />);
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('sanitizes the body', () => {
    const {container} = render(
      <PageRenderer page={makePage({body: '<img src=x onerror=alert(1)> [x](javascript:alert(1))'})} />,
    );
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
