/** Where an inactive demo link keeps its address: a path of the reader's site, which the docs do not have. */
export const demoHrefAttribute = 'data-demo-href';

/** Where a link's `rel` goes: HTML allows `rel` only on a link with an address. */
const demoRelAttribute = 'data-demo-rel';

/** An inactive link's attributes instead of `href`: a disabled link, inline-styled over the library's dimming. */
function inertAttributes(href: string, title: string): Array<[string, string]> {
  return [
    [demoHrefAttribute, href],
    ['role', 'link'],
    ['aria-disabled', 'true'],
    ['title', title],
    ['style', 'cursor:not-allowed;opacity:1'],
  ];
}

/** The library colours a Markdown link only when it has an address; an inactive one keeps that look. */
export const inertLinkRules =
  '.inkwell-markdown a[data-demo-href]{color:var(--inkwell-accent);text-decoration:underline;text-underline-offset:0.15em}';

/** Whether an `href` is a path of the demo's site (`/about`), not a fragment or another host (`//x`, `/\\x`). */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** `renderToString`'s HTML (double-quoted attributes) with every link to a site path made inactive. */
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

/** The same, in place, for links a live demo renders as the reader edits it. */
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
