/**
 * A demo renders your site's components, whose links name paths of *your* site (`/about`,
 * `/admin/posts/new`, `/api/auth/signin/github`), which the docs site does not have. Each such
 * link keeps its address in this attribute instead of `href`: not followed, not crawled as a
 * broken link, and shown as inactive.
 */
export const demoHrefAttribute = 'data-demo-href';

/** Where a link's `rel` goes: HTML allows `rel` only on a link with an address. */
const demoRelAttribute = 'data-demo-rel';

/**
 * How an inactive link looks: like the link it stands for, so the demo shows your site as it
 * is. The library dims a disabled button (`aria-disabled`, opacity 0.6); inline, this outweighs
 * its zero-specificity rule. Only the pointer says, on hover, that it does nothing here, and
 * the title says where it would go.
 */
const inertStyle = 'cursor:not-allowed;opacity:1';

/**
 * What an inactive link carries instead of `href`. An `<a>` without an address is no link to
 * assistive technology, and may not carry the `aria-label` some demo links have (pagination's
 * "Page 2"): it stays a link, disabled.
 */
function inertAttributes(href: string, title: string): Array<[string, string]> {
  return [
    [demoHrefAttribute, href],
    ['role', 'link'],
    ['aria-disabled', 'true'],
    ['title', title],
    ['style', inertStyle],
  ];
}

/**
 * The library colours a Markdown link only when it has an address (an unsafe one it removed
 * reads as text); an inactive one keeps the look of the link it stands for. Goes in each
 * demo's shadow root, whose only other stylesheet is the library's.
 */
export const inertLinkRules =
  '.inkwell-markdown a[data-demo-href]{color:var(--inkwell-accent);text-decoration:underline;text-underline-offset:0.15em}';

/**
 * Whether a link's `href`, as written, is a path of the site the demo stands for (`/about`),
 * rather than a fragment of the page (`#fn-1`) or another site (`https://example.com`,
 * `//cdn.example`, and `/\\cdn.example`, which browsers read as `//`).
 */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * The demo's server-rendered HTML (from `renderToString`, whose attributes are double-quoted)
 * with every link to a site path made inactive, `title(address)` saying where it goes on your site.
 */
export function inertLinksInMarkup(html: string, title: (href: string) => string): string {
  return html.replace(/<a\b[^>]*>/g, (tag) => {
    const address = /\shref="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&');
    if (address === undefined || !isSitePath(address)) return tag;
    const attributes = inertAttributes(address, title(address))
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    return tag
      .replace(/\shref="[^"]*"/, attributes)
      .replace(/\srel="/, ` ${demoRelAttribute}="`)
      .replace(/\stitle="[^"]*"(?=.*\stitle=)/, '');
  });
}

/** The same, in place, for links already in the page: those a live demo renders as the reader edits it. */
export function makeLinksInert(root: ParentNode, title: (href: string) => string): void {
  for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    if (!isSitePath(href)) continue;
    link.removeAttribute('href');
    for (const [name, value] of inertAttributes(href, title(href))) link.setAttribute(name, value);
    const rel = link.getAttribute('rel');
    if (rel !== null) {
      link.removeAttribute('rel');
      link.setAttribute(demoRelAttribute, rel);
    }
  }
}
