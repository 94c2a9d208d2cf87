import {parseSiteUrl, safeCallbackPath, siteHref} from '../urls.js';

describe('safeCallbackPath', () => {
  const site = parseSiteUrl('https://blog.example.com');

  it.each([
    ['/', '/'],
    ['/admin', '/admin'],
    ['/admin/posts?page=2#top', '/admin/posts?page=2#top'],
    ['/a/../b', '/b'],
    // An encoded newline is plain text in a path, not a header break.
    ['/%0a/x', '/%0a/x'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeCallbackPath(value, site)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'admin',
    'https://evil.example/',
    'https://blog.example.com/admin',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    ' /admin',
  ])('rejects %j', (value) => {
    expect(safeCallbackPath(value, site)).toBeNull();
  });
});

describe('site URLs', () => {
  it('splits a path prefix off INKWELL_URL and builds absolute links under it', () => {
    const site = parseSiteUrl('https://example.com/blog/');
    expect(site).toEqual({origin: 'https://example.com', prefix: '/blog'});
    expect(siteHref(site, '/api/auth/callback/github')).toBe('https://example.com/blog/api/auth/callback/github');
    expect(siteHref(parseSiteUrl('http://localhost:3000'), '/')).toBe('http://localhost:3000/');
  });
});
