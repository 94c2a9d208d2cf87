import type {PrismTheme} from 'prism-react-renderer';

type Rgb = readonly [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)`, the forms the Prism themes use; null otherwise. */
export function parseColor(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1];
    const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` with `weight` (0–1) of `toward` mixed in. */
export function mix(color: Rgb, toward: Rgb, weight: number): Rgb {
  return color.map((channel, index) => channel + (toward[index] - channel) * weight) as unknown as Rgb;
}

/**
 * The colour closest to `color` that reaches `minimum` contrast against every background,
 * found by mixing in black on light backgrounds and white on dark ones: the hue stays, so
 * the theme still looks like itself.
 */
export function withMinimumContrast(color: Rgb, backgrounds: readonly Rgb[], minimum: number): Rgb {
  const meetsMinimum = (candidate: Rgb) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= minimum);
  if (meetsMinimum(color)) return color;
  const darkBackground = luminance(backgrounds[0] ?? [255, 255, 255]) < 0.5;
  const toward: Rgb = darkBackground ? [255, 255, 255] : [0, 0, 0];
  for (let weight = 0.02; weight <= 1; weight += 0.02) {
    const candidate = mix(color, toward, weight).map(Math.round) as unknown as Rgb;
    if (meetsMinimum(candidate)) return candidate;
  }
  return toward;
}

/**
 * A Prism theme whose token colours all reach `minimum` contrast (WCAG AA: 4.5) against
 * its background and the `extraBackgrounds` code can sit on, such as highlighted lines.
 */
export function prismThemeWithContrast(
  theme: PrismTheme,
  minimum: number,
  extraBackgrounds: readonly string[] = [],
): PrismTheme {
  const base = parseColor(theme.plain.backgroundColor ?? '#ffffff');
  if (!base) throw new Error(`Unreadable background ${theme.plain.backgroundColor ?? ''}`);
  const backgrounds = [
    base,
    ...extraBackgrounds.map((color) => parseColor(color)).filter((color): color is Rgb => color !== null),
  ];
  const fix = (color: string | undefined): string | undefined => {
    const parsed = color === undefined ? null : parseColor(color);
    return parsed ? toHex(withMinimumContrast(parsed, backgrounds, minimum)) : color;
  };
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((entry) => ({...entry, style: {...entry.style, color: fix(entry.style.color)}})),
  };
}
