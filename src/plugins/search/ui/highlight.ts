// Which words of an excerpt match a query, the way Pagefind matches them: by their stem.
import {stem} from 'porter2';

/** A query's words as the highlighter matches them. */
export type QueryTerms = {
  /** The stems of the query's words, and of each part of a compound word (`redirect_uri`). */
  stems: ReadonlySet<string>;
  /** The last word, maybe still being typed, which marks the words it starts; empty below MIN_PREFIX. */
  prefix: string;
};

/** The shortest last word marked as a prefix: shorter ones inside `Inkwell` or `topic` read as noise. */
const MIN_PREFIX = 3;

/** Letters and digits: what a word is made of, and what a mark never cuts through. */
const wordChar = /[\p{L}\p{N}]/u;
const wordRun = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * A word's key for matching, as Pagefind's index has it: lower case, stemmed with Porter2, and
 * only letters and digits (`Inkwell.resolve` is `inkwellresolve`); cached, as words repeat.
 */
function keyOf(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    const lower = word.toLowerCase().replace(/[’‘]/g, "'");
    key = stem(lower.replace(/[^\p{L}\p{N}']/gu, '')).replace(/[^\p{L}\p{N}]/gu, '');
    keys.set(word, key);
  }
  return key;
}

const keys = new Map<string, string>();

/**
 * The terms of `query` for `markWords`.
 * @param query what the reader typed
 * @returns the stems of its words and their parts, and its last word as a prefix
 * @example queryTerms('change site titles') // {stems: {'chang', 'site', 'titl'}, prefix: 'titles'}
 */
export function queryTerms(query: string): QueryTerms {
  const words = query.split(/\s+/).filter((word) => wordChar.test(word));
  const stems = new Set<string>();
  for (const word of words) {
    stems.add(keyOf(word));
    for (const part of word.match(wordRun) ?? []) stems.add(keyOf(part));
  }
  stems.delete('');
  const last = (words.at(-1) ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return {stems, prefix: last.length >= MIN_PREFIX ? last : ''};
}

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
/** Escapes text of Pagefind's content, which keeps the entities of the page's HTML (`&#34;`) as they are. */
const escapeHtml = (text: string): string => text.replace(/&(?!#?\w{1,8};)|[<>"']/g, (sign) => escapes[sign] ?? sign);

/**
 * One word of an excerpt as escaped HTML with `<mark>` around what matches `terms`: the whole
 * word without its punctuation by its stem, else each matching part of a compound (`sign` in
 * `sign-in`), else the typed prefix at a part's start; never inside a word otherwise.
 * @example markWord('(titles).', queryTerms('title')) // '(<mark>titles</mark>).'
 */
export function markWord(word: string, terms: QueryTerms): string {
  const runs = [...word.matchAll(wordRun)];
  const first = runs[0];
  const last = runs.at(-1);
  if (!first || !last) return escapeHtml(word);
  const start = first.index;
  const end = last.index + last[0].length;
  if (terms.stems.has(keyOf(word.slice(start, end))))
    return `${escapeHtml(word.slice(0, start))}<mark>${escapeHtml(word.slice(start, end))}</mark>${escapeHtml(word.slice(end))}`;
  let html = '';
  let done = 0;
  for (const run of runs) {
    const text = run[0];
    let marked = 0;
    if (terms.stems.has(keyOf(text))) marked = text.length;
    else if (terms.prefix && text.toLowerCase().startsWith(terms.prefix)) marked = terms.prefix.length;
    if (!marked) continue;
    html += `${escapeHtml(word.slice(done, run.index))}<mark>${escapeHtml(text.slice(0, marked))}</mark>`;
    done = run.index + marked;
  }
  return html + escapeHtml(word.slice(done));
}
