import {stem} from 'porter2';

/** A section of a result's page as Pagefind returns it: a heading and where the query matched under it. */
export type RankableSubResult = {
  title: string;
  url: string;
  excerpt: string;
  /** Pagefind's match positions in the section, each with its score for this query. */
  weighted_locations?: readonly {balanced_score: number}[];
  /** The share of the query's words the section holds, by their weights; missing for one word. */
  share?: number;
};

/** The words of `text` that can name a section: lower case, three letters or more. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((word) => word.length >= 3);
}

/**
 * The sections of a page that best answer `query`, rather than its first ones: by the share of
 * the query they hold, then by the query words their heading holds, each counted by how few of
 * the page's headings hold it, then by their matches' scores.
 * @example pickSubResults(data.sub_results, 'post excerpt', 3)
 */
export function pickSubResults<T extends RankableSubResult>(
  subResults: readonly T[],
  query: string,
  limit: number,
): T[] {
  const queryWords = [...new Set(wordsOf(query).map(stem))];
  const headingWords = subResults.map((sub) => new Set(wordsOf(sub.title).map(stem)));
  const headingsWith = new Map(
    queryWords.map((word) => [word, headingWords.filter((words) => words.has(word)).length] as const),
  );
  const ranked = subResults.map((sub, index) => ({
    sub,
    index,
    heading: queryWords.reduce(
      (sum, word) => (headingWords[index]?.has(word) ? sum + 1 / (headingsWith.get(word) ?? 1) : sum),
      0,
    ),
    matches: (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0),
  }));
  ranked.sort(
    (a, b) =>
      (b.sub.share ?? 0) - (a.sub.share ?? 0) || b.heading - a.heading || b.matches - a.matches || a.index - b.index,
  );
  return ranked.slice(0, limit).map(({sub}) => sub);
}
