// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {demoHrefAttribute, inertLinksInMarkup, isSitePath, makeLinksInert} from './inertLinks';

const title = (href: string) => `On your site: ${href}`;

describe('isSitePath', () => {
  it('is true for root-relative paths only', () => {
    expect(isSitePath('/admin/posts/new')).toBe(true);
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('#fn-1')).toBe(false);
    expect(isSitePath('https://example.com')).toBe(false);
    expect(isSitePath('//cdn.example/x')).toBe(false);
  });
});

describe('inertLinksInMarkup', () => {
  it('moves a site path out of href, keeps it readable, and leaves other links and attributes', () => {
    const html =
      '<nav><a class="x" href="/api/auth/signin/github?callbackUrl=%2F&amp;x=1">Sign in</a>' +
      '<a href="/blog/page/2" rel="next" aria-label="Page 2">2</a>' +
      '<a href="https://example.com" title="Example">ext</a><a href="#fn-1">1</a><abbr title="a">b</abbr></nav>';
    const out = inertLinksInMarkup(html, title);
    expect(out).not.toMatch(/\shref="\//);
    expect(out).toContain(`${demoHrefAttribute}="/api/auth/signin/github?callbackUrl=%2F&amp;x=1"`);
    expect(out).toContain('title="On your site: /api/auth/signin/github?callbackUrl=%2F&amp;x=1"');
    expect(out).toContain('class="x"');
    // Still a link to assistive technology, disabled; rel needs an address, so it is set aside.
    expect(out).toContain('<a data-demo-href="/blog/page/2" role="link" aria-disabled="true"');
    expect(out).toContain('data-demo-rel="next" aria-label="Page 2"');
    expect(out).not.toMatch(/\srel=/);
    expect(out).toContain('<a href="https://example.com" title="Example">');
    expect(out).toContain('<a href="#fn-1">');
    expect(out).toContain('<abbr title="a">');
  });
});

describe('makeLinksInert', () => {
  it('does the same to links in the DOM', () => {
    const root = document.createElement('div');
    root.innerHTML = '<a href="/about" rel="next">About</a><a href="https://example.com">ext</a>';
    makeLinksInert(root, title);
    const [about, external] = Array.from(root.querySelectorAll('a'));
    expect(about?.hasAttribute('href')).toBe(false);
    expect(about?.getAttribute(demoHrefAttribute)).toBe('/about');
    expect(about?.title).toBe('On your site: /about');
    expect(about?.style.cursor).toBe('not-allowed');
    expect(about?.getAttribute('aria-disabled')).toBe('true');
    expect(about?.hasAttribute('rel')).toBe(false);
    expect(external?.getAttribute('href')).toBe('https://example.com');
  });
});
