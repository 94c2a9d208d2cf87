import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeTableRegionNames from '.';

const el = (tagName: string, ...children: Array<Element | string>): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: children.map((child) => (typeof child === 'string' ? {type: 'text', value: child} : child)),
});

const table = (...headers: string[]): Element =>
  el(
    'table',
    el('thead', el('tr', ...headers.map((header) => el('th', header)))),
    el('tbody', el('tr', el('td', 'x'))),
  );

function names(...children: Element[]): unknown[] {
  const tree: Root = {type: 'root', children};
  rehypeTableRegionNames()(tree);
  const found: unknown[] = [];
  const walk = (node: Element) => {
    if (node.tagName === 'table') found.push(node.properties['dataRegionName']);
    node.children.forEach((child) => child.type === 'element' && walk(child));
  };
  children.forEach(walk);
  return found;
}

describe('rehypeTableRegionNames', () => {
  it('names a table after the nearest heading before it', () => {
    expect(
      names(
        el('h2', 'Props'),
        el('p', 'text'),
        table('Prop', 'Type'),
        el('h3', el('code', 'Env'), ' vars'),
        table('A'),
      ),
    ).toEqual(['Props', 'Env vars']);
  });

  it('prefers the caption, and uses the header cells when no heading comes before', () => {
    const captioned = table('A');
    captioned.children.unshift(el('caption', 'Limits'));
    expect(names(table('Method', 'Path'), el('h2', 'Heading'), captioned)).toEqual(['Method, Path', 'Limits']);
  });

  it('tells apart two tables under one heading by their header cells, then by their order', () => {
    expect(names(el('h2', 'Routes'), table('Method', 'Path'), table('Variable', 'Meaning'))).toEqual([
      'Routes: Method, Path',
      'Routes: Variable, Meaning',
    ]);
    expect(names(el('h2', 'Routes'), table('A'), table('A'), el('div', table('A')))).toEqual([
      'Routes: A (1)',
      'Routes: A (2)',
      'Routes: A (3)',
    ]);
  });

  it('leaves a table with no caption, heading or header unnamed', () => {
    expect(names(el('table', el('tbody', el('tr', el('td', 'x')))))).toEqual([undefined]);
  });
});
