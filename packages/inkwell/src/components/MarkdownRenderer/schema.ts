/**
 * The sanitizer schema and URL policy behind {@link MarkdownRenderer}.
 *
 * @internal
 * @module
 */
import {defaultSchema} from 'rehype-sanitize';
import type {Options as SanitizeSchema} from 'rehype-sanitize';
import {defaultUrlTransform} from 'react-markdown';

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

/**
 * GitHub's sanitizer schema (`hast-util-sanitize`'s default), with more raw-text elements
 * removed outright.
 *
 * @remarks
 * Nothing is added to what GitHub allows. Highlighting classes need no allowance because
 * `rehype-highlight`, heading slugs and heading links run after the sanitizer, on a tree that
 * is already safe, and add only classes, ids and `#fragment` links.
 *
 * What it guarantees: no element outside GitHub's list (no `script`, `style`, `iframe`,
 * `object`, `embed`, `svg`, `math`, `form`…), no event-handler or `style` attribute, and
 * `href`/`src`/`cite` only with `http`, `https`, `mailto`, `irc`, `ircs`, `xmpp` or no scheme
 * (`src` and `cite`: `http`/`https` only), checked after HTML entities are decoded. Writer-set
 * `id`/`name` values get a `user-content-` prefix so they cannot clobber the page's globals.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  strip: [...new Set([...(defaultSchema.strip ?? []), ...STRIPPED])],
};

/**
 * Second, independent check on every URL attribute React receives, in case a later plugin
 * (or a future change to the schema) lets one through.
 *
 * @remarks react-markdown's default keeps relative URLs and the `http(s)`, `mailto`, `irc(s)`
 * and `xmpp` schemes and empties anything else, so `javascript:`, `vbscript:`, `data:` and
 * `file:` never reach `href` or `src`. Whitespace and control characters are removed first,
 * as browsers do, so `java\tscript:` is judged as `javascript:`.
 */
export function safeUrl(url: string): string {
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return defaultUrlTransform(compact) === '' ? '' : defaultUrlTransform(url.trim());
}
