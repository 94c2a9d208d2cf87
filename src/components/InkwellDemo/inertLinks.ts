/**
 * A demo renders your site's components, whose links name paths of *your* site (`/about`,
 * `/admin/posts/new`, `/api/auth/signin/github`), which the docs site does not have. Each such
 * link keeps its address in this attribute instead of `href`: not followed, not crawled as a
 * broken link, and shown as inactive.
 */
export const demoHrefAttribute = 'data-demo-href';

/** How an inactive link looks: a dashed underline, and no pointer. */
const inertStyle = 'cursor:not-allowed;text-decoration:underline dashed;text-underline-offset:0.15em';

/**
 * Whether `href` is a path of the site the demo stands for (`/about`), rather than a fragment
 * of the page (`#fn-1`) or another site (`https://example.com`, `//cdn.example`).
 *
 * @param href - A link's address as written.
 * @returns True for a root-relative path.
 * @example
 *   isSitePath('/blog/page/2'); // true
 *   isSitePath('https://example.com'); // false
 */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * The demo's server-rendered HTML with every link to a site path made inactive: its `href`
 * becomes {@link demoHrefAttribute}, with `title` saying where it goes on your site.
 *
 * @param html - Markup from `renderToString`, whose attributes are double-quoted.
 * @param title - Turns the link's address into its tooltip.
 * @returns The markup with no `href` to a site path left.
 * @example
 *   inertLinksInMarkup('<a href="/about">About</a>', (href) => `On your site: ${href}`);
 *   // '<a data-demo-href="/about" title="On your site: /about" style="…">About</a>'
 */
export function inertLinksInMarkup(html: string, title: (href: string) => string): string {
  return html.replace(/<a\b[^>]*>/g, (tag) =>
    tag.replace(/\shref="([^"]*)"/, (attribute, href: string) => {
      const address = href.replaceAll('&amp;', '&');
      if (!isSitePath(address)) return attribute;
      return ` ${demoHrefAttribute}="${href}" title="${escapeAttribute(title(address))}" style="${inertStyle}"`;
    }),
  );
}

/**
 * The same for links already in the page: those a live demo renders as the reader edits it.
 *
 * @param root - The demo's shadow root, or any element.
 * @param title - Turns the link's address into its tooltip.
 * @returns Nothing; the links are changed in place.
 * @example
 *   new MutationObserver(() => makeLinksInert(shadow, title)).observe(shadow, {subtree: true, childList: true});
 */
export function makeLinksInert(root: ParentNode, title: (href: string) => string): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (!isSitePath(href)) continue;
    link.removeAttribute('href');
    link.setAttribute(demoHrefAttribute, href);
    link.title = title(href);
    link.setAttribute('style', inertStyle);
  }
}
