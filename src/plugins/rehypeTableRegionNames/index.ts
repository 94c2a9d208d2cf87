import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {childElements, headerLabels, oneLine} from '../rehypeTableCellLabels';

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * A rehype plugin that names each table of a page, as `data-region-name`, for the region
 * that scrolls it sideways (src/components/ScrollableTable): its caption, or else the nearest
 * heading before it, or else its header cells. A screen reader lists a page's regions by
 * name, so two tables under one heading are told apart by their header cells, and then by
 * their order. It runs when the Markdown is compiled, so it adds no code to the browser.
 */
export default function rehypeTableRegionNames() {
  return (tree: Root): void => {
    const tables: Array<{table: Element; base: string; header: string}> = [];
    let heading = '';
    visit(tree, 'element', (node: Element) => {
      if (headingTags.has(node.tagName)) heading = oneLine(node);
      if (node.tagName !== 'table') return;
      const caption = childElements(node, 'caption')[0];
      const header = headerLabels(node).filter(Boolean).join(', ');
      tables.push({table: node, base: (caption && oneLine(caption)) || heading || header, header});
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
