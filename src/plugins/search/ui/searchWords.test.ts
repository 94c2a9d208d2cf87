import {afterEach, describe, expect, it, vi} from 'vitest';
import {searchWordsAt} from './searchWords';

afterEach(() => vi.unstubAllGlobals());

/** Serves words files from `files`, by name, and records what was fetched. */
function serve(files: Record<string, unknown>): string[] {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    const name = url.replace(/^.*\/words\/|\.json$/g, '');
    fetched.push(name);
    return Promise.resolve(name in files ? new Response(JSON.stringify(files[name])) : new Response('', {status: 404}));
  });
  return fetched;
}

describe('searchWordsAt().headed', () => {
  it("finds the pages one of whose headings holds every stem, from each stem's own file", async () => {
    const fetched = serve({
      // "pooled" holds "deploy" in its heading 1 and "server" in its heading 2; "single" both in heading 3.
      'headings-d': {deploy: {pooled: [1], single: [3]}},
      'headings-s': {server: {pooled: [2], single: [3]}},
    });
    const words = searchWordsAt('/headed-test/');
    expect([...(await words.headed(['deploy', 'server']))]).toEqual(['single']);
    expect([...(await words.headed(['deploy']))].sort()).toEqual(['pooled', 'single']);
    expect(fetched.sort()).toEqual(['headings-d', 'headings-s']);
  });

  it('finds no page for a stem no heading holds, nor for one the file only inherits', async () => {
    serve({'headings-c': {}, 'headings-d': {deploy: {a: [0]}}, 'headings-z': {}});
    const words = searchWordsAt('/headed-test-missing/');
    expect(await words.headed(['deploy', 'zebra'])).toEqual(new Set());
    expect(await words.headed(['constructor'])).toEqual(new Set());
    expect(await words.headed([])).toEqual(new Set());
  });

  it('searches on without a file that fails: no page lifted by its stems, and no stop words', async () => {
    const fetched = serve({'headings-d': {deploy: {a: [0]}}});
    const words = searchWordsAt('/headed-test-failed/');
    expect(await words.headed(['deploy', 'server'])).toEqual(new Set());
    expect(await words.headed(['deploy'])).toEqual(new Set(['a']));
    expect(await words.stopWords()).toEqual(new Set());
    // A failed file is asked for again by the next query.
    await words.headed(['server']);
    expect(fetched.filter((name) => name === 'headings-s')).toHaveLength(2);
  });
});
