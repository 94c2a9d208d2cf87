/** A run of excerpt text, marked when it matched the query. */
export type ExcerptPart = {text: string; marked: boolean};

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&#34;': '"',
  '&#38;': '&',
};

/**
 * Pagefind's excerpt (escaped text with `<mark>` around matches) as plain runs, so the UI
 * renders it as React text and never parses HTML from the index.
 * @param excerpt e.g. `Write <mark>Markdown</mark> &amp; more`
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece)
      parts.push({
        text: piece.replace(/<[^>]*>/g, '').replace(/&#?\w+;/g, (entity) => entities[entity] ?? entity),
        marked,
      });
  }
  return parts;
}
