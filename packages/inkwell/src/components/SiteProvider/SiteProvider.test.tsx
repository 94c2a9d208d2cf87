// @vitest-environment jsdom
import {render, screen} from '@testing-library/react';

import {adminSession} from '../__tests__/fixtures.js';
import {SiteProvider, useSite} from './index.js';

function Probe() {
  const site = useSite();
  return <pre data-testid="site">{JSON.stringify(site)}</pre>;
}

function read(): Record<string, unknown> {
  return JSON.parse(screen.getByTestId('site').textContent ?? '{}') as Record<string, unknown>;
}

describe('SiteProvider and useSite', () => {
  it('gives its data to useSite, with default API paths', () => {
    render(
      <SiteProvider
        site={{name: 'Field Notes', description: 'd'}}
        navigation={[{title: 'About', href: '/about'}]}
        session={adminSession}
        providers={['github']}
        currentPath="/about"
      >
        <Probe />
      </SiteProvider>,
    );
    expect(read()).toEqual({
      site: {name: 'Field Notes', description: 'd'},
      navigation: [{title: 'About', href: '/about'}],
      session: adminSession,
      providers: ['github'],
      currentPath: '/about',
      apiBase: '/api/inkwell',
      authBase: '/api/auth',
    });
  });

  it('accepts other API paths and drops a trailing slash', () => {
    render(
      <SiteProvider
        site={null}
        navigation={[]}
        session={null}
        providers={[]}
        currentPath="/"
        apiBase="/cms/"
        authBase="https://example.com/auth/"
      >
        <Probe />
      </SiteProvider>,
    );
    expect(read()).toMatchObject({apiBase: '/cms', authBase: 'https://example.com/auth', site: null, session: null});
  });

  it('gives an empty menu when no navigation is passed, as around the admin shell', () => {
    render(
      <SiteProvider site={null} session={adminSession} providers={['github']} currentPath="/admin">
        <Probe />
      </SiteProvider>,
    );
    expect(read()).toMatchObject({navigation: [], currentPath: '/admin'});
  });

  it('throws a helpful error outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/useSite\(\) was called outside <SiteProvider>/);
    spy.mockRestore();
  });
});
