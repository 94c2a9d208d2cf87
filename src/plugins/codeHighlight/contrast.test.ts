import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {contrastRatio, mix, parseColor, prismThemeWithContrast, toHex, withMinimumContrast} from './contrast';

describe('parseColor', () => {
  it('reads the forms the Prism themes use', () => {
    expect(parseColor('#f6f8fa')).toEqual([246, 248, 250]);
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(98, 114, 164)')).toEqual([98, 114, 164]);
    expect(parseColor('inherit')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG extremes and a known pair', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBeCloseTo(1, 5);
    // axe reports 4.29 (it truncates) for Prism's GitHub red on its own background.
    expect(Math.floor(contrastRatio([0xd7, 0x3a, 0x49], [0xf6, 0xf8, 0xfa]) * 100) / 100).toBe(4.29);
  });
});

describe('withMinimumContrast', () => {
  it('leaves a colour that passes alone', () => {
    expect(withMinimumContrast([0, 0, 0], [[255, 255, 255]], 4.5)).toEqual([0, 0, 0]);
  });
  it('darkens on light backgrounds and lightens on dark ones, just enough', () => {
    const darker = withMinimumContrast([0x99, 0x99, 0x88], [[0xf6, 0xf8, 0xfa]], 4.5);
    expect(contrastRatio(darker, [0xf6, 0xf8, 0xfa])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darker, [0xf6, 0xf8, 0xfa])).toBeLessThan(5);
    const lighter = withMinimumContrast([98, 114, 164], [[0x28, 0x2a, 0x36]], 4.5);
    expect(lighter[0]).toBeGreaterThan(98);
    expect(contrastRatio(lighter, [0x28, 0x2a, 0x36])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('prismThemeWithContrast', () => {
  it('brings every token of the stock themes to AA, on highlighted lines too', () => {
    const highlighted = toHex(mix([0xf6, 0xf8, 0xfa], [0, 0, 0], 0.1));
    for (const [theme, extra] of [
      [themes.github, [highlighted]],
      [themes.dracula, []],
    ] as const) {
      const fixed = prismThemeWithContrast(theme, 4.5, extra);
      const backgrounds = [theme.plain.backgroundColor ?? '', ...extra].map((color) => parseColor(color)!);
      for (const color of [fixed.plain.color, ...fixed.styles.map((entry) => entry.style.color)]) {
        if (color === undefined) continue;
        for (const background of backgrounds)
          expect(contrastRatio(parseColor(color)!, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
