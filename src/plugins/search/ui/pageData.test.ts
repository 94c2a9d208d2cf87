import {describe, expect, it} from 'vitest';
import {dataOfAll} from './pageData';
import type {PagefindResult, PagefindResultData, PagefindSubResult} from './pagefind';

const section = (title: string, location: number): PagefindSubResult => ({
  title,
  url: `/docs/users?highlight=x#${title}`,
  excerpt: '',
  anchor: {location},
  weighted_locations: [{location: location + 1, balanced_score: 1}],
});

/** The users page as one word's search finds it: its matches in `sections` only. */
function found(...sections: PagefindSubResult[]): PagefindResult {
  const data: PagefindResultData = {
    url: '/docs/users',
    excerpt: '',
    content: '',
    weighted_locations: sections.flatMap((sub) => sub.weighted_locations ?? []),
    anchors: [],
    meta: {title: 'Users'},
    filters: {},
    sub_results: sections,
  };
  return {id: 'users', score: 1, data: () => Promise.resolve(data)};
}

describe('dataOfAll', () => {
  it("merges each word's sections, each with the share of the query it holds, the title's words left out", async () => {
    const remove = found(section('remove', 10), section('code', 30));
    const users = found(section('code', 30), section('screen', 20));
    const data = await dataOfAll([
      [remove, 0.6, 'remov'],
      [users, 0.4, 'user'],
    ]);
    expect(data.sub_results.map(({title, share}) => [title, share])).toEqual([
      ['remove', 0.6],
      ['code', 0.6],
      ['screen', 0],
    ]);
    expect(data.sub_results[1]?.weighted_locations).toHaveLength(2);
    expect(data.weighted_locations).toHaveLength(4);
  });
});
