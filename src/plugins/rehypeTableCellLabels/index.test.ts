import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeTableCellLabels from '.';

const el = (tagName: string, ...children: Array<Element | string>): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: children.map((child) => (typeof child === 'string' ? {type: 'text', value: child} : child)),
});

function table(): {tree: Root; cells: Element[]} {
  const cells = [el('td', 'result'), el('td', el('code', 'ResolveResult')), el('td', 'blogPath'), el('td', 'string')];
  const tree: Root = {
    type: 'root',
    children: [
      el(
        'table',
        el('thead', el('tr', el('th', 'Prop '), el('th', el('strong', 'Type')))),
        el('tbody', el('tr', cells[0], cells[1]), el('tr', cells[2], cells[3])),
      ),
    ],
  };
  return {tree, cells};
}

describe('rehypeTableCellLabels', () => {
  it("labels every body cell with its column's header text", () => {
    const {tree, cells} = table();
    rehypeTableCellLabels()(tree);
    expect(cells.map((cell) => cell.properties['dataLabel'])).toEqual(['Prop', 'Type', 'Prop', 'Type']);
  });
});
