/** Highlighted lines already in the page, by `blockKey`. */
const adopted = new Map<string, string>();

/** The page's server-rendered blocks by id, read in one pass instead of one query per block. */
let islands = new Map<string, HTMLElement>();

function islandElement(doc: Document, id: string): HTMLElement | undefined {
  const known = islands.get(id);
  if (known?.isConnected && known.ownerDocument === doc) return known;
  islands = new Map();
  for (const element of Array.from(doc.querySelectorAll<HTMLElement>('[data-code-island]'))) {
    const elementId = element.dataset.codeIsland;
    if (elementId !== undefined && !islands.has(elementId)) islands.set(elementId, element);
  }
  return islands.get(id);
}

export function blockKey(block: {
  language: string;
  showLineNumbers: boolean;
  lineClassNames: Record<number, string[]>;
  code: string;
}): string {
  return JSON.stringify([block.language, block.showLineNumbers, block.lineClassNames, block.code]);
}

/**
 * The highlighted lines the server rendered for a code block, for the browser to adopt: read
 * while hydrating from `data-code-island="<id>"` (`id` is the block's `useId()`) if they show
 * `code`, and remembered by `key` for later renders (the theme's Tabs remount after hydration;
 * a client-side navigation back).
 */
export function serverMarkup(id: string, key: string, code: string, doc: Document | undefined): string | undefined {
  if (!doc) return undefined;
  const known = adopted.get(key);
  if (known !== undefined) return known;
  if (doc.documentElement.dataset.hasHydrated === 'true') return undefined;
  const element = islandElement(doc, id);
  // Each line ends in a <br>, not a newline: the text is the code without its newlines.
  if (!element || element.textContent !== code.replace(/\n/g, '')) return undefined;
  adopted.set(key, element.innerHTML);
  return element.innerHTML;
}
