import {themes, type PrismTheme} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {prismCssTheme} from './prismCssTheme';

/** The variables one colour mode's block of `css` sets. */
function variables(css: string, mode: 'light' | 'dark'): Record<string, string> {
  const block = new RegExp(`\\[data-theme='${mode}'\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => line.split(/:\s*/) as [string, string]),
  );
}

/** A token type's style in `theme`, with its variables replaced by `values` (undefined if unset). */
function resolved(theme: PrismTheme, type: string, values: Record<string, string>): Record<string, string> {
  const style: Record<string, string> = {};
  for (const entry of theme.styles.filter((candidate) => candidate.types.includes(type))) {
    for (const [property, value] of Object.entries(entry.style)) {
      const name = /^var\((--[^)]+)\)$/.exec(String(value))?.[1];
      const actual = name ? values[name] : String(value);
      if (actual !== undefined) style[property] = actual;
    }
  }
  return style;
}

describe('prismCssTheme', () => {
  const {theme, css} = prismCssTheme(themes.github, themes.dracula);

  it('gives every token type of either theme the colours of that mode', () => {
    for (const [mode, original] of [
      ['light', themes.github],
      ['dark', themes.dracula],
    ] as const) {
      const values = variables(css, mode);
      for (const entry of original.styles) {
        for (const type of entry.types) {
          const expected: Record<string, string> = {};
          for (const later of original.styles.filter((candidate) => candidate.types.includes(type))) {
            for (const [property, value] of Object.entries(later.style)) expected[property] = String(value);
          }
          expect(resolved(theme, type, values), `${mode} ${type}`).toEqual(expected);
        }
      }
      expect(values['--prism-root-color']).toBe(original.plain.color);
      expect(values['--prism-root-background-color']).toBe(original.plain.backgroundColor);
    }
  });

  it('leaves a property unset in the mode whose theme does not set it', () => {
    // GitHub's namespace is translucent; Dracula does not style it.
    expect(variables(css, 'light')['--prism-namespace-opacity']).toBe('0.7');
    expect(variables(css, 'dark')['--prism-namespace-opacity']).toBeUndefined();
  });

  it('is one theme for both modes: only variables, no colours', () => {
    expect(JSON.stringify(theme)).not.toMatch(/#[0-9a-f]{3}|rgb\(/i);
    expect(theme.plain).toEqual({
      backgroundColor: 'var(--prism-root-background-color)',
      color: 'var(--prism-root-color)',
    });
  });
});
