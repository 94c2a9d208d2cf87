/**
 * The sanitizer schema behind {@link MarkdownRenderer}; URLs are judged by `url-policy.ts`.
 *
 * @internal
 * @module
 */
import {defaultSchema} from 'rehype-sanitize';
import type {Options as SanitizeSchema} from 'rehype-sanitize';

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
 * removed outright, `srcset` allowed on `img` as on `source`, and URL schemes left to the
 * URL policy (`rehypeUrlPolicy` in `url-policy.ts`).
 *
 * @remarks
 * Highlighting classes need no allowance because `rehype-highlight`, heading slugs and
 * heading links run after the sanitizer, on a tree that is already safe, and add only
 * classes, ids and `#fragment` links.
 *
 * What it guarantees, with the URL policy: no element outside GitHub's list (no
 * `script`, `style`, `iframe`, `object`, `embed`, `svg`, `math`, `form`…), no event-handler
 * or `style` attribute, `href` only with `http`, `https`, `mailto`, `irc`, `ircs`, `xmpp` or
 * no scheme, and `src`, every `srcset` candidate, `cite` and `longdesc` only with `http`,
 * `https` or no scheme, compared without regard to case, after HTML entities are decoded, as
 * the browser's URL parser reads them.
 * Writer-set `id`/`name` values get a `user-content-` prefix so they cannot clobber the
 * page's globals.
 *
 * `hast-util-sanitize` compares schemes case-sensitively, which drops `HTTPS://` and
 * `MAILTO:` links, and reads `foo):` as a scheme; and it has no rule for `srcset`, whose
 * value is a list of URLs. So its protocol lists are emptied and one policy,
 * `isAllowedUrlAttribute`, checks every URL property instead.
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
