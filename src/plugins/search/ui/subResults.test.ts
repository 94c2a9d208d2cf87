import {describe, expect, it} from 'vitest';
import {pickSubResults, type RankableSubResult} from './subResults';

const section = (title: string, ...scores: number[]): RankableSubResult => ({
  title,
  url: `/docs/post#${title.toLowerCase().replace(/\W+/g, '-')}`,
  excerpt: '',
  weighted_locations: scores.map((balanced_score) => ({balanced_score})),
});

// A page about posts, in page order, as Pagefind returns its sections for "post excerpt".
const page = [
  section('Open the editor', 500),
  section('Write the post', 9000, 9000),
  section('Publish', 2500),
  section('Excerpts', 9000, 500),
  section('How the post list looks', 9000, 9000, 500),
  section('Edit or delete a post', 9000, 9000),
];

describe('pickSubResults', () => {
  it("puts the section whose heading holds the query's rarest word first, not the page's first sections", () => {
    expect(pickSubResults(page, 'post excerpt', 3).map((sub) => sub.title)).toEqual([
      'Excerpts',
      'How the post list looks',
      'Write the post',
    ]);
  });

  it('matches a heading in the plural and in another case', () => {
    expect(pickSubResults(page, 'PUBLISH a post', 1).map((sub) => sub.title)).toEqual(['Publish']);
  });

  it('ranks by the scores of the matches when no heading holds a query word', () => {
    expect(pickSubResults(page, 'nib', 2).map((sub) => sub.title)).toEqual([
      'How the post list looks',
      'Write the post',
    ]);
  });

  it('keeps page order between sections that score the same', () => {
    const even = [section('A', 1), section('B', 1), section('C', 1)];
    expect(pickSubResults(even, 'x', 3).map((sub) => sub.title)).toEqual(['A', 'B', 'C']);
  });
});
