import type {Element, ElementContent, Root} from 'hast';
import {element, findAll, hasClass, replaceElements, text, textOf} from './hast';

/**
 * The element a page's twin is made from: a docs page's Markdown body
 * (`.theme-doc-markdown`, without the breadcrumbs, the "Copy page" button, the table of
 * contents and the pagination around it), else the page's `<article>` (a Markdown page), else
 * everything given (a React page's `<main>`).
 */
function contentOf(tree: Root): Root {
  const content =
    findAll(tree, (node) => hasClass(node, 'theme-doc-markdown'))[0] ??
    findAll(tree, (node) => node.tagName === 'article')[0];
  return content ? {type: 'root', children: content.children} : tree;
}

/**
 * A grid of doc cards (a category page's list of its pages) as a list of links, each with its
 * description; the card's icon is decoration.
 */
function cardList(grid: Element): ElementContent[] {
  const items = findAll(grid, (node) => node.tagName === 'a' && hasClass(node, 'card')).map((card) => {
    const title = findAll(card, (node) => /^h\d$/.test(node.tagName))[0];
    const description = findAll(card, (node) => node.tagName === 'p')[0];
    const name = String(title?.properties.title ?? (title ? textOf(title) : textOf(card))).trim();
    const about = description ? String(description.properties.title ?? textOf(description)).trim() : '';
    return element('li', [
      element('a', [text(name)], {href: card.properties.href}),
      ...(about ? [text(`: ${about}`)] : []),
    ]);
  });
  return [element('ul', items)];
}

/** Whether `node` holds only doc cards, each in an `<article>`: the theme's DocCardList. */
function isCardGrid(node: Element): boolean {
  const children = node.children.filter((child) => child.type === 'element');
  return (
    children.length > 0 &&
    children.every(
      (child) =>
        child.tagName === 'article' &&
        child.children.some((inner) => inner.type === 'element' && inner.tagName === 'a' && hasClass(inner, 'card')),
    )
  );
}

/**
 * Whether `node` is a link laid out as a card: its content is parts in elements of their own
 * (a name, a sentence, a row of variable names) with no text between them.
 */
function isCardLink(node: Element): boolean {
  if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return false;
  const parts = node.children.filter((child) => child.type === 'element');
  return parts.length >= 2 && node.children.every((child) => child.type === 'element' || !textOf(child).trim());
}

/** Adjacent elements with a space between them, which a card's layout gives and Markdown needs (`a` `b`, not `a``b`). */
function spaced(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child, index) => {
    const spacedChild = child.type === 'element' ? {...child, children: spaced(child.children)} : child;
    return index > 0 && child.type === 'element' && children[index - 1]?.type === 'element'
      ? [text(' '), spacedChild]
      : [spacedChild];
  });
}

/** A card link as its first part, linked, then the other parts after a colon. */
function cardLink(link: Element): ElementContent[] {
  const [name, ...rest] = link.children.filter((child) => child.type === 'element');
  return [
    element('a', [text(name ? textOf(name).trim() : '')], {href: link.properties.href}),
    text(': '),
    ...spaced(rest),
  ];
}

/**
 * A rehype plugin for the twins, first of their steps: keeps only the page's content
 * ({@link contentOf}), turns its grids of doc cards into lists of links, and a link laid out
 * as a card into its name, linked, and what the card says.
 */
export function rehypeSelectContent() {
  return (tree: Root): Root => {
    const content = contentOf(tree);
    replaceElements(content, (node) =>
      isCardGrid(node) ? cardList(node) : isCardLink(node) ? cardLink(node) : undefined,
    );
    return content;
  };
}

/** Whether `node` is page furniture a Markdown reader has no use for. */
function isChrome(node: Element): boolean {
  return (
    // The "#" permalink after each heading.
    (node.tagName === 'a' && hasClass(node, 'hash-link')) ||
    // An anchor target with neither a link nor text (TypeDoc's, before each member).
    (node.tagName === 'a' && node.properties.href === undefined && !textOf(node).trim()) ||
    // Controls: copy buttons, "Edit this example", the collapsed table of contents.
    node.tagName === 'button' ||
    node.tagName === 'svg'
  );
}

function dropChrome(node: Element | Root): void {
  node.children = node.children.filter((child) => {
    // React's separators between adjacent text (`<!-- -->`).
    if (child.type === 'comment') return false;
    if (child.type !== 'element') return true;
    if (isChrome(child)) return false;
    dropChrome(child);
    return true;
  });
}

/**
 * A rehype plugin for the twins, after the interactive parts are flattened: drops comments,
 * permalinks, empty anchors, buttons and icons.
 */
export function rehypeDropChrome() {
  return (tree: Root): void => dropChrome(tree);
}
