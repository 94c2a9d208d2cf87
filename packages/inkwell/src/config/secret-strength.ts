/**
 * How many bits of a session secret a guesser cannot predict: what a random generator gave
 * it, less what patterns give away.
 *
 * @module
 */

/**
 * The alphabets random generators write in, smallest first: a secret's characters are
 * counted at no more than the bits of the smallest one that holds them all.
 */
const GENERATOR_ALPHABETS: readonly string[] = [
  '0123456789',
  '0123456789abcdef',
  '0123456789ABCDEF',
  'abcdefghijklmnopqrstuvwxyz',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567=',
  '0123456789abcdefghijklmnopqrstuvwxyz',
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/=',
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_',
];

/** Printable ASCII: what a person can type on a US keyboard. */
const PRINTABLE_ASCII_SIZE = 95;

/**
 * Runs a person types: the alphabet, digits, and rows and columns of a US keyboard (plain
 * and shifted), and the walks down its columns one after the other. A run follows one of
 * these forwards or backwards; letters are compared lower-cased.
 */
const SEQUENCES: readonly string[] = [
  'abcdefghijklmnopqrstuvwxyz',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
  '`1234567890-=',
  '~!@#$%^&*()_+',
  'qwertyuiop[]\\',
  'QWERTYUIOP{}|',
  "asdfghjkl;'",
  'ASDFGHJKL:"',
  'zxcvbnm,./',
  'ZXCVBNM<>?',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/',
  'zaq1xsw2cde3vfr4bgt5nhy6mju7,ki8.lo9/;p0',
  '1qaz',
  '2wsx',
  '3edc',
  '4rfv',
  '5tgb',
  '6yhn',
  '7ujm',
  '8ik,',
  '9ol.',
  '0p;/',
  '!QAZ',
  '@WSX',
  '#EDC',
  '$RFV',
  '%TGB',
  '^YHN',
  '&UJM',
  '*IK<',
  '(OL>',
  ')P:?',
];

/** Bits a pattern costs to name: which kind of pattern it is. */
const PATTERN_KIND_BITS = 2;
/** Bits a word costs: an index into a dictionary of 8,192 words. */
const WORD_BITS = 13;
/** Characters that join words in phrases. */
const WORD_SEPARATORS = new Set([' ', '-', '_', '.']);
/** The shortest repeat, run or word that counts as a pattern. */
const MIN_PATTERN_LENGTH = 3;
/** The longest run of letters read as one dictionary word: few of 8,192 common words are longer. */
const MAX_WORD_LENGTH = 12;

/** The size of the smallest generator alphabet that holds every one of `distinct`. */
function generatorAlphabetSize(distinct: ReadonlySet<string>): number {
  for (const alphabet of GENERATOR_ALPHABETS) {
    if ([...distinct].every((character) => alphabet.includes(character))) return alphabet.length;
  }
  const beyondAscii = [...distinct].filter((character) => !/^[\x20-\x7e]$/.test(character)).length;
  return PRINTABLE_ASCII_SIZE + beyondAscii;
}

/** log2 of the number of ways to choose `chosen` characters out of `size`. */
function log2Choose(size: number, chosen: number): number {
  let bits = 0;
  for (let index = 0; index < chosen; index += 1) bits += Math.log2((size - index) / (index + 1));
  return bits;
}

/** An alphabet a secret is described in: the bits each character costs, and the bits to name it once. */
interface Alphabet {
  perCharacter: number;
  naming: number;
}

/**
 * The two alphabets a secret can be described in. The generator alphabet: the smallest that
 * holds every character, at log2 of its size a character. The alphabet the secret actually
 * uses: log2 of its number of different characters a character, plus log2 of the ways to choose
 * them from the generator alphabet, once. Every secret of `n` characters over some `k` of `G`
 * characters is one of C(G, k) x k^n, so 64 characters of 0 and 1 carry about 69.5 bits, not
 * the 212 of 64 decimal digits.
 */
function alphabets(characters: readonly string[]): Alphabet[] {
  const distinct = new Set(characters);
  const generator = generatorAlphabetSize(distinct);
  return [
    {perCharacter: Math.log2(generator), naming: 0},
    {perCharacter: Math.log2(Math.max(distinct.size, 1)), naming: log2Choose(generator, distinct.size)},
  ];
}

/** Where each character stands in each of {@link SEQUENCES}, looked up once per character. */
const SEQUENCE_POSITIONS = new Map<string, Array<{sequence: string; position: number}>>();
for (const sequence of SEQUENCES) {
  [...sequence].forEach((character, position) => {
    const places = SEQUENCE_POSITIONS.get(character) ?? [];
    places.push({sequence, position});
    SEQUENCE_POSITIONS.set(character, places);
  });
}

/** Longest run starting at `start` that steps (case aside) through one of {@link SEQUENCES}. */
function sequenceLength(lower: readonly string[], start: number): number {
  let longest = 1;
  for (const {sequence, position: first} of SEQUENCE_POSITIONS.get(lower[start] ?? '') ?? []) {
    for (const step of [1, -1]) {
      let length = 1;
      let position = first;
      while (start + length < lower.length && sequence[position + step] === lower[start + length]) {
        position += step;
        length += 1;
      }
      longest = Math.max(longest, length);
    }
  }
  return longest;
}

/**
 * For each position, the longest stretch from it that repeats (case aside) one starting
 * earlier: one pass over the common-prefix table, quadratic in the secret's length.
 */
function repeatLengths(lower: readonly string[]): number[] {
  const n = lower.length;
  const longest = new Array<number>(n).fill(0);
  // next[j] holds the common prefix of positions i + 1 and j + 1 while row i is built.
  let next = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) {
    const row = new Array<number>(n + 1).fill(0);
    for (let j = n - 1; j > i; j -= 1) {
      if (lower[i] === lower[j]) row[j] = (next[j + 1] ?? 0) + 1;
      // Position j repeats the stretch starting at the earlier position i.
      longest[j] = Math.max(longest[j] ?? 0, row[j] ?? 0);
    }
    next = row;
  }
  return longest;
}

const isLower = (character: string | undefined) => character !== undefined && /^[a-z]$/.test(character);
const isUpper = (character: string | undefined) => character !== undefined && /^[A-Z]$/.test(character);

/**
 * Length of the letters from `start` written as one word: all lower, all upper or Capitalised.
 * A word starts where letters start, or at a capital after a small letter (camelCase); the
 * letters inside a run are not the start of another word.
 */
function wordLength(characters: readonly string[], start: number): number {
  const first = characters[start];
  const previous = characters[start - 1];
  if (!isLower(first) && !isUpper(first)) return 0;
  if (isUpper(previous) || (isLower(previous) && isLower(first))) return 0;
  const second = characters[start + 1];
  const rest = isUpper(first) && isUpper(second) ? isUpper : isLower;
  let length = 1;
  while (rest(characters[start + length])) length += 1;
  return length;
}

/**
 * Estimates how many bits of `secret` a guesser could not predict.
 *
 * @remarks
 * Each character counts the bits of the alphabet the secret actually uses, whichever is
 * cheaper: the smallest generator alphabet that holds all its characters (4 bits for hex, 6 for
 * base64, 6.57 for anything typed), or its own different characters (1 bit for 0s and 1s), with
 * the bits to name which ones they are counted once. A pattern
 * counts only the bits it takes to name it: a stretch that repeats an earlier one (in any
 * case), a run along the alphabet, the digits or a keyboard row or column, or a word (a run
 * of 2 to 12 letters that starts where letters start, beside a space, dash, dot or
 * underscore), counted as one of 8,192 words.
 * The estimate is the cheapest description of the whole secret. Random output keeps nearly
 * all its bits (random patterns are short and rare); a phrase, a repeated key or a keyboard
 * walk keeps few.
 *
 * @param secret - The secret, as it will be used.
 * @returns The estimated bits; `openssl rand -base64 32` output scores above 250.
 *
 * @example
 * ```ts
 * import {estimateSecretBits} from './secret-strength.js';
 *
 * console.log(estimateSecretBits('abcdefghijklmnopqrstuvwxyz0123456789') < 40); // true
 * ```
 */
export function estimateSecretBits(secret: string): number {
  const characters = [...secret];
  const lower = characters.map((character) => character.toLowerCase());
  const repeats = repeatLengths(lower);
  return Math.min(
    ...alphabets(characters).map((alphabet) => cheapestDescription(characters, lower, repeats, alphabet)),
  );
}

/**
 * The bits of the cheapest description of the whole secret in `alphabet`: each character
 * literal or part of a repeat, a run or a word.
 */
function cheapestDescription(
  characters: readonly string[],
  lower: readonly string[],
  repeats: readonly number[],
  {perCharacter: literal, naming}: Alphabet,
): number {
  const best = new Array<number>(characters.length + 1).fill(Number.POSITIVE_INFINITY);
  // Which characters the secret is drawn from is named once, before any of them.
  best[0] = naming;
  const offer = (end: number, cost: number) => {
    if (cost < (best[end] ?? Number.POSITIVE_INFINITY)) best[end] = cost;
  };
  for (let start = 0; start < characters.length; start += 1) {
    const before = best[start] ?? Number.POSITIVE_INFINITY;
    offer(start + 1, before + literal);
    const repeat = repeats[start] ?? 0;
    for (let length = MIN_PATTERN_LENGTH; length <= repeat; length += 1) {
      offer(start + length, before + PATTERN_KIND_BITS + Math.log2(start) + Math.log2(length) + 1);
    }
    const run = sequenceLength(lower, start);
    for (let length = MIN_PATTERN_LENGTH; length <= run; length += 1) {
      offer(start + length, before + PATTERN_KIND_BITS + literal + 1 + Math.log2(length));
    }
    // A phrase's words: letters joined to the next or the previous word by a separator.
    const word = wordLength(characters, start);
    const joined =
      WORD_SEPARATORS.has(characters[start + word] ?? '') || WORD_SEPARATORS.has(characters[start - 1] ?? '');
    if (word >= 2 && word <= MAX_WORD_LENGTH && joined) {
      const cost = before + PATTERN_KIND_BITS + WORD_BITS + 1;
      offer(start + word, cost);
      if (WORD_SEPARATORS.has(characters[start + word] ?? '')) offer(start + word + 1, cost + 1);
    }
  }
  return best[characters.length] ?? 0;
}

/**
 * Whether `secret` is a phrase: two or more words (runs of letters, as {@link estimateSecretBits}
 * reads them) and the separators between them, and nothing else. A sentence is far easier to
 * guess than its words counted one by one suggest, so production refuses a phrase whatever its
 * length. Random output of 32 or more characters is almost never words and separators alone: it
 * holds a digit, a symbol or a run of letters that changes case.
 *
 * @param secret - The secret, as it will be used.
 * @returns True when the secret is words joined by spaces, dashes, dots or underscores.
 */
export function isPhrase(secret: string): boolean {
  const characters = [...secret];
  let words = 0;
  for (let start = 0; start < characters.length;) {
    if (WORD_SEPARATORS.has(characters[start] ?? '')) {
      start += 1;
      continue;
    }
    const word = wordLength(characters, start);
    const next = characters[start + word];
    // Letters that change case mid-run, or run into a digit or symbol, are not words of a phrase.
    if (word === 0 || (next !== undefined && !WORD_SEPARATORS.has(next))) return false;
    words += 1;
    start += word;
  }
  return words >= 2;
}
