import type {Element, ElementContent, Root, RootContent, Text} from 'hast';

// Dependency-free on purpose: Docusaurus loads the site's plugins, and with them this file,
// with jiti, a CommonJS loader, and the hast utilities are ESM-only.

function hasClass(node: Element, name: string): boolean {
  const className: unknown = node.properties.className;
  return Array.isArray(className)
    ? className.includes(name)
    : typeof className === 'string' && className.split(/\s+/).includes(name);
}

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** The text a reader gets from `node`: what the page keeps out of search (notes about its controls) is left out. */
function contentTextOf(node: ElementContent | RootContent): string {
  if (node.type === 'element' && node.properties.dataPagefindIgnore !== undefined) return '';
  if (node.type === 'element') return node.children.map(contentTextOf).join('');
  return textOf(node);
}

function findAll(node: Element | Root, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) found.push(child);
    else findAll(child, test, found);
  }
  return found;
}

const text = (value: string): Text => ({type: 'text', value});
const element = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const label = (value: string): Element => element('p', [element('strong', [text(value)])]);

/** Docusaurus `<Tabs>`: every panel, hidden ones too, under its tab's label. */
function flattenTabs(container: Element): ElementContent[] {
  const labels = findAll(container, (node) => node.properties.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = findAll(container, (node) => node.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [label(labels[index] ?? `Option ${index + 1}`), ...panel.children]);
}

/**
 * A group of radio buttons (the stack picker): its legend and the choices, as one line, the
 * chosen one marked, since what follows it on the page (the stack's .env) is for that choice.
 */
function flattenChoices(fieldset: Element): ElementContent[] {
  const legend = findAll(fieldset, (node) => node.tagName === 'legend')[0];
  const choices = findAll(fieldset, (node) => node.tagName === 'label')
    .map((choice) => {
      const name = textOf(choice).trim();
      const chosen = findAll(choice, (node) => node.tagName === 'input' && Boolean(node.properties.checked)).length;
      return name && chosen ? `${name} (selected)` : name;
    })
    .filter(Boolean);
  return [
    element('p', [
      element('strong', [text(`${legend ? textOf(legend).trim() : 'Choose'}:`)]),
      text(` ${choices.join(' | ')}`),
    ]),
  ];
}

/**
 * A live demo: the rendering itself means nothing as Markdown, so its caption stays, with
 * the TSX behind it as a code block when the page carries it (`data-demo-source`, written by
 * the build). A Markdown example's source is on the page already, as its "You write" block.
 */
function flattenDemo(figure: Element): ElementContent[] {
  const caption = findAll(figure, (node) => node.tagName === 'figcaption')[0];
  const stage = findAll(figure, (node) => node.properties.dataInkwellDemo !== undefined)[0];
  const source = stage?.properties.dataDemoSource;
  return [
    ...(caption
      ? [element('p', [element('em', [text(`${contentTextOf(caption).trim()} (interactive on the web page)`)])])]
      : []),
    ...(typeof source === 'string' && source.trim()
      ? [element('pre', [element('code', [text(source)], {className: ['language-tsx']})])]
      : []),
  ];
}

function replaceIn(node: Element | Root): void {
  node.children = node.children.flatMap((child): Array<ElementContent> => {
    if (child.type !== 'element') return [child as ElementContent];
    // The "#" permalink after each heading: noise in Markdown.
    if (child.tagName === 'a' && hasClass(child, 'hash-link')) return [];
    if (hasClass(child, 'tabs-container')) {
      const flat = flattenTabs(child);
      flat.forEach((item) => item.type === 'element' && replaceIn(item));
      return flat;
    }
    if (
      child.tagName === 'fieldset' &&
      findAll(child, (node) => node.tagName === 'input' && node.properties.type === 'radio').length
    )
      return flattenChoices(child);
    if (child.tagName === 'figure' && findAll(child, (node) => node.properties.dataInkwellDemo !== undefined).length)
      return flattenDemo(child);
    replaceIn(child);
    return [child];
  });
}

/**
 * A rehype plugin for the Markdown twins and llms-full.txt: turns the page's interactive
 * parts, which an HTML-to-Markdown conversion would flatten into a jumble or drop, into
 * plain content (Tabs, the stack picker's choices, live demos), and drops headings'
 * permalink anchors.
 */
export default function rehypeFlattenInteractive() {
  return (tree: Root): void => replaceIn(tree);
}
