import type {Element, ElementContent, Root} from 'hast';
import {envSection, envText} from '../../components/StackPicker/envFile';
import {defaultStack, isStackValue, stackGroupIds} from '../../components/StackPicker/stack';
import {boldParagraph, element, findAll, hasClass, replaceElements, text, textOf} from './hast';

const elementsOf = (node: Element) => node.children.filter((child) => child.type === 'element');

/** A grid of doc cards (a category page's list of its pages) as a list of links with their descriptions. */
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
  const children = elementsOf(node);
  return (
    children.length > 0 &&
    children.every(
      (child) =>
        child.tagName === 'article' &&
        elementsOf(child).some((inner) => inner.tagName === 'a' && hasClass(inner, 'card')),
    )
  );
}

/** Whether `node` is a link laid out as a card: parts in elements of their own, no text between them. */
function isCardLink(node: Element): boolean {
  if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return false;
  return (
    elementsOf(node).length >= 2 && node.children.every((child) => child.type === 'element' || !textOf(child).trim())
  );
}

/** Adjacent elements with a space between them, which a card's layout gives and Markdown needs. */
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
  const [name, ...rest] = elementsOf(link);
  return [
    element('a', [text(name ? textOf(name).trim() : '')], {href: link.properties.href}),
    text(': '),
    ...spaced(rest),
  ];
}

/** Docusaurus `<Tabs>`: every panel, hidden ones too, under its tab's label. */
function flattenTabs(container: Element): ElementContent[] {
  const labels = findAll(container, (node) => node.properties.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = findAll(container, (node) => node.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [boldParagraph(labels[index] ?? `Option ${index + 1}`), ...panel.children]);
}

/** The text a reader gets from `node`, without what the page keeps out of search (notes about its controls). */
function contentTextOf(node: ElementContent): string {
  if (node.type !== 'element') return textOf(node);
  return node.properties.dataPagefindIgnore === undefined ? node.children.map(contentTextOf).join('') : '';
}

/**
 * A live demo: its caption, naming the component behind it, then what it renders as a
 * quotation; no source, which would name sample data a reader does not have.
 */
function flattenDemo(figure: Element): ElementContent[] {
  const caption = findAll(figure, (node) => node.tagName === 'figcaption')[0];
  const stage = findAll(figure, (node) => node.properties.dataInkwellDemo !== undefined)[0];
  const rendering = stage ? renderingOf(stage) : [];
  const component = figure.properties.dataDemoComponent;
  const renderedBy = typeof component === 'string' ? ` Rendered by <${component}> from @inkwell/cms.` : '';
  const note = `${`${caption ? contentTextOf(caption).trim() : ''}${renderedBy}`.replace(/\.$/, '')} (interactive on the web page)`;
  return [
    ...(caption ? [element('p', [element('em', [text(`${note}${rendering.length ? '. It shows:' : ''}`)])])] : []),
    ...(rendering.length ? [element('blockquote', rendering)] : []),
  ];
}

/** A demo's rendering as Markdown can say it: inactive links with their path, fields with their value, buttons as text. */
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
  const template = elementsOf(stage).find((child) => child.tagName === 'template');
  const rendering: Root = {type: 'root', children: template?.content ? template.content.children : stage.children};
  replaceElements(rendering, readableRendering);
  return rendering.children as ElementContent[];
}

/**
 * The stack picker: its heading, then each group's choices. Where the page shows the `.env`
 * file (one combination), every choice gets its own lines, so an assistant can put any together.
 */
function stackPicker(picker: Element): ElementContent[] {
  const heading = findAll(picker, (node) => node.tagName === 'p')[0];
  const showsEnv = findAll(picker, (node) => node.tagName === 'pre').length > 0;
  const out: ElementContent[] = heading && textOf(heading).trim() ? [boldParagraph(textOf(heading).trim())] : [];
  if (showsEnv)
    out.push(
      element('p', [text('Your .env file is the part for your host, then the part for each of your other choices.')]),
    );
  for (const fieldset of findAll(picker, (node) => node.tagName === 'fieldset')) {
    const name = findAll(fieldset, (node) => node.tagName === 'input')[0]?.properties.name;
    const group = stackGroupIds.find((id) => typeof name === 'string' && name.replace(/^stack-picker-/, '') === id);
    const legend = findAll(fieldset, (node) => node.tagName === 'legend')[0];
    const groupLabel = legend ? textOf(legend).trim() : (group ?? '');
    const choices = findAll(fieldset, (node) => node.tagName === 'label').map((label) => ({
      label: textOf(label).trim(),
      value: findAll(label, (node) => node.tagName === 'input')[0]?.properties.value,
    }));
    if (!showsEnv || !group) {
      const line = ` ${choices.map((choice) => choice.label).join(' | ')}`;
      out.push(element('p', [element('strong', [text(`${groupLabel}:`)]), text(line)]));
      continue;
    }
    for (const {label, value} of choices) {
      if (!isStackValue(group, value)) continue;
      const lines = envText(envSection(group, {...defaultStack, [group]: value}));
      out.push(
        boldParagraph(`${groupLabel}: ${label}`),
        element('pre', [element('code', [text(lines)], {className: ['language-ini']})]),
      );
    }
  }
  return out;
}

/** The plain content that stands for an interactive part or a card layout, or `undefined` for other elements. */
export function plainContent(node: Element): ElementContent[] | undefined {
  if (isCardGrid(node)) return cardList(node);
  if (isCardLink(node)) return cardLink(node);
  if (node.properties.dataStackPicker !== undefined) return stackPicker(node);
  if (hasClass(node, 'tabs-container')) return flattenTabs(node);
  if (node.tagName === 'figure' && findAll(node, (inner) => inner.properties.dataInkwellDemo !== undefined).length)
    return flattenDemo(node);
  return undefined;
}
