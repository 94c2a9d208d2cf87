import type {Element, ElementContent, Root, RootContent} from 'hast';
import {boldParagraph, element, findAll, hasClass, replaceElements, text, textOf} from './hast';

/** The text a reader gets from `node`: what the page keeps out of search (notes about its controls) is left out. */
function contentTextOf(node: ElementContent | RootContent): string {
  if (node.type === 'element' && node.properties.dataPagefindIgnore !== undefined) return '';
  if (node.type === 'element') return node.children.map(contentTextOf).join('');
  return textOf(node);
}

/** Docusaurus `<Tabs>`: every panel, hidden ones too, under its tab's label. */
function flattenTabs(container: Element): ElementContent[] {
  const labels = findAll(container, (node) => node.properties.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = findAll(container, (node) => node.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [boldParagraph(labels[index] ?? `Option ${index + 1}`), ...panel.children]);
}

/**
 * A live demo: its caption, then what it renders, as a quotation (the server-rendered markup
 * in its shadow root, converted like the rest of the page). A twin holds only what its page
 * shows, and the page shows no code behind a demo: that code would name sample data a reader
 * does not have.
 */
function flattenDemo(figure: Element): ElementContent[] {
  const caption = findAll(figure, (node) => node.tagName === 'figcaption')[0];
  const stage = findAll(figure, (node) => node.properties.dataInkwellDemo !== undefined)[0];
  const rendering = stage ? renderingOf(stage) : [];
  // The page's caption speaks to readers; the twin, read by developers' assistants, also names
  // the component behind the demo (`data-demo-component`, written by the page).
  const component = figure.properties.dataDemoComponent;
  const renderedBy = typeof component === 'string' ? ` Rendered by <${component}> from @inkwell/cms.` : '';
  return [
    ...(caption
      ? [
          element('p', [
            element('em', [
              text(
                `${`${contentTextOf(caption).trim()}${renderedBy}`.replace(/\.$/, '')} (interactive on the web page)${rendering.length ? '. It shows:' : ''}`,
              ),
            ]),
          ]),
        ]
      : []),
    ...(rendering.length ? [element('blockquote', rendering)] : []),
  ];
}

/**
 * What a demo renders, readable as Markdown: a link that is inactive in the docs becomes its
 * text and the path it opens on the reader's site; a form field, its label's text then its
 * value; a button, its text; the rendered headings' own "#" links go.
 */
function readableRendering(node: Element): ElementContent[] | undefined {
  if (node.tagName === 'link' || hasClass(node, 'inkwell-heading-anchor')) return [];
  if (node.tagName === 'button') return [text(textOf(node).trim())];
  const demoHref = node.properties.dataDemoHref;
  if (node.tagName === 'a' && typeof demoHref === 'string')
    return [text(`${textOf(node)} (`), element('code', [text(demoHref)]), text(')')];
  if (node.tagName === 'textarea')
    return [text(':'), element('pre', [element('code', [text(textOf(node))], {className: ['language-md']})])];
  if (node.tagName === 'input' && node.properties.type !== 'hidden' && node.properties.type !== 'file') {
    const value = node.properties.value;
    return typeof value === 'string' || typeof value === 'number'
      ? [text(': '), element('code', [text(String(value))])]
      : [];
  }
  if (node.tagName === 'select') {
    const chosen = findAll(node, (option) => option.tagName === 'option' && Boolean(option.properties.selected))[0];
    return chosen ? [text(': '), element('code', [text(textOf(chosen))])] : [];
  }
  return undefined;
}

/** The content a demo stage renders: its shadow root's (a declarative `<template>`), else its own children. */
function renderingOf(stage: Element): ElementContent[] {
  const template = stage.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'template',
  );
  const rendering: Root = {
    type: 'root',
    children: template?.content ? template.content.children : stage.children,
  };
  replaceElements(rendering, readableRendering);
  return rendering.children as ElementContent[];
}

/** Tabs and demos as plain content, tabs inside tabs too. */
function flatten(node: Element): ElementContent[] | undefined {
  if (hasClass(node, 'tabs-container')) {
    const flat: Root = {type: 'root', children: flattenTabs(node)};
    replaceElements(flat, flatten);
    return flat.children as ElementContent[];
  }
  if (node.tagName === 'figure' && findAll(node, (inner) => inner.properties.dataInkwellDemo !== undefined).length)
    return flattenDemo(node);
  return undefined;
}

/**
 * A rehype plugin for the Markdown twins and llms-full.txt: turns the page's interactive
 * parts, which an HTML-to-Markdown conversion would flatten into a jumble or drop, into
 * plain content: Tabs, every panel under its label; live demos, what they render and their
 * source.
 */
export default function rehypeFlattenInteractive() {
  return (tree: Root): void => replaceElements(tree, flatten);
}
