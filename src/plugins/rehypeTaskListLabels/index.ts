import type {Element, ElementContent, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';

/** An item's own text: nested lists are items of their own. */
function ownText(item: Element): string {
  const own = item.children.filter(
    (child: ElementContent) => !(child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol')),
  );
  return toString({type: 'root', children: own}).replace(/\s+/g, ' ').trim();
}

/**
 * Names each GFM task-list checkbox in the docs after its item. remark-gfm renders a bare
 * `<input type="checkbox">`, which a screen reader announces with no hint of what is done
 * (axe: "Form elements must have labels").
 */
export default function rehypeTaskListLabels() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      const className = node.properties['className'];
      if (node.tagName !== 'li' || !Array.isArray(className) || !className.includes('task-list-item')) return;
      const label = ownText(node) || 'Task';
      visit(node, 'element', (inner: Element) => {
        if (inner.tagName === 'input' && inner.properties['type'] === 'checkbox') inner.properties['ariaLabel'] = label;
      });
    });
  };
}
