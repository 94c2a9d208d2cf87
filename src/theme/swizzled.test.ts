import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {getSwizzleConfig} from '@docusaurus/theme-classic';
import {describe, expect, it} from 'vitest';
import {checkedAgainst, copies, swizzled, themeDirs} from './swizzled';

const siteDir = join(__dirname, '..', '..');

/**
 * The components in a theme folder, by name, with their file: every `.tsx` file, `X/index.tsx`
 * named `X`, and the `.ts` modules at its top level (`prism-include-languages`) other than the
 * swizzle list and its test. Deeper `.ts` files are a component's helpers.
 */
function themeComponents(dir: string): Map<string, string> {
  const themeDir = join(siteDir, dir);
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
    components.set(name, relative(siteDir, path).split(sep).join('/'));
  }
  return components;
}

/** Upstream's rating, as `docusaurus swizzle` reads it: theme-classic's config, or `unsafe` for a component it does not rate. */
function upstreamSafety(theme: string | undefined, component: string, action: 'wrap' | 'eject'): string {
  if (theme) return 'unsafe';
  return getSwizzleConfig?.()?.components[component]?.actions[action] ?? 'unsafe';
}

/** An installed package's version (theme-common's exports map does not list its package.json). */
function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
    .version;
}

describe('src/theme/swizzled.ts', () => {
  const files = new Map<string, string>(
    themeDirs.flatMap((dir) => [...themeComponents(dir)].map(([name, file]) => [`${dir} ${name}`, file] as const)),
  );
  const fileOf = ({component, dir = 'src/theme'}: {component: string; dir?: string}) =>
    files.get(`${dir} ${component}`) ?? '';

  it('lists exactly the components in the theme folders', () => {
    expect(swizzled.map(({component, dir = 'src/theme'}) => `${dir} ${component}`).sort()).toEqual(
      [...files.keys()].sort(),
    );
  });

  it('says how each is swizzled: a wrapper renders the original, an ejected copy replaces it', () => {
    for (const row of swizzled) {
      const {component, action, theme} = row;
      const importsOriginal = /from '@theme-(original|init)\//.test(readFileSync(join(siteDir, fileOf(row)), 'utf8'));
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

  it('fails when the theme is not the version the ejects, unsafe wraps and copies were read against', () => {
    const toRecheck = [
      ...swizzled.filter(({action, safety}) => action === 'eject' || safety !== 'safe').map(fileOf),
      ...copies.map(({file, from}) => `${file} (from ${from})`),
    ];
    for (const name of ['@docusaurus/theme-common', '@docusaurus/theme-classic']) {
      expect(
        installedVersion(name),
        `${name} changed: compare these with its new version, then set checkedAgainst: ${toRecheck.join(', ')}`,
      ).toBe(checkedAgainst);
    }
  });
});
