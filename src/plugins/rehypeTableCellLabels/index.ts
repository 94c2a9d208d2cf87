import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';

/** An element's text on one line. */
export function oneLine(node: Element): string {
  return toString(node).replace(/\s+/g, ' ').trim();
}

/** The element children of a node that have the given tag. */
export function childElements(node: Element, tagName: string): Element[] {
  return node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);
}

/** The text of a table's header cells; none when it has no header row. */
export function headerLabels(table: Element): string[] {
  const headerRow = childElements(table, 'thead').flatMap((head) => childElements(head, 'tr'))[0];
  return headerRow ? childElements(headerRow, 'th').map(oneLine) : [];
}

/**
 * A rehype plugin that gives every body cell of a table its column's header text as
 * `data-label`, so a narrow screen can show each row as a card whose lines say what they are
 * while the header row is hidden (src/components/ScrollableTable/styles.module.css). It runs
 * when the Markdown is compiled, so it adds no code to the browser.
 */
export default function rehypeTableCellLabels() {
  return (tree: Root): void => {
    visit(tree, 'element', (table: Element) => {
      if (table.tagName !== 'table') return;
      const labels = headerLabels(table);
      for (const row of childElements(table, 'tbody').flatMap((body) => childElements(body, 'tr'))) {
        childElements(row, 'td').forEach((cell, column) => {
          const label = labels[column];
          if (label) cell.properties['dataLabel'] = label;
        });
      }
    });
  };
}
