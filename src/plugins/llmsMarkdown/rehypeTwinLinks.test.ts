import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, it} from 'vitest';
import rehypeTwinLinks, {twinHref} from './rehypeTwinLinks';

const options = {origin: 'https://example.com', baseUrl: '/', twins: new Set(['/docs/a', '/intro'])};

describe('twinHref', () => {
  it('points a page with a twin at its twin, keeping the part of the page', () => {
    expect(twinHref('/docs/a', options)).toBe('https://example.com/docs/a.md');
    expect(twinHref('/docs/a#part', options)).toBe('https://example.com/docs/a.md#part');
    expect(twinHref('/intro/', options)).toBe('https://example.com/intro.md');
  });
  it('gives other paths of the site their full URL, and leaves the rest alone', () => {
    expect(twinHref('/img/x.png', options)).toBe('https://example.com/img/x.png');
    expect(twinHref('#part', options)).toBe('#part');
    expect(twinHref('https://github.com/x', options)).toBe('https://github.com/x');
    expect(twinHref('//cdn.example.com/x', options)).toBe('//cdn.example.com/x');
  });
  it('reads routes under a base URL', () => {
    const sub = {...options, baseUrl: '/sub/'};
    expect(twinHref('/sub/docs/a#x', sub)).toBe('https://example.com/sub/docs/a.md#x');
    expect(twinHref('/other', sub)).toBe('/other');
  });
});

describe('rehypeTwinLinks', () => {
  it('rewrites links and images, nested ones too', () => {
    const tree = fromHtml('<p><a href="/docs/a"><img src="/img/a.png" alt="A"></a></p>', {fragment: true});
    rehypeTwinLinks(options)(tree);
    expect(toHtml(tree)).toBe(
      '<p><a href="https://example.com/docs/a.md"><img src="https://example.com/img/a.png" alt="A"></a></p>',
    );
  });
});
