import {describe, expect, it} from 'vitest';
import {searchWords} from './questionWords';

describe('searchWords', () => {
  it("leaves out a question's opening, its question mark and the reader's my and our", () => {
    const cases: Record<string, string> = {
      'How do I add a page to my menu?': 'add a page to menu',
      'how to publish a post': 'publish a post',
      'how can we change our site name': 'change site name',
      'where do I put proxy.ts': 'put proxy.ts',
      'where should we put instrumentation.ts?': 'put instrumentation.ts',
      'can I use MongoDB Atlas': 'use MongoDB Atlas',
      'is it possible to schedule a post': 'schedule a post',
      'I want to remove a person': 'remove a person',
    };
    for (const [query, words] of Object.entries(cases)) expect(searchWords(query).join(' '), query).toBe(words);
  });

  it('keeps a query that is not a question as it is, and one that is nothing but the opening', () => {
    for (const query of ['sign in', 'what is Inkwell', 'why does sign in fail', 'how', 'how to', 'my']) {
      expect(searchWords(query).join(' '), query).toBe(query);
    }
    // Words that only start like an opening are kept.
    expect(searchWords('however long a build takes')).toEqual(['however', 'long', 'a', 'build', 'takes']);
    expect(searchWords('whatever')).toEqual(['whatever']);
  });
});
