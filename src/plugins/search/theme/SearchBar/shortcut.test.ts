import {describe, expect, it} from 'vitest';
import {isSearchShortcut} from './shortcut';

describe('isSearchShortcut', () => {
  const key = (overrides: Partial<Parameters<typeof isSearchShortcut>[0]>) => ({
    key: 'k',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...overrides,
  });
  it('is Ctrl+K or ⌘+K, and nothing else', () => {
    expect(isSearchShortcut(key({ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key({metaKey: true, key: 'K'}))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ctrlKey: true, shiftKey: true}))).toBe(false);
    expect(isSearchShortcut(key({ctrlKey: true, key: 'j'}))).toBe(false);
  });
});
