import type {Element, ElementContent, Root, RootContent, Text} from 'hast';

// Small hast helpers shared by the twins' rehype steps.

/**
 * Whether `node` has the CSS class `name`, or, with `prefix`, a class starting with it (the
 * theme's CSS-module classes end in a hash, e.g. `codeBlockTitle_PzHZ`). hast keeps
 * `className` as a list.
 */
export function hasClass(node: Element, name: string, prefix = false): boolean {
  const {className} = node.properties;
  return (
    Array.isArray(className) && className.some((value) => (prefix ? String(value).startsWith(name) : value === name))
  );
}

/** The text of `node` and its descendants. */
export function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** The elements under `node` that pass `test`, in document order, not looking inside a match: `[0]` is the first. */
export function findAll(node: Element | Root, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) found.push(child);
    else findAll(child, test, found);
  }
  return found;
}

export const text = (value: string): Text => ({type: 'text', value});

/** A paragraph of bold text: a label in a twin (a tab's, a stack choice's). */
export const boldParagraph = (value: string): Element => element('p', [element('strong', [text(value)])]);

export const element = (
  tagName: string,
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element => ({type: 'element', tagName, properties, children});

/**
 * Replaces, depth first, every element `replace` returns content for; elements it returns
 * `undefined` for are kept and walked into (so a `replace` that only changes an element and
 * returns nothing visits them all).
 */
export function replaceElements(
  node: Element | Root,
  replace: (element: Element) => ElementContent[] | undefined,
): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [child as ElementContent];
    const replaced = replace(child);
    if (replaced) return replaced;
    replaceElements(child, replace);
    return [child];
  });
}
