import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {getSwizzleConfig} from '@docusaurus/theme-classic';
import {describe, expect, it} from 'vitest';
import {swizzled} from './swizzled';

const themeDir = __dirname;

/**
 * The components in src/theme: every `.tsx` file, `X/index.tsx` named `X`, and the `.ts`
 * modules at its top level (`prism-include-languages`) other than this list and its test.
 * Deeper `.ts` files are a component's helpers.
 */
function themeComponents(): Map<string, string> {
  const components = new Map<string, string>();
  for (const entry of readdirSync(themeDir, {recursive: true, withFileTypes: true})) {
    const topLevelModule =
      entry.parentPath === themeDir && entry.name.endsWith('.ts') && !/^swizzled(\.test)?\.ts$/.test(entry.name);
    if (!entry.isFile() || !(entry.name.endsWith('.tsx') || topLevelModule)) continue;
    const path = join(entry.parentPath, entry.name);
    const name = relative(themeDir, path)
      .split(sep)
      .join('/')
      .replace(/(\/index)?\.tsx?$/, '');
    components.set(name, readFileSync(path, 'utf8'));
  }
  return components;
}

/** Upstream's rating, as `docusaurus swizzle` reads it: the theme's config, or `unsafe` for a component it does not rate. */
function upstreamSafety(theme: string, component: string, action: 'wrap' | 'eject'): string {
  if (theme !== '@docusaurus/theme-classic') return 'unsafe';
  return getSwizzleConfig?.()?.components[component]?.actions[action] ?? 'unsafe';
}

describe('src/theme/swizzled.ts', () => {
  const components = themeComponents();

  it('lists exactly the components in src/theme', () => {
    expect(swizzled.map(({component}) => component).sort()).toEqual([...components.keys()].sort());
  });

  it('says how each is swizzled: a wrapper renders the original, an ejected copy replaces it', () => {
    for (const {component, action, theme} of swizzled) {
      const importsOriginal = /from '@theme-(original|init)\//.test(components.get(component) ?? '');
      // A map the theme forbids wrapping (MDXComponents, NavbarItem/ComponentTypes) is ejected
      // the documented way: a copy that spreads the original's entries.
      // prism-include-languages, forbidden to wrap as it is a function, is a plain ejected copy.
      const extendsMap =
        action === 'eject' &&
        upstreamSafety(theme, component, 'wrap') === 'forbidden' &&
        component !== 'prism-include-languages';
      expect(importsOriginal, `${component} (${action})`).toBe(action === 'wrap' || extendsMap);
    }
  });

  it("gives each component the swizzle safety its theme's version here has", () => {
    for (const {component, theme, action, safety} of swizzled) {
      expect(`${component} ${action}: ${safety}`).toBe(
        `${component} ${action}: ${upstreamSafety(theme, component, action)}`,
      );
    }
  });
});
