// The words files the build writes beside Pagefind's index (../searchWords.mjs), fetched by first letter when a query needs them.
import {shardOf} from '../shards.mjs';

/** What ranking asks of the words files; tests give it words of their own. */
export type SearchWords = {
  /** The stop words, the filler of a question ("how", "do", "my", "the"); none when their file fails. */
  stopWords: () => Promise<ReadonlySet<string>>;
  /** The site's word for each stem of a reader's own ("pictur": "image"); none when its file fails. */
  related: () => Promise<Readonly<Record<string, string>>>;
  /** The site's word nearest to a misspelt `word`, or undefined when none is near enough. */
  correct: (word: string) => Promise<string | undefined>;
  /** The ids of pages one of whose headings holds every one of `stems`; none when a file fails. */
  headed: (stems: readonly string[]) => Promise<ReadonlySet<string>>;
};

/**
 * The words files of the site at `baseUrl`, each fetched once, when first needed.
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
  const words: SearchWords = {
    // Without its file a query is searched with no stop words, rather than not at all.
    stopWords: () =>
      load<string[]>('stop').then(
        (list) => new Set(list),
        () => new Set<string>(),
      ),
    related: () => load<Record<string, string>>('related').catch(() => ({})),
    // A misspelling nearly always keeps its first letter: its shard holds the candidates.
    correct: async (word) => {
      const lower = word.toLowerCase();
      const [{nearestWord}, known] = await Promise.all([
        import('./spelling'),
        load<Record<string, number>>(`vocabulary-${shardOf(lower)}`),
      ]);
      return nearestWord(lower, new Map(Object.entries(known)));
    },
    headed: async (stems) => {
      // Each stem's headings, by page: the pages where one heading is among every stem's.
      const shards = await Promise.all(
        stems.map(async (key) => {
          // Without its file a stem lifts no page, and the query is searched all the same.
          const shard = await load<HeadingShard>(`headings-${shardOf(key)}`).catch((): HeadingShard => ({}));
          return Object.hasOwn(shard, key) ? shard[key] : {};
        }),
      );
      const [first, ...rest] = shards;
      return new Set(
        Object.entries(first ?? {})
          .filter(([id, headings]) => headings.some((heading) => rest.every((pages) => pages[id]?.includes(heading))))
          .map(([id]) => id),
      );
    },
  };
  loaders.set(baseUrl, words);
  return words;
}

/** A headings file: each stem, then each page's id in the index, then the headings (0 its title) that hold it. */
type HeadingShard = Record<string, Record<string, number[]>>;

/** One loader per site, so each file is fetched once whichever search asks for it. */
const loaders = new Map<string, SearchWords>();
