import {describe, expect, it} from 'vitest';
import {defaultStack, isStackValue, stackFrom, storageKey} from './stack';

describe('stack', () => {
  it('stores each choice where Docusaurus keeps the tab group of the same id', () => {
    expect(storageKey('data-store')).toBe('docusaurus.tab.data-store');
    expect(storageKey('sign-in')).toBe('docusaurus.tab.sign-in');
  });

  it('defaults to the first value of each group, as a tab group with nothing stored does', () => {
    expect(defaultStack).toEqual({'data-store': 'file', media: 'local', 'sign-in': 'github', host: 'vercel'});
  });

  it('reads stored choices and falls back to the default for missing or unknown ones', () => {
    expect(stackFrom({})).toEqual(defaultStack);
    expect(stackFrom({'data-store': 'mongodb', media: 'floppy', 'sign-in': null, host: 'vercel'})).toEqual({
      'data-store': 'mongodb',
      media: 'local',
      'sign-in': 'github',
      host: 'vercel',
    });
  });

  it('knows each group’s values', () => {
    expect(isStackValue('host', 'self-hosted')).toBe(true);
    expect(isStackValue('host', 'github')).toBe(false);
    expect(isStackValue('media', undefined)).toBe(false);
  });
});
