import type {Element, ElementContent, Root, RootContent, Text} from 'hast';

/** Whether `node` has the class `name`, or with `prefix` one starting with it (CSS-module classes end in a hash). */
export function hasClass(node: Element, name: string, prefix = false): boolean {
  const {className} = node.properties;
  return (
    Array.isArray(className) && className.some((value) => (prefix ? String(value).startsWith(name) : value === name))
  );
}

/** The text of `node` and its descendants, without comments (React's `<!-- -->` separators). */
export function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** The elements under `node` that pass `test`, in document order, not looking inside a match. */
export function findAll(node: Element | Root, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) found.push(child);
    else findAll(child, test, found);
  }
  return found;
}

export const text = (value: string): Text => ({type: 'text', value});

export const element = (
  tagName: string,
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element => ({type: 'element', tagName, properties, children});

/** A paragraph of bold text: a label in a twin (a tab's, a stack choice's). */
export const boldParagraph = (value: string): Element => element('p', [element('strong', [text(value)])]);

/** Replaces, depth first, each element `replace` returns content for; walks into the others. */
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
