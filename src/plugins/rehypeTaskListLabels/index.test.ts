import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeTaskListLabels from '.';

const checkbox = (): Element => ({
  type: 'element',
  tagName: 'input',
  properties: {type: 'checkbox', disabled: true},
  children: [],
});
const item = (text: string, ...rest: Element[]): Element => ({
  type: 'element',
  tagName: 'li',
  properties: {className: ['task-list-item']},
  children: [checkbox(), {type: 'text', value: ` ${text} `}, ...rest],
});

describe('rehypeTaskListLabels', () => {
  it('labels each checkbox with its own item text, not its nested items', () => {
    const nested: Element = {type: 'element', tagName: 'ul', properties: {}, children: [item('Share it')]};
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'ul',
          properties: {className: ['contains-task-list']},
          children: [item('Write  it'), item('Publish it', nested)],
        },
      ],
    };
    rehypeTaskListLabels()(tree);
    const labels: unknown[] = [];
    const collect = (node: Root | Element): void => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'input') labels.push(child.properties['ariaLabel']);
        collect(child);
      }
    };
    collect(tree);
    expect(labels).toEqual(['Write it', 'Publish it', 'Share it']);
  });
});
