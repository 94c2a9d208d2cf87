import type {Element, ElementContent, Root} from 'hast';
import {envSection, envText} from '../../components/StackPicker/envFile';
import {defaultStack, isStackValue, stackGroupIds, type StackGroup} from '../../components/StackPicker/stack';
import {boldParagraph, element, findAll, replaceElements, text, textOf} from './hast';

/** The group a fieldset of the picker is for, from its radio buttons' name (`stack-picker-<group>`). */
function groupOf(fieldset: Element): StackGroup | undefined {
  const name = findAll(fieldset, (node) => node.tagName === 'input')[0]?.properties.name;
  const group = typeof name === 'string' ? name.replace(/^stack-picker-/, '') : '';
  return stackGroupIds.find((id) => id === group);
}

/**
 * The picker as Markdown: its heading, then each group's choices. Where the page shows the
 * `.env` file, every choice gets the lines it writes, under its label: the page's file is one
 * combination (the default, a file store on Vercel, is one no one deploys), and a reader's
 * assistant needs every part to put the reader's own together.
 */
function pickerMarkdown(picker: Element): ElementContent[] {
  const paragraphs = findAll(picker, (node) => node.tagName === 'p');
  const heading = paragraphs[0] ? textOf(paragraphs[0]).trim() : '';
  const showsEnv = findAll(picker, (node) => node.tagName === 'pre').length > 0;
  const out: ElementContent[] = heading ? [boldParagraph(heading)] : [];
  if (showsEnv)
    out.push(
      element('p', [text('Your .env file is the part for your host, then the part for each of your other choices.')]),
    );
  for (const fieldset of findAll(picker, (node) => node.tagName === 'fieldset')) {
    const group = groupOf(fieldset);
    const legend = findAll(fieldset, (node) => node.tagName === 'legend')[0];
    const groupLabel = legend ? textOf(legend).trim() : (group ?? '');
    const choices = findAll(fieldset, (node) => node.tagName === 'label').map((label) => ({
      label: textOf(label).trim(),
      value: findAll(label, (node) => node.tagName === 'input')[0]?.properties.value,
    }));
    if (!showsEnv || !group) {
      out.push(
        element('p', [
          element('strong', [text(`${groupLabel}:`)]),
          text(` ${choices.map((choice) => choice.label).join(' | ')}`),
        ]),
      );
      continue;
    }
    for (const choice of choices) {
      if (!isStackValue(group, choice.value)) continue;
      const lines = envSection(group, {...defaultStack, [group]: choice.value});
      out.push(
        boldParagraph(`${groupLabel}: ${choice.label}`),
        element('pre', [element('code', [text(envText(lines))], {className: ['language-ini']})]),
      );
    }
  }
  return out;
}

/**
 * A rehype plugin for the twins: the stack picker ("Your stack") becomes its groups and
 * choices, and, where the page shows the `.env` file, each choice's lines under its label.
 */
export default function rehypeStackPicker() {
  return (tree: Root): void =>
    replaceElements(tree, (node) => (node.properties.dataStackPicker !== undefined ? pickerMarkdown(node) : undefined));
}
