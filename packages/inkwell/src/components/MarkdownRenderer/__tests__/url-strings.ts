/**
 * Strings that try to hide a URL scheme from a sanitizer: every Unicode whitespace, control
 * and invisible code point, at every position around and inside `javascript:`, `vbscript:`
 * and `data:` (and the allowed schemes, so agreement on a kept URL is tested too), in mixed
 * case. Used by the differential tests against Chromium.
 *
 * @module
 */
import fc from 'fast-check';

function range(from: number, to: number): string[] {
  return Array.from({length: to - from + 1}, (_, i) => String.fromCharCode(from + i));
}

/**
 * C0 controls and space, DEL, C1 controls, every Unicode space and line or paragraph
 * separator, the byte order mark, U+180E, and the zero-width and other invisible format
 * characters.
 */
export const SPECIAL_CHARACTERS: readonly string[] = [
  ...range(0x00, 0x20),
  '\u007f',
  ...range(0x80, 0x9f),
  '\u00a0',
  '\u00ad',
  '\u034f',
  '\u061c',
  '\u115f',
  '\u1680',
  '\u180e',
  ...range(0x2000, 0x200f),
  '\u2028',
  '\u2029',
  ...range(0x202a, 0x202f),
  '\u205f',
  ...range(0x2060, 0x2064),
  '\u3000',
  '\u3164',
  '\ufeff',
  '\ufff9',
  '\ufffc',
];

/** Schemes that run script, and schemes the policy allows. */
export const SCHEMES: readonly string[] = ['javascript', 'vbscript', 'data', 'https', 'mailto'];

/** What follows each scheme: a script that reports `id` to the top page when it runs. */
export function body(scheme: string, id: string): string {
  const report = `top.postMessage('ran:${id}','*')`;
  switch (scheme.toLowerCase()) {
    case 'data':
      return `text/html,<script>${report}</script>`;
    case 'mailto':
      return 'someone@example.com';
    case 'https':
      return '//example.com/';
    default:
      return report;
  }
}

function mixedCase(word: string, mask: number): string {
  return [...word].map((c, i) => ((mask >> i) & 1 ? c.toUpperCase() : c)).join('');
}

/** One candidate URL, with the id its script reports if it ever runs. */
export interface UrlCase {
  id: string;
  /** The scheme hidden in it, lower-cased. */
  scheme: string;
  value: string;
}

/**
 * Every special character at every position of `<scheme>:` (before the first letter, between
 * letters, before and after the colon), for each scheme in lower, upper and mixed case.
 */
export function enumeratedCases(): UrlCase[] {
  const cases: UrlCase[] = [];
  for (const scheme of SCHEMES) {
    for (const word of [scheme, scheme.toUpperCase(), mixedCase(scheme, 0b0101010101)]) {
      const head = `${word}:`;
      for (let position = 0; position <= head.length; position++) {
        for (const special of SPECIAL_CHARACTERS) {
          const id = `e${cases.length}`;
          cases.push({
            id,
            scheme,
            value: `${head.slice(0, position)}${special}${head.slice(position)}${body(scheme, id)}`,
          });
        }
      }
    }
  }
  return cases;
}

/**
 * The cases a click test uses: every special character before `javascript:`, `vbscript:` and
 * `data:`, after their first letter and before their colon, and the same for a mixed-case
 * `JaVaScRiPt:`. Rendering and clicking cost far more than parsing, so this is a slice of
 * {@link enumeratedCases}: every character, at the positions where a reader could skip it.
 */
export function clickCases(): UrlCase[] {
  const cases: UrlCase[] = [];
  for (const word of ['javascript', 'vbscript', 'data', 'JaVaScRiPt']) {
    const scheme = word.toLowerCase();
    const head = `${word}:`;
    for (const position of [0, 1, word.length]) {
      for (const special of SPECIAL_CHARACTERS) {
        const id = `c${cases.length}`;
        cases.push({
          id,
          scheme,
          value: `${head.slice(0, position)}${special}${head.slice(position)}${body(scheme, id)}`,
        });
      }
    }
  }
  return cases;
}

const special = fc.constantFrom(...SPECIAL_CHARACTERS);

/**
 * Random cases: a scheme in random case, with runs of special characters inserted at random
 * positions (several at once), before it and after it. The id is filled in by the caller.
 */
export const generatedCase: fc.Arbitrary<{scheme: string; value: (id: string) => string}> = fc
  .record({
    scheme: fc.constantFrom(...SCHEMES),
    mask: fc.nat({max: 1023}),
    inserts: fc.array(fc.tuple(fc.nat({max: 12}), fc.array(special, {minLength: 1, maxLength: 3})), {maxLength: 4}),
    prefix: fc.array(special, {maxLength: 3}),
  })
  .map(({scheme, mask, inserts, prefix}) => {
    let head = `${mixedCase(scheme, mask)}:`;
    for (const [at, chars] of inserts) {
      const position = at % (head.length + 1);
      head = head.slice(0, position) + chars.join('') + head.slice(position);
    }
    return {scheme, value: (id: string) => prefix.join('') + head + body(scheme, id)};
  });

/**
 * The HTML for a link to `value`, every special character written as a numeric character
 * reference so it reaches the attribute as itself (a raw one would be changed by the HTML
 * parser: NUL, CR) and quotes and `<` cannot end the attribute or the tag.
 */
export function linkHtml(value: string): string {
  const escaped = [...value]
    .map((c) => (/[A-Za-z0-9:/.,()'=+-]/.test(c) ? c : `&#x${c.codePointAt(0)?.toString(16)};`))
    .join('');
  return `<a href="${escaped}">link</a>`;
}
