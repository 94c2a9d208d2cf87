// A screen reader lists a page's regions by name, and axe's landmark-unique rule fails a page
// where two share one: every built page's regions (the tables that scroll sideways, named
// after their tables by src/components/ScrollableTable, and any other) have names of their
// own, read from build/.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import {toString} from 'hast-util-to-string';
import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {buildDir} from '../support/serve-build.cjs';
import {expect, test} from '../support/test';

/** Every element's id, so aria-labelledby can be followed. */
function byId(tree: Root): Map<string, Element> {
  const ids = new Map<string, Element>();
  visit(tree, 'element', (node: Element) => {
    const id = node.properties['id'];
    if (typeof id === 'string') ids.set(id, node);
  });
  return ids;
}

/** The names of the page's regions: `role="region"`, or a <section> with a name. */
function regionNames(html: string): string[] {
  const tree = fromHtml(html);
  const ids = byId(tree);
  const names: string[] = [];
  visit(tree, 'element', (node: Element) => {
    const role = node.properties['role'];
    const labelledBy = node.properties['ariaLabelledBy'];
    const label = node.properties['ariaLabel'];
    const name =
      typeof label === 'string'
        ? label
        : Array.isArray(labelledBy)
          ? labelledBy.map((id) => toString(ids.get(String(id)) ?? {type: 'root', children: []})).join(' ')
          : undefined;
    if (role === 'region' || (node.tagName === 'section' && role === undefined && name !== undefined))
      names.push((name ?? '').replace(/\s+/g, ' ').trim());
  });
  return names;
}

test('no two regions of a built page share a name, and every region has one', () => {
  const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !file.startsWith('__server'))
    .sort();
  expect(pages.length).toBeGreaterThan(20);
  const problems: string[] = [];
  let regions = 0;
  for (const page of pages) {
    const names = regionNames(readFileSync(join(buildDir, page), 'utf8'));
    regions += names.length;
    for (const [index, name] of names.entries()) {
      if (!name) problems.push(`${page}: a region without a name`);
      else if (names.indexOf(name) !== index && names.indexOf(name, index + 1) === -1)
        problems.push(`${page}: ${names.filter((other) => other === name).length} regions named "${name}"`);
    }
  }
  expect(regions).toBeGreaterThan(50);
  expect(problems, problems.join('\n')).toEqual([]);
});
