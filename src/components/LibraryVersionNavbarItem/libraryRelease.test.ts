import {describe, expect, it} from 'vitest';
import {libraryRelease} from './libraryRelease';

describe('libraryRelease', () => {
  it('reads the version and release notes the config sets', () => {
    expect(libraryRelease({libraryVersion: '0.1.0', libraryReleaseNotes: 'https://example.com/CHANGELOG.md'})).toEqual({
      version: '0.1.0',
      releaseNotesUrl: 'https://example.com/CHANGELOG.md',
    });
  });

  it('fails the build when the config lacks them, rather than render an empty item', () => {
    expect(() => libraryRelease({libraryVersion: '0.1.0'})).toThrow(/libraryReleaseNotes/);
    expect(() => libraryRelease(undefined)).toThrow(/docusaurus\.config\.ts/);
  });
});
