// The words the build writes beside Pagefind's index (../searchWords.mjs),
// fetched only when a query needs them: a one-word query that finds enough pages loads none.
import {shardOf} from '../shards.mjs';

/** What ranking asks of the words files; tests give it words of their own. */
export type SearchWords = {
  /** The stop words, the filler of a question ("how", "do", "my", "the"). */
  stopWords: () => Promise<ReadonlySet<string>>;
  /** The site's word nearest to a misspelt `word`, or undefined when none is near enough. */
  correct: (word: string) => Promise<string | undefined>;
  /** The stems of each page's title (first) and each of its headings, by the page's id in the index. */
  headings: () => Promise<ReadonlyMap<string, readonly ReadonlySet<string>[]>>;
};

/**
 * The words files of the site at `baseUrl`, each fetched once, when first needed.
 * @param baseUrl the site's base URL, ending in `/`
 * @returns the loader ranking uses
 * @example const words = searchWordsAt('/'); await words.correct('uplaod') // 'upload'
 */
export function searchWordsAt(baseUrl: string): SearchWords {
  const known = loaders.get(baseUrl);
  if (known) return known;
  const files = new Map<string, Promise<unknown>>();
  const load = <T>(name: string): Promise<T> => {
    let file = files.get(name);
    if (!file) {
      file = fetch(`${baseUrl}pagefind/words/${name}.json`).then((response) => {
        if (!response.ok) throw new Error(`${name}.json: ${response.status}`);
        return response.json();
      });
      // A failed download is tried again by the next query.
      file.catch(() => files.delete(name));
      files.set(name, file);
    }
    return file as Promise<T>;
  };
  let stopWords: Promise<ReadonlySet<string>> | undefined;
  let headings: Promise<Map<string, ReadonlySet<string>[]>> | undefined;
  const words: SearchWords = {
    stopWords: () => {
      stopWords ??= load<string[]>('stop').then((list) => new Set(list));
      return stopWords;
    },
    // A misspelling keeps its first letter far more often than not, so the words that share it
    // are the candidates, a small file of its own.
    correct: async (word) => {
      const lower = word.toLowerCase();
      const [{nearestWord}, known] = await Promise.all([
        import('./spelling'),
        load<Record<string, number>>(`vocabulary-${shardOf(lower)}`),
      ]);
      return nearestWord(lower, new Map(Object.entries(known)));
    },
    headings: () => {
      headings ??= load<Record<string, string>>('headings').then(
        (pages) =>
          new Map(
            Object.entries(pages).map(([id, headed]) => [
              id,
              headed.split('|').map((stems) => new Set(stems.split(' '))),
            ]),
          ),
      );
      return headings;
    },
  };
  loaders.set(baseUrl, words);
  return words;
}

/** One loader per site, so each file is fetched once whichever search asks for it. */
const loaders = new Map<string, SearchWords>();

/**
 * The stop words to leave unmarked in `query`'s results: none for a one-word query, which
 * fetches no words file, else the site's list.
 * @param query what the reader typed
 * @param words the words files
 * @returns the stop words, empty when the list is not needed or did not arrive
 * @example await stopWordsOf('remove a post', searchWordsAt('/')) // Set {'a', 'the', …}
 */
export async function stopWordsOf(query: string, words: SearchWords): Promise<ReadonlySet<string>> {
  if (query.trim().split(/\s+/).length < 2) return new Set();
  return words.stopWords().catch(() => new Set<string>());
}
