import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {markWord, queryTerms} from './highlight';
import {excerptParts} from './excerpt';

const mark = (text: string, query: string) =>
  text
    .split(' ')
    .map((word) => markWord(word, queryTerms(query)))
    .join(' ');
const marked = (html: string) =>
  excerptParts(html)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('markWord', () => {
  it('marks whole words whose stem is a query word, never a word a query word only starts', () => {
    expect(mark('Sign in to Inkwell, including its admin.', 'sign in')).toBe(
      '<mark>Sign</mark> <mark>in</mark> to Inkwell, including its admin.',
    );
    // A last word of three letters or more may still be being typed: it marks the words it starts.
    expect(mark('Sign in to Inkwell, including its admin.', 'sign inkw')).toBe(
      '<mark>Sign</mark> in to <mark>Inkw</mark>ell, including its admin.',
    );
    expect(mark('Sign in to Inkwell, including its admin.', 'in sign')).toBe(
      '<mark>Sign</mark> <mark>in</mark> to Inkwell, including its admin.',
    );
  });

  it("matches a word's other forms by its stem, without its punctuation", () => {
    expect(mark("Changing the site's titles (Titled).", 'change site title x')).toBe(
      '<mark>Changing</mark> the <mark>site&#39;s</mark> <mark>titles</mark> (<mark>Titled</mark>).',
    );
  });

  it('marks a compound word whole, or the parts of it that match', () => {
    expect(mark('See redirect_uri_mismatch and sign-in.', 'redirect_uri_mismatch sign z')).toBe(
      'See <mark>redirect_uri_mismatch</mark> and <mark>sign</mark>-in.',
    );
    expect(mark('Call Inkwell.resolve().', 'Inkwell.resolve z')).toBe('Call <mark>Inkwell.resolve</mark>().');
  });

  it('escapes what it does not mark, and marks nothing for an empty query', () => {
    expect(mark('a <b> & "c"', '')).toBe('a &lt;b&gt; &amp; &quot;c&quot;');
  });
});

/** Lower-case words and their usual English forms, so stems are shared and prefixes are common. */
const stemWord = fc.constantFrom('in', 'ink', 'sign', 'site', 'title', 'change', 'post', 'page', 'run', 'use', 'a');
const word = fc
  .tuple(
    stemWord,
    fc.constantFrom('', 's', 'ed', 'ing', 'well', 'cluding', "'s", 'er'),
    fc.boolean(),
    fc.constantFrom('', '.', ',', ')', '?', '-in', '_uri'),
    fc.constantFrom('', '(', '"'),
  )
  .map(([root, ending, capital, after, before]) => {
    const text = root + ending;
    return before + (capital ? text.charAt(0).toUpperCase() + text.slice(1) : text) + after;
  });

describe('markWord on generated text', () => {
  it('never starts or ends a mark inside a word, except where the last query word is a prefix', () => {
    fc.assert(
      fc.property(
        fc.array(word, {minLength: 1, maxLength: 12}),
        fc.array(word, {minLength: 1, maxLength: 4}),
        (words, query) => {
          const text = words.join(' ');
          const terms = queryTerms(query.join(' '));
          const html = words.map((each) => markWord(each, terms)).join(' ');
          // Unmarked, the excerpt is the text itself, escaped.
          expect(
            excerptParts(html)
              .map((part) => part.text)
              .join(''),
          ).toBe(text);
          let at = 0;
          for (const part of excerptParts(html)) {
            const before = text[at - 1] ?? ' ';
            const after = text[at + part.text.length] ?? ' ';
            if (part.marked) {
              expect(/[\p{L}\p{N}]/u.test(before), `"${part.text}" starts inside a word in "${text}"`).toBe(false);
              const endsInside = /[\p{L}\p{N}]/u.test(after);
              if (endsInside)
                expect(part.text.toLowerCase(), `"${part.text}" ends inside a word in "${text}"`).toBe(terms.prefix);
            }
            at += part.text.length;
          }
        },
      ),
      {numRuns: 2000},
    );
  });

  it('marks every word whose stem is a query word, and nothing else but the typed prefix', () => {
    const stemsOf = (text: string) => [...queryTerms(text).stems];
    fc.assert(
      fc.property(
        fc.array(word, {minLength: 1, maxLength: 12}),
        fc.array(word, {minLength: 1, maxLength: 4}),
        (words, query) => {
          const terms = queryTerms(query.join(' '));
          for (const each of words) {
            const shown = marked(markWord(each, terms));
            // A word is its letters and digits between its outer punctuation, as `(Titles).` is `Titles`.
            const whole = each.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
            if (terms.stems.has(stemsOf(whole)[0] ?? ''))
              expect(shown, `"${each}" for "${query.join(' ')}"`).toEqual([whole]);
            for (const text of shown)
              expect(
                terms.stems.has(stemsOf(text)[0] ?? '') || text.toLowerCase() === terms.prefix,
                `"${text}" marked in "${each}" for "${query.join(' ')}"`,
              ).toBe(true);
          }
        },
      ),
      {numRuns: 2000},
    );
  });
});
