import {describe, expect, it} from 'vitest';
import {formTarget, linkTarget} from './navigation';

describe('linkTarget', () => {
  it("opens the site's own paths inside the playground", () => {
    expect(linkTarget('/blog/choosing-a-nib', '/api/auth')).toEqual({kind: 'open', path: '/blog/choosing-a-nib'});
    expect(linkTarget('/blog?page=2', '/api/auth')).toEqual({kind: 'open', path: '/blog?page=2'});
  });

  it('leaves other sites, anchors and images to the browser', () => {
    for (const href of ['https://example.com/', '//example.com/x', '#section', 'blob:http://x/1', 'mailto:a@b.c']) {
      expect(linkTarget(href, '/api/auth')).toBeNull();
    }
  });

  it('turns sign-in and sign-out into the local session, returning to the page asked for', () => {
    expect(linkTarget('/api/auth/signin/github?callbackUrl=%2Fadmin%2Fposts%2Fnew', '/api/auth')).toEqual({
      kind: 'sign-in',
      path: '/admin/posts/new',
    });
    expect(linkTarget('/api/auth/signin/github?callbackUrl=https%3A%2F%2Fevil.example', '/api/auth')).toEqual({
      kind: 'sign-in',
      path: '/admin',
    });
    expect(linkTarget('/api/auth/signout', '/api/auth')).toEqual({kind: 'sign-out'});
  });
});

describe('formTarget', () => {
  it('leaves forms without an action (the screens send those themselves) alone', () => {
    expect(formTarget(null, null, '/api/auth')).toBeNull();
  });

  it("reads a sign-in form's callbackUrl field and the toolbar's Sign out", () => {
    expect(formTarget('/api/auth/signin/github', '/blog', '/api/auth')).toEqual({kind: 'sign-in', path: '/blog'});
    expect(formTarget('/api/auth/signout', null, '/api/auth')).toEqual({kind: 'sign-out'});
  });
});
