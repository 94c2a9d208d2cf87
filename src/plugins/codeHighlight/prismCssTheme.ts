import type {PrismTheme} from 'prism-react-renderer';

/** Token style properties a Prism theme sets, as CSS property names. */
const cssProperty: Record<string, string> = {
  color: 'color',
  backgroundColor: 'background-color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  opacity: 'opacity',
  textDecorationLine: 'text-decoration-line',
};

type Style = Record<string, string | number | undefined>;

/** The style each token type gets in `theme`, merged the way prism-react-renderer merges them (later entries win). */
function styleByType(theme: PrismTheme): Map<string, Style> {
  const byType = new Map<string, Style>();
  for (const entry of theme.styles) {
    // Language-specific entries would need a variable per language; the themes we use have none.
    if (entry.languages) throw new Error('prismCssTheme: language-specific theme entries are not supported');
    for (const type of entry.types) byType.set(type, {...byType.get(type), ...(entry.style as Style)});
  }
  return byType;
}

function variableName(type: string, property: string): string {
  return `--prism-${type === '' ? 'root' : type}-${cssProperty[property] ?? property}`;
}

/**
 * One Prism theme for both colour modes, whose values are CSS variables, and the stylesheet
 * that sets those variables from `light` under `[data-theme='light']` and from `dark` under
 * `[data-theme='dark']`.
 *
 * @remarks
 * Docusaurus renders code blocks with the light theme on the server and, because inline
 * token colours would be wrong in dark mode, remounts every code block after hydration to
 * re-render it with the reader's theme. With colours in variables the server's markup is
 * right in both modes, so that remount (re-tokenising and rebuilding every block's DOM, most
 * of a code-heavy page's blocking time) can go. Give the variable theme as both `prism.theme`
 * and `prism.darkTheme`.
 */
export function prismCssTheme(light: PrismTheme, dark: PrismTheme): {theme: PrismTheme; css: string} {
  const modes = [
    ['light', light],
    ['dark', dark],
  ] as const;
  const byMode = modes.map(([, theme]) => styleByType(theme));
  const types = [...new Set(byMode.flatMap((styles) => [...styles.keys()]))].sort();
  const properties = (type: string) =>
    [...new Set(byMode.flatMap((styles) => Object.keys(styles.get(type) ?? {})))].sort();
  const plainProperties = [...new Set(modes.flatMap(([, theme]) => Object.keys(theme.plain as Style)))].sort();
  const asVariables = (type: string, names: string[]) =>
    Object.fromEntries(names.map((name) => [name, `var(${variableName(type, name)})`]));

  const theme: PrismTheme = {
    plain: asVariables('', plainProperties),
    styles: types.map((type) => ({types: [type], style: asVariables(type, properties(type))})),
  };
  const blocks = modes.map(([mode, modeTheme], index) => {
    const styles = byMode[index] ?? new Map<string, Style>();
    const lines: string[] = [];
    const add = (type: string, names: string[], style: Style | undefined) => {
      for (const name of names) {
        const value = style?.[name];
        // A property this mode does not set stays unset (the variable is guaranteed-invalid),
        // so the token inherits, as it would with no inline style.
        if (value !== undefined) lines.push(`  ${variableName(type, name)}: ${String(value)};`);
      }
    };
    add('', plainProperties, modeTheme.plain);
    for (const type of types) add(type, properties(type), styles.get(type));
    return `[data-theme='${mode}'] {\n${lines.join('\n')}\n}`;
  });
  return {theme, css: `${blocks.join('\n')}\n`};
}
