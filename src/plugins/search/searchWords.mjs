// @ts-check
// The words search needs beyond Pagefind's index, written beside it and fetched by the browser
// only when a query needs them: stop words, the site's vocabulary, and each word's headings.
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {stem} from 'porter2';
import {shardOf} from './shards.mjs';
import {eng as englishStopWords} from 'stopword';

/** A question's filler: the stopword package's list, with the forms of "do" and "have" and the "vs" it lacks. */
export const stopWords = [...new Set([...englishStopWords, 'does', 'doing', 'done', 'having', 'versus', 'vs'])].sort();

/**
 * Readers' words for what the site names otherwise, each with the site's word: a question
 * holding one is searched as both. Only those whose site word some pages hold, but not most, are written.
 */
export const readersWords = {
  administrator: 'admin',
  article: 'post',
  author: 'editor',
  contributor: 'editor',
  directory: 'folder',
  erase: 'delete',
  homepage: 'home',
  login: 'sign',
  logon: 'sign',
  logout: 'sign',
  navbar: 'menu',
  offline: 'unpublish',
  permalink: 'slug',
  permission: 'role',
  photo: 'image',
  photograph: 'image',
  pic: 'image',
  picture: 'image',
  privilege: 'role',
  thumbnail: 'image',
  trash: 'delete',
  upgrade: 'update',
  webpage: 'page',
  website: 'site',
  writer: 'editor',
};

/**
 * A text's words as search matches them: lower case, letters only, two to thirty.
 * @param {string} text
 * @returns {string[]}
 */
function wordsOfText(text) {
  return (text.toLowerCase().match(/\p{L}{2,}/gu) ?? []).filter((word) => word.length <= 30);
}

/**
 * Which headings (0 the title) of which pages hold each word's stem, by shard, read from
 * Pagefind's fragments: ranking weighs the words a page is about above those it mentions.
 * @param {string} pagefindFolder
 * @returns {Promise<Map<string, Record<string, Record<string, number[]>>>>} shard → stem → page id → headings
 */
async function headingShards(pagefindFolder) {
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
 * Counts each word of a page's `main` once into `vocabulary`, tags and code blocks left out.
 * @param {Map<string, number>} vocabulary word → pages that hold it
 * @param {string} html a built page
 */
export function countPageWords(vocabulary, html) {
  const text = (/<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? '')
    .replace(/<(script|style|pre)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
  for (const word of new Set(wordsOfText(text))) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
}

/**
 * Writes `words/stop.json`, `related.json` ({@link readersWords}), and `vocabulary-<letter>.json` and `headings-<letter>.json` for
 * every letter, empty or not: the browser asks for a word's file without knowing.
 * @param {string} pagefindFolder
 * @param {Map<string, number>} vocabulary the indexed pages' words ({@link countPageWords})
 * @returns {Promise<{words: number}>}
 */
export async function writeSearchWords(pagefindFolder, vocabulary) {
  const folder = join(pagefindFolder, 'words');
  await mkdir(folder, {recursive: true});
  await writeFile(join(folder, 'stop.json'), JSON.stringify(stopWords));
  // A site word most pages hold (the commonest word's pages stand for them all) tells none apart.
  const most = Math.max(...vocabulary.values());
  const related = Object.entries(readersWords).filter(([, site]) => (vocabulary.get(site) ?? most) < most / 2);
  await writeFile(
    join(folder, 'related.json'),
    JSON.stringify(Object.fromEntries(related.map(([word, site]) => [stem(word), site]))),
  );
  /** @type {Map<string, Record<string, number>>} */
  const shards = new Map();
  for (const [word, pages] of [...vocabulary].sort(([a], [b]) => a.localeCompare(b))) {
    const shard = shards.get(shardOf(word)) ?? {};
    shard[word] = pages;
    shards.set(shardOf(word), shard);
  }
  const headings = await headingShards(pagefindFolder);
  for (const letter of 'abcdefghijklmnopqrstuvwxyz_') {
    await writeFile(join(folder, `vocabulary-${letter}.json`), JSON.stringify(shards.get(letter) ?? {}));
    await writeFile(join(folder, `headings-${letter}.json`), JSON.stringify(headings.get(letter) ?? {}));
  }
  return {words: vocabulary.size};
}
