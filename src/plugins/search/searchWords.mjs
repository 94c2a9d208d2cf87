// @ts-check
// The words search needs beyond Pagefind's index, written at build time beside it and loaded
// by the browser only when a query needs them: the stop words a question's filler is made of,
// the site's own vocabulary (to correct a misspelt word), and which headings hold each word.
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {stem} from 'porter2';
import {shardOf} from './shards.mjs';
import {eng as englishStopWords} from 'stopword';

/** The folder, under Pagefind's, that holds the files this step writes. */
export const wordsFolder = 'words';

/**
 * The filler of a question: the stopword package's English list, with the forms of the
 * auxiliary verbs it leaves out. It has "do" and "did", "have", "has" and "had", but not
 * "does", "doing", "done" or "having", which a question uses the same way ("does it work
 * with…"): kept, they count as telling words that most pages hold.
 */
export const stopWords = [...new Set([...englishStopWords, 'does', 'doing', 'done', 'having'])].sort();

/**
 * The words of a page's text as search matches them: lower case, letters only, two or more.
 * @param {string} text
 * @returns {string[]}
 */
export function wordsOfText(text) {
  return (text.toLowerCase().match(/\p{L}{2,}/gu) ?? []).filter((word) => word.length <= 30);
}

/**
 * The readable text of a built page's `main`, tags and code blocks left out.
 * @param {string} html
 * @returns {string}
 */
export function mainText(html) {
  const main = /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style|pre)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
}

/**
 * Which headings hold each word, as its stem, by the words file its stem is in ({@link shardOf}):
 * the words a page is about, which ranking weighs above the words it only mentions. Read from
 * the fragments Pagefind wrote; a page's title is its heading 0, the headings of its sections
 * follow. Each heading is kept apart, so a query is matched against one heading's words, not
 * the page's headings pooled.
 * @param {string} pagefindFolder
 * @returns {Promise<Map<string, Record<string, Record<string, number[]>>>>} shard → stem → the page's id in the index (its fragment's name) → the headings that hold it
 */
export async function headingShards(pagefindFolder) {
  /** @type {Map<string, Record<string, Record<string, number[]>>>} */
  const shards = new Map();
  const folder = join(pagefindFolder, 'fragment');
  for (const file of (await readdir(folder)).sort()) {
    if (!file.endsWith('.pf_fragment')) continue;
    // A fragment is gzip of a 12-byte signature ("pagefind_dcd") and the page's JSON.
    /** @type {{meta: {title?: string}, anchors: {text: string}[]}} */
    const fragment = JSON.parse(
      gunzipSync(await readFile(join(folder, file)))
        .subarray(12)
        .toString('utf8'),
    );
    const id = file.replace(/\.pf_fragment$/, '');
    const headings = [fragment.meta.title ?? '', ...fragment.anchors.map((anchor) => anchor.text)];
    headings.forEach((text, heading) => {
      for (const key of new Set(wordsOfText(text).map((word) => stem(word)))) {
        const shard = shards.get(shardOf(key)) ?? {};
        const pages = (shard[key] ??= {});
        (pages[id] ??= []).push(heading);
        shards.set(shardOf(key), shard);
      }
    });
  }
  return shards;
}

/**
 * Counts a page's words into `vocabulary` (each word once a page: how many pages hold it), so
 * the index keeps the counts and lets each page's HTML go as soon as Pagefind has it.
 * @param {Map<string, number>} vocabulary
 * @param {string} html a built page
 * @example countPageWords(vocabulary, await readFile('build/docs/intro.html', 'utf8'))
 */
export function countPageWords(vocabulary, html) {
  for (const word of new Set(wordsOfText(mainText(html)))) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
}

/**
 * Writes the words files into `<pagefindFolder>/words/`: `stop.json` (the stop words),
 * `vocabulary-<letter>.json` (each site word and how many pages hold it) and
 * `headings-<letter>.json` ({@link headingShards}), each sharded by first letter.
 * @param {string} pagefindFolder
 * @param {Map<string, number>} vocabulary the indexed pages' words ({@link countPageWords})
 * @returns {Promise<{words: number}>}
 */
export async function writeSearchWords(pagefindFolder, vocabulary) {
  const folder = join(pagefindFolder, wordsFolder);
  await mkdir(folder, {recursive: true});
  await writeFile(join(folder, 'stop.json'), JSON.stringify(stopWords));
  /** @type {Map<string, Record<string, number>>} */
  const shards = new Map();
  for (const [word, pages] of [...vocabulary].sort(([a], [b]) => a.localeCompare(b))) {
    const shard = shards.get(shardOf(word)) ?? {};
    shard[word] = pages;
    shards.set(shardOf(word), shard);
  }
  const headings = await headingShards(pagefindFolder);
  // Every letter's file, empty or not: the browser asks for a word's file without knowing.
  for (const letter of 'abcdefghijklmnopqrstuvwxyz_') {
    await writeFile(join(folder, `vocabulary-${letter}.json`), JSON.stringify(shards.get(letter) ?? {}));
    await writeFile(join(folder, `headings-${letter}.json`), JSON.stringify(headings.get(letter) ?? {}));
  }
  return {words: vocabulary.size};
}
