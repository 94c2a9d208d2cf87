/**
 * The Markdown features page describes the layout its examples have. Each example's grid
 * is read from the demo stylesheet, never copied here: while it has one column (source
 * above its rendering), the page may not place the two side by side in words.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

const stylesheet = readFileSync('src/components/InkwellDemo/styles.module.css', 'utf8');
const page = readFileSync('docs/using-inkwell/markdown-features.md', 'utf8');

/** Every `grid-template-columns` value given to the `.example` rule, in source order. */
function exampleColumns(css: string): string[] {
  return [...css.matchAll(/\.example\s*\{([^}]*)\}/g)].flatMap((rule) =>
    [...(rule[1] ?? '').matchAll(/grid-template-columns:\s*([^;]+);/g)].map((declaration) => declaration[1].trim()),
  );
}

/** Words that put the source and its rendering side by side. */
const sideBySide = /\b(on the left|on the right|left-hand|right-hand|beside)\b/gi;

describe('the Markdown features page and its examples’ layout', () => {
  it('reads one column from the stylesheet', () => {
    expect(exampleColumns(stylesheet).at(-1)).toBe('minmax(0, 1fr)');
  });

  it('never places source and rendering side by side in words', () => {
    expect(page.match(sideBySide) ?? []).toEqual([]);
  });
});
