import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** An element's text on one line. */
function text(node: Element): string {
  return toString(node).replace(/\s+/g, ' ').trim();
}

/** The element children of a node that have the given tag. */
function childElements(node: Element, tagName: string): Element[] {
  return node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);
}

/** A table's header cells, joined: "Prop, Type, Default". */
function headerCells(table: Element): string {
  const headerRow = childElements(table, 'thead').flatMap((head) => childElements(head, 'tr'))[0];
  return headerRow ? childElements(headerRow, 'th').map(text).filter(Boolean).join(', ') : '';
}

/**
 * A rehype plugin that names each table of a page, as `data-region-name`, for the region
 * that scrolls it sideways (src/components/ScrollableTable): its caption, or else the nearest
 * heading before it, or else its header cells. A screen reader lists a page's regions by
 * name, so two tables under one heading are told apart by their header cells, and then by
 * their order. It runs when the Markdown is compiled, so it adds no code to the browser.
 *
 * @returns The transformer.
 * @example
 *   rehypePlugins: [rehypeTableRegionNames]
 */
export default function rehypeTableRegionNames() {
  return (tree: Root): void => {
    const tables: Array<{table: Element; base: string; header: string}> = [];
    let heading = '';
    visit(tree, 'element', (node: Element) => {
      if (headingTags.has(node.tagName)) heading = text(node);
      if (node.tagName !== 'table') return;
      const caption = childElements(node, 'caption')[0];
      const header = headerCells(node);
      tables.push({table: node, base: (caption && text(caption)) || heading || header, header});
    });
    const count = (names: string[], name: string) => names.filter((other) => other === name).length;
    const bases = tables.map(({base}) => base);
    const named = tables.map(({base, header}) =>
      count(bases, base) > 1 && header && header !== base ? `${base}: ${header}` : base,
    );
    const seen = new Map<string, number>();
    tables.forEach(({table}, index) => {
      const name = named[index] ?? '';
      if (!name) return;
      const nth = (seen.get(name) ?? 0) + 1;
      seen.set(name, nth);
      table.properties['dataRegionName'] = count(named, name) > 1 ? `${name} (${nth})` : name;
    });
  };
}
