import {describe, expect, it} from 'vitest';
import {countPageWords, stopWords} from './searchWords.mjs';

describe('countPageWords', () => {
  it("counts each word of a page's main text once a page, and nothing outside main or in code", () => {
    const vocabulary = new Map<string, number>();
    countPageWords(
      vocabulary,
      '<nav>Sidebar</nav><main><h1>Deploy</h1><p>Deploy the site, deploy it again.</p><pre>npm run build</pre></main>',
    );
    countPageWords(vocabulary, '<main><p>The site</p></main>');
    expect(Object.fromEntries(vocabulary)).toEqual({deploy: 1, the: 2, site: 2, it: 1, again: 1});
  });
});

describe('stopWords', () => {
  it('holds every form of the auxiliary verbs, and no word that tells pages apart', () => {
    for (const word of [
      'do',
      'does',
      'did',
      'doing',
      'done',
      'have',
      'has',
      'had',
      'having',
      'is',
      'are',
      'was',
      'been',
    ])
      expect(stopWords, word).toContain(word);
    for (const word of ['not', 'work', 'use', 'router']) expect(stopWords, word).not.toContain(word);
  });
});
