/**
 * The URL policy behind {@link MarkdownRenderer}: which scheme a URL has, read as a browser
 * reads it, and which URL attributes may keep their value.
 *
 * @internal
 * @module
 */

/**
 * How a URL's scheme reads.
 *
 * - `absolute`: the URL has this scheme (lower-cased), for every reader.
 * - `relative`: no scheme (a path, query, fragment or `//host`), for every reader.
 * - `ambiguous`: the browser and a more lenient reader (one that skips invisible characters)
 *   would find different schemes, so the URL is refused rather than repaired.
 */
export type UrlScheme =
  {readonly kind: 'absolute'; readonly scheme: string} | {readonly kind: 'relative'} | {readonly kind: 'ambiguous'};

// eslint-disable-next-line no-control-regex -- the URL parser's C0-control-or-space, by definition.
const C0_OR_SPACE_AT_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const ASCII_TAB_OR_NEWLINE = /[\t\n\r]/g;
// ASCII letters only (no `i` flag), as the URL parser's "ASCII alpha" and "ASCII alphanumeric".
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/**
 * Characters a reader may skip without showing them: every Unicode space and line or
 * paragraph separator, control and format character (zero-width ones, U+FEFF, U+180E, the
 * bidirectional marks) and every default-ignorable code point (Hangul fillers, variation
 * selectors, the soft hyphen).
 */
const INVISIBLE = /[\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const INVISIBLE_OTHER_THAN_ASCII_WHITESPACE =
  /(?![\t\n\f\r ])[\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The scheme the WHATWG URL parser finds in `input`, lower-cased, or `null` when it reads
 * `input` as relative: leading and trailing C0 controls and spaces are stripped, ASCII tabs
 * and newlines removed anywhere, then a scheme is an ASCII letter followed by ASCII letters,
 * digits, `+`, `-` or `.`, ended by `:`. Anything else before the first `:` (a space, `%`,
 * a non-ASCII letter) leaves no scheme, so the URL is a relative path.
 */
function parserScheme(input: string): string | null {
  const prepared = input.replace(C0_OR_SPACE_AT_EDGES, '').replace(ASCII_TAB_OR_NEWLINE, '');
  const match = SCHEME.exec(prepared);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * The scheme of `url`, as the browser's URL parser reads it, or `ambiguous` when a reader
 * more lenient than the browser would read another one.
 *
 * @remarks
 * The browser follows the WHATWG URL parser, which strips only C0 controls and spaces from
 * the ends and tabs and newlines from the middle. So `\u00A0javascript:alert(1)` is a
 * relative path to the browser, but `javascript:` to anything that trims Unicode spaces
 * first (`String.prototype.trim`, an older browser, a feed reader, a later edit of this
 * code). Such a URL is `ambiguous`: it is refused instead of repaired, and the value
 * that is judged is always the value that is emitted, unchanged.
 *
 * Lenient readings compared: every invisible character (Unicode spaces, controls, format
 * and default-ignorable characters) removed anywhere, with and without NFKC normalisation
 * first (which turns compatibility forms such as the long s `ſ` or the Kelvin sign into
 * ASCII letters).
 */
export function urlScheme(url: string): UrlScheme {
  const scheme = parserScheme(url);
  const lenient = [url.replace(INVISIBLE, ''), url.normalize('NFKC').replace(INVISIBLE, '')];
  if (lenient.some((reading) => parserScheme(reading) !== scheme)) return {kind: 'ambiguous'};
  return scheme === null ? {kind: 'relative'} : {kind: 'absolute', scheme};
}

/** Schemes allowed where a URL is followed (links): the ones GitHub allows. */
const LINK_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'irc', 'ircs', 'xmpp']);
/** Schemes allowed where a URL is loaded or cited rather than followed. */
const LOAD_SCHEMES: ReadonlySet<string> = new Set(['http', 'https']);

/** How an attribute holds its URLs. */
type UrlSyntax = 'url' | 'srcset' | 'space-separated';

interface UrlAttribute {
  readonly schemes: ReadonlySet<string>;
  readonly syntax: UrlSyntax;
}

/**
 * Every HTML and SVG attribute that holds a URL, by its hast property name, with the schemes
 * it may use. It covers the attributes the sanitizer schema allows (`href`, `src`, `srcset`,
 * `cite`, `longdesc`, `action`, `itemtype`) and every other URL attribute too, so a change
 * to the schema cannot let a URL through unchecked.
 */
export const URL_ATTRIBUTES: Readonly<Record<string, UrlAttribute>> = {
  href: {schemes: LINK_SCHEMES, syntax: 'url'},
  xLinkHref: {schemes: LINK_SCHEMES, syntax: 'url'},
  action: {schemes: LINK_SCHEMES, syntax: 'url'},
  formAction: {schemes: LINK_SCHEMES, syntax: 'url'},
  src: {schemes: LOAD_SCHEMES, syntax: 'url'},
  srcSet: {schemes: LOAD_SCHEMES, syntax: 'srcset'},
  imageSrcSet: {schemes: LOAD_SCHEMES, syntax: 'srcset'},
  cite: {schemes: LOAD_SCHEMES, syntax: 'url'},
  longDesc: {schemes: LOAD_SCHEMES, syntax: 'url'},
  poster: {schemes: LOAD_SCHEMES, syntax: 'url'},
  background: {schemes: LOAD_SCHEMES, syntax: 'url'},
  lowsrc: {schemes: LOAD_SCHEMES, syntax: 'url'},
  dynsrc: {schemes: LOAD_SCHEMES, syntax: 'url'},
  data: {schemes: LOAD_SCHEMES, syntax: 'url'},
  codeBase: {schemes: LOAD_SCHEMES, syntax: 'url'},
  classId: {schemes: LOAD_SCHEMES, syntax: 'url'},
  icon: {schemes: LOAD_SCHEMES, syntax: 'url'},
  manifest: {schemes: LOAD_SCHEMES, syntax: 'url'},
  profile: {schemes: LOAD_SCHEMES, syntax: 'url'},
  itemId: {schemes: LOAD_SCHEMES, syntax: 'url'},
  itemType: {schemes: LOAD_SCHEMES, syntax: 'space-separated'},
  ping: {schemes: LOAD_SCHEMES, syntax: 'space-separated'},
  archive: {schemes: LOAD_SCHEMES, syntax: 'space-separated'},
};

const ASCII_WHITESPACE = new Set(['\t', '\n', '\f', '\r', ' ']);

/** One image candidate of a `srcset`: its URL and its descriptors (`2x`, `640w`…). */
export interface SrcsetCandidate {
  url: string;
  descriptors: string[];
}

/**
 * The candidates a browser reads from a `srcset` value, by the HTML standard's "parse a
 * srcset attribute": split on ASCII whitespace and commas, a comma inside a descriptor's
 * parentheses not ending the candidate, trailing commas removed from a URL. Descriptors are
 * returned as written, valid or not.
 */
export function srcsetCandidates(value: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  const isSpace = (c: string | undefined): boolean => c !== undefined && ASCII_WHITESPACE.has(c);
  let position = 0;
  while (true) {
    while (isSpace(value[position]) || value[position] === ',') position++;
    if (position >= value.length) return candidates;
    const start = position;
    while (position < value.length && !isSpace(value[position])) position++;
    const url = value.slice(start, position);
    if (url.endsWith(',')) {
      candidates.push({url: url.replace(/,+$/, ''), descriptors: []});
      continue;
    }
    const descriptors: string[] = [];
    let current = '';
    let inParens = false;
    while (position < value.length) {
      const c = value[position++] ?? '';
      if (inParens) {
        current += c;
        if (c === ')') inParens = false;
      } else if (isSpace(c)) {
        if (current) descriptors.push(current);
        current = '';
      } else if (c === ',') {
        break;
      } else {
        current += c;
        if (c === '(') inParens = true;
      }
    }
    if (current) descriptors.push(current);
    candidates.push({url, descriptors});
  }
}

/** A width (`640w`), height (`480h`) or pixel density (`2x`, `1.5x`) descriptor. */
const VALID_DESCRIPTOR = /^(?:\d+[wh]|(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?x)$/;

/** Whether one URL may be used where `schemes` are allowed: relative, or one of them. */
function isAllowedUrl(url: string, schemes: ReadonlySet<string>): boolean {
  const reading = urlScheme(url);
  return reading.kind === 'relative' || (reading.kind === 'absolute' && schemes.has(reading.scheme));
}

/**
 * Whether `value` may stay in the URL attribute `property` (a hast property name such as
 * `href` or `srcSet`), judged exactly as written: every URL in it relative or of a scheme the
 * attribute allows, none of them ambiguous. A `srcset` is refused whole when it has an
 * invisible character other than ASCII whitespace (a reader that splits candidates on Unicode
 * spaces would find other URLs in it) or a descriptor that is not a width, height or density
 * (`ja vascript:…` is the URL `ja` and the descriptor `vascript:…` to the browser, but a
 * reader that drops the space sees a script URL). A property that holds no URL is always
 * allowed.
 */
export function isAllowedUrlAttribute(property: string, value: string): boolean {
  const attribute = URL_ATTRIBUTES[property];
  if (!attribute) return true;
  switch (attribute.syntax) {
    case 'url':
      return isAllowedUrl(value, attribute.schemes);
    case 'space-separated':
      return value
        .split(/[\t\n\f\r ]+/)
        .filter(Boolean)
        .every((url) => isAllowedUrl(url, attribute.schemes));
    case 'srcset':
      return (
        !INVISIBLE_OTHER_THAN_ASCII_WHITESPACE.test(value) &&
        srcsetCandidates(value).every(
          (candidate) =>
            isAllowedUrl(candidate.url, attribute.schemes) &&
            candidate.descriptors.every((descriptor) => VALID_DESCRIPTOR.test(descriptor)),
        )
      );
  }
}

/** The parts of a hast tree the URL policy reads; structural, so no `hast` types are needed. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * A property's value as the text the browser will receive: hast holds strings, numbers,
 * booleans or, for space- and comma-separated attributes, lists of them, which React writes
 * joined with a space or `, `. Anything else cannot come from Markdown, so it counts as no
 * URL at all (`null`) and is removed.
 */
function propertyText(value: unknown, separator: string): string | null {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!Array.isArray(value)) return null;
  const parts = value.map((part) => propertyText(part, separator));
  return parts.every((part) => part !== null) ? parts.join(separator) : null;
}

function applyUrlPolicy(node: HastNode): void {
  const properties = node.properties;
  if (node.type === 'element' && properties) {
    for (const [property, attribute] of Object.entries(URL_ATTRIBUTES)) {
      const value = properties[property];
      if (value === undefined || value === null) continue;
      const text = propertyText(value, attribute.syntax === 'space-separated' ? ' ' : ', ');
      // The text judged is the value kept: a list is stored as the joined string React would
      // have written, so nothing between this check and the page changes it.
      if (text === null || !isAllowedUrlAttribute(property, text)) delete properties[property];
      else properties[property] = text;
    }
    // A link left without an address is text: as an `<a>` it would be a link to nowhere, which
    // crawlers and Lighthouse flag on any page whose React root listens for clicks.
    if (node.tagName === 'a' && properties['href'] === undefined && properties['id'] === undefined)
      node.tagName = 'span';
  }
  for (const child of node.children ?? []) applyUrlPolicy(child);
}

/**
 * Removes every URL attribute {@link isAllowedUrlAttribute} refuses, whole (a `srcset` with
 * one refused candidate loses the attribute). Runs last, after every plugin that could set a
 * URL, so the value it judges is the value React writes.
 */
export function rehypeUrlPolicy() {
  return (tree: HastNode): void => {
    applyUrlPolicy(tree);
  };
}

/**
 * react-markdown's `urlTransform`: a second, independent check of every URL attribute React
 * receives, by the same rule. An allowed value is returned unchanged; a refused one becomes
 * `undefined`, which drops the attribute (an empty `href` would still be a link, to the page
 * itself).
 *
 * @param url - The attribute's value, as react-markdown passes it.
 * @param key - The hast property name (`href`, `src`, `cite`…).
 * @returns `url` itself, or `undefined` to drop the attribute.
 */
export function urlTransform(url: string, key: string): string | undefined {
  return isAllowedUrlAttribute(key, url) ? url : undefined;
}
