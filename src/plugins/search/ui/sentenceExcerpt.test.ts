import {describe, expect, it} from 'vitest';
import {queryTerms} from './highlight';
import {isProse, sentenceExcerpt} from './sentenceExcerpt';

// A section as Pagefind stores it: the heading with the full stop it adds, prose, a code sample.
const content =
  "Excerpts. The post list shows each post's title, date and excerpt. Left empty, the excerpt is made from the first paragraph. " +
  "const post = {excerpt: 'The first post.'}; Rendered by <PostList> from @inkwell/cms.";
const wordsOf = (text: string) => text.split(' ');
const at = (word: string) => wordsOf(content).findIndex((each) => each.startsWith(word));
const none = queryTerms('');
const scored = (...locations: number[]) => locations.map((location) => ({location, balanced_score: 1}));

describe('sentenceExcerpt', () => {
  it('shows the first sentence of prose with most matches, from its start, with the matches marked, and the next while it fits', () => {
    const locations = wordsOf(content)
      .map((word, index) => (/^excerpt/i.test(word) ? index : -1))
      .filter((index) => index >= 0);
    expect(sentenceExcerpt(content, scored(...locations), queryTerms('excerpts'))).toBe(
      'The post list shows each post&#39;s title, date and <mark>excerpt</mark>. Left empty, the <mark>excerpt</mark> is made from the first paragraph.',
    );
  });

  it('shows the first sentence of prose when the query matched only in code', () => {
    expect(sentenceExcerpt(content, scored(at('{excerpt:')), queryTerms('excerpt'))).toBe(
      'The post list shows each post&#39;s title, date and <mark>excerpt</mark>. Left empty, the <mark>excerpt</mark> is made from the first paragraph.',
    );
  });

  it('keeps to its range, and has nothing to show for a range without prose', () => {
    const codeStart = at('const');
    expect(sentenceExcerpt(content, scored(codeStart + 3), none, {from: codeStart})).toBeUndefined();
    expect(sentenceExcerpt(content, scored(at('Left')), none, {from: 0, to: at('Left')})).toBe(
      'The post list shows each post&#39;s title, date and excerpt.',
    );
  });

  it('does not start by repeating the title or heading the result shows above it', () => {
    const page =
      'Deploy to Vercel. This guide takes your Inkwell app to a live site on Vercel. Deploy: fix it, then redeploy.';
    const deploy = scored(0, 2, 14, 17);
    // Without the heading, the heading scores most and leads the excerpt.
    expect(sentenceExcerpt(page, deploy, queryTerms('deploy vercel'))).toMatch(
      /^<mark>Deploy<\/mark> to <mark>Vercel<\/mark>\. This guide/,
    );
    for (const heading of ['Deploy to Vercel', 'deploy  to vercel:', 'Deploy to Vercel.']) {
      expect(sentenceExcerpt(page, deploy, queryTerms('deploy vercel'), {heading})).toBe(
        'This guide takes your Inkwell app to a live site on <mark>Vercel</mark>. <mark>Deploy</mark>: fix it, then redeploy.',
      );
    }
    // A section whose heading is its only prose shows no excerpt rather than the heading again.
    expect(
      sentenceExcerpt('Before you deploy. npm run build', scored(2), queryTerms('deploy'), {
        heading: 'Before you deploy',
      }),
    ).toBeUndefined();
  });

  it('does not repeat a numbered heading, which Pagefind stores as two sentences', () => {
    const section = '1. Create the table. Run the setup command with the table name. It prints the table it made.';
    const table = scored(3, 10, 15);
    for (const heading of ['1. Create the table', '1. create the table:']) {
      expect(sentenceExcerpt(section, table, queryTerms('table'), {heading})).toBe(
        'Run the setup command with the <mark>table</mark> name. It prints the <mark>table</mark> it made.',
      );
    }
  });

  it('takes no sentence from the ranges outside it, and stops before one', () => {
    const page =
      'Sessions. Inkwell signs people in with a cookie. Signing out clears the session cookie. Reading the cookie checks it.';
    const cookie = scored(7, 12, 13, 16);
    const signOut = {from: wordsOf(page).indexOf('Signing'), to: wordsOf(page).indexOf('Reading')};
    // Without it, the sign-out sentence scores most, and the next sentence follows it.
    expect(sentenceExcerpt(page, cookie, queryTerms('session cookie'))).toBe(
      'Signing out clears the <mark>session</mark> <mark>cookie</mark>. Reading the <mark>cookie</mark> checks it.',
    );
    expect(sentenceExcerpt(page, cookie, queryTerms('session cookie'), {outside: [signOut]})).toBe(
      'Inkwell signs people in with a <mark>cookie</mark>.',
    );
  });

  it("shows an API member's description after its signature, and a clause after a semicolon", () => {
    const member = 'post. post: Post | null; The post to edit; null for a new post.';
    expect(sentenceExcerpt(member, scored(0, 1), none)).toBe('The post to edit; null for a new post.');
  });

  it("escapes the text once, keeping the entities of the page's HTML", () => {
    expect(sentenceExcerpt('Marks &#34;show in <b>navigation</b>&#34; & keeps it.', [], none)).toBeUndefined();
    expect(sentenceExcerpt('Marks &#34;show in navigation&#34; & keeps it.', scored(0), queryTerms('mark'))).toBe(
      '<mark>Marks</mark> &#34;show in navigation&#34; &amp; keeps it.',
    );
  });

  it('prefers the sentence whose matches score most over the one with more partial matches', () => {
    const text = 'Install it in /srv/inkwell in a minute. You sign in but stay signed out.';
    const matches = [
      {location: 2, balanced_score: 5},
      {location: 3, balanced_score: 1},
      {location: 4, balanced_score: 5},
      {location: 8, balanced_score: 9},
      {location: 13, balanced_score: 9},
    ];
    expect(sentenceExcerpt(text, matches, queryTerms('sign out'))).toBe(
      'You <mark>sign</mark> in but stay <mark>signed</mark> <mark>out</mark>.',
    );
  });

  it("marks the words that match the query whole, not Pagefind's partial matches", () => {
    const text = 'Sign in to Inkwell, including drafts.';
    const everyWord = scored(...text.split(' ').map((_, index) => index));
    expect(sentenceExcerpt(text, everyWord, queryTerms('in sign'))).toBe(
      '<mark>Sign</mark> <mark>in</mark> to Inkwell, including drafts.',
    );
  });

  it('ends with an ellipsis where it stops at a semicolon before more of the sentence', () => {
    const row = 'Data store. You choose it with INKWELL_DATA_STORE; the file store needs a disk that stays.';
    const store = scored(...row.split(' ').flatMap((word, index) => (/store/i.test(word) ? [index] : [])));
    // The clause after the semicolon starts with code, so it is not shown.
    const withCode = row.replace('the file store', 'file=store');
    expect(sentenceExcerpt(withCode, store, queryTerms('store'), {heading: 'Data store'})).toBe(
      'You choose it with INKWELL_DATA_<mark>STORE</mark>; …',
    );
    expect(sentenceExcerpt(row, store, queryTerms('store'), {heading: 'Data store'})).toBe(
      'You choose it with INKWELL_DATA_<mark>STORE</mark>; the file <mark>store</mark> needs a disk that stays.',
    );
  });

  it('cuts a long sentence with an ellipsis', () => {
    const long = `${Array.from({length: 40}, (_, index) => `Word${index}`).join(' ')}.`;
    const excerpt = sentenceExcerpt(long, scored(0), queryTerms('word0')) ?? '';
    expect(excerpt.split(' ')).toHaveLength(31);
    expect(excerpt).toMatch(/^<mark>Word0<\/mark> Word1 .* Word29 …$/);
  });
});

describe('isProse', () => {
  it('takes a sentence that starts with a capital and holds no code', () => {
    expect(isProse(wordsOf('Set Status to Published.'))).toBe(true);
    expect(isProse(wordsOf('or delete a post.'))).toBe(false);
    expect(isProse(wordsOf('readonly POST: (request) => Promise<Response>;'))).toBe(false);
    expect(isProse(wordsOf('Rendered by <PostList> from @inkwell/cms.'))).toBe(false);
  });
});
