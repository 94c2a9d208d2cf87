/**
 * The sanitizer schema and URL policy behind {@link MarkdownRenderer}.
 *
 * @internal
 * @module
 */
import {defaultSchema} from 'rehype-sanitize';
import type {Options as SanitizeSchema} from 'rehype-sanitize';
import {parseSrcset, stringifySrcset, type SrcSetDefinition} from 'srcset';

/**
 * Elements removed together with everything inside them.
 *
 * @remarks The GitHub schema strips only `script` and unwraps every other unknown element,
 * which keeps its text. For these elements that text is code or markup (a stylesheet, an
 * iframe's fallback, a template), so showing it to readers would be noise at best.
 */
const STRIPPED = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'title',
];

/** Schemes allowed in links (`href`): the ones GitHub allows. */
const LINK_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'irc', 'ircs', 'xmpp']);
/** Schemes allowed where a URL is loaded rather than followed (`src`, `srcset`, `cite`, `longdesc`). */
const LOAD_SCHEMES: ReadonlySet<string> = new Set(['http', 'https']);

/** The URL properties checked, and the schemes each may use. */
const URL_PROPERTIES: Readonly<Record<string, ReadonlySet<string>>> = {
  href: LINK_SCHEMES,
  action: LINK_SCHEMES,
  src: LOAD_SCHEMES,
  cite: LOAD_SCHEMES,
  longDesc: LOAD_SCHEMES,
};

/**
 * The scheme a browser would give `url`, lower-cased, or `null` for a relative URL.
 *
 * @remarks Whitespace and control characters are removed first, as browsers drop tabs and
 * newlines anywhere in a URL (so `java\tscript:` is `javascript:`); removing the other
 * control characters too only ever refuses more. A scheme is a letter followed by letters,
 * digits, `+`, `-` or `.`, then `:`; anything else before the first colon (`foo):`) makes
 * the URL a relative path, which is how browsers read it. Case does not matter: `HTTPS:` is
 * `https:`.
 */
export function urlScheme(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes.
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Whether `url` may be used in `property`: relative, or one of the property's schemes. */
export function isAllowedUrl(url: string, property: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || (URL_PROPERTIES[property] ?? LOAD_SCHEMES).has(scheme);
}

/**
 * A `srcset` with only the candidates whose URL may be loaded (`http`, `https` or relative),
 * or `null` when none is left or it cannot be parsed.
 *
 * @remarks Parsed with the `srcset` package (the HTML spec's algorithm), so a URL hidden in a
 * later candidate, or a `data:` URL with commas in it, is judged as a browser would split it.
 */
export function safeSrcset(value: string): string | null {
  let candidates: SrcSetDefinition[];
  try {
    candidates = parseSrcset(value);
  } catch {
    return null;
  }
  const kept = candidates.filter((candidate) => isAllowedUrl(candidate.url, 'src'));
  if (kept.length === 0) return null;
  try {
    return stringifySrcset(kept);
  } catch {
    return null;
  }
}

/**
 * GitHub's sanitizer schema (`hast-util-sanitize`'s default), with more raw-text elements
 * removed outright, `srcset` allowed on `img` as on `source`, and URL schemes left to
 * {@link rehypeUrlPolicy}.
 *
 * @remarks
 * Highlighting classes need no allowance because `rehype-highlight`, heading slugs and
 * heading links run after the sanitizer, on a tree that is already safe, and add only
 * classes, ids and `#fragment` links.
 *
 * What it guarantees, with {@link rehypeUrlPolicy}: no element outside GitHub's list (no
 * `script`, `style`, `iframe`, `object`, `embed`, `svg`, `math`, `form`…), no event-handler
 * or `style` attribute, `href` only with `http`, `https`, `mailto`, `irc`, `ircs`, `xmpp` or
 * no scheme, and `src`, every `srcset` candidate, `cite` and `longdesc` only with `http`,
 * `https` or no scheme, compared without regard to case, after HTML entities are decoded.
 * Writer-set `id`/`name` values get a `user-content-` prefix so they cannot clobber the
 * page's globals.
 *
 * `hast-util-sanitize` compares schemes case-sensitively, which drops `HTTPS://` and
 * `MAILTO:` links, and reads `foo):` as a scheme; and it has no rule for `srcset`, whose
 * value is a list of URLs. So its protocol lists are emptied and one policy,
 * {@link isAllowedUrl}, checks every URL property instead.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  strip: [...new Set([...(defaultSchema.strip ?? []), ...STRIPPED])],
  attributes: {
    ...defaultSchema.attributes,
    img: [...(defaultSchema.attributes?.['img'] ?? []), 'srcSet'],
  },
  protocols: {},
};

/** The parts of a hast tree the URL policy reads; structural, so no `hast` types are needed. */
interface HastNode {
  type: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * A property's value as text, as the browser will read it: hast holds strings, numbers,
 * booleans or lists of them. Anything else cannot come from Markdown, so it counts as no URL
 * at all (`null`) and is removed.
 */
function propertyText(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!Array.isArray(value)) return null;
  const parts = value.map(propertyText);
  return parts.every((part) => part !== null) ? parts.join(',') : null;
}

function applyUrlPolicy(node: HastNode): void {
  const properties = node.properties;
  if (node.type === 'element' && properties) {
    for (const property of Object.keys(URL_PROPERTIES)) {
      const value = properties[property];
      if (value === undefined || value === null) continue;
      const text = propertyText(value);
      if (text === null || !isAllowedUrl(text, property)) delete properties[property];
    }
    const srcSet = properties['srcSet'];
    if (srcSet !== undefined && srcSet !== null) {
      const text = Array.isArray(srcSet) ? srcSet.map(propertyText).join(', ') : propertyText(srcSet);
      const safe = text === null ? null : safeSrcset(text);
      if (safe === null) delete properties['srcSet'];
      else properties['srcSet'] = safe;
    }
  }
  for (const child of node.children ?? []) applyUrlPolicy(child);
}

/**
 * Removes every URL property whose scheme {@link isAllowedUrl} refuses, and every `srcset`
 * candidate it refuses. Runs straight after the sanitizer.
 */
export function rehypeUrlPolicy() {
  return (tree: HastNode): void => {
    applyUrlPolicy(tree);
  };
}

/**
 * Second, independent check on every URL attribute React receives, in case a later plugin
 * (or a future change to the schema) lets one through.
 *
 * @remarks The same policy as {@link rehypeUrlPolicy}: `href` keeps relative URLs and the
 * `http(s)`, `mailto`, `irc(s)` and `xmpp` schemes, `src` and the others relative and
 * `http(s)` only, and anything else is emptied, so `javascript:`, `vbscript:`, `data:` and
 * `file:` never reach them.
 */
export function safeUrl(url: string, key = 'href'): string {
  return isAllowedUrl(url, key) ? url.trim() : '';
}
