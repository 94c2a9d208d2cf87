import {isCurrentPath, normalizePath} from './current-path.js';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/about/', '/about'],
    ['/about?x=1#top', '/about'],
    ['//blog//page/2/', '/blog/page/2'],
    ['/?q=1', '/'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('isCurrentPath', () => {
  it('matches the same path, ignoring a trailing slash, query and fragment', () => {
    expect(isCurrentPath('/about', '/about/')).toBe(true);
    expect(isCurrentPath('/about/', '/about?ref=nav#team')).toBe(true);
    expect(isCurrentPath('/', '/')).toBe(true);
  });

  it('does not treat a parent section or a sibling as current', () => {
    expect(isCurrentPath('/blog', '/blog/hello')).toBe(false);
    expect(isCurrentPath('/about', '/about-us')).toBe(false);
    expect(isCurrentPath('/', '/about')).toBe(false);
  });

  it('never marks links to other sites as current', () => {
    expect(isCurrentPath('https://example.com/about', '/about')).toBe(false);
    expect(isCurrentPath('//example.com/about', '/about')).toBe(false);
  });
});
