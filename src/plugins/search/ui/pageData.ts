// A question's page as every word of it found it, loaded only for questions of more than one word.
import {stem} from 'porter2';
import type {PagefindResult, PagefindResultData, PagefindSubResult} from './pagefind';

/** A page as one word of the query found it: Pagefind's result, the word's weight and its stem. */
export type Found = [PagefindResult, number, string];

/**
 * A page's data with the matches of every word of the query that found it, so its sections are
 * those the whole query matches, each with the share of the query it holds: the weights of its
 * words but those of the page's title, which the page as a whole answers.
 */
export async function dataOfAll(found: readonly Found[]): Promise<PagefindResultData> {
  const sections = new Map<string, PagefindSubResult>();
  let page: PagefindResultData | undefined;
  for (const [result, weight, wordStem] of found) {
    // Read before the next call: Pagefind gives all of a page's results one object, which each call rewrites.
    const data = await result.data();
    page = {...data, weighted_locations: [...(page?.weighted_locations ?? []), ...data.weighted_locations]};
    const share = data.meta.title
      ?.toLowerCase()
      .match(/\p{L}+/gu)
      ?.map(stem)
      .includes(wordStem)
      ? 0
      : weight;
    for (const sub of data.sub_results) {
      const key = sub.title + sub.anchor?.location;
      const known = sections.get(key);
      const locations = [...(known?.weighted_locations ?? []), ...(sub.weighted_locations ?? [])];
      sections.set(key, {...(known ?? sub), share: (known?.share ?? 0) + share, weighted_locations: locations});
    }
  }
  return {...(page as PagefindResultData), sub_results: [...sections.values()]};
}
