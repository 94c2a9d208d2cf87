import type {Plugin, PostCssOptions} from '@docusaurus/types';

/** A PostCSS plugin as Docusaurus lists it: a module path, alone or with its options. */
function pluginPath(plugin: unknown): string | undefined {
  const name: unknown = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Docusaurus's PostCSS options, less what the build does anyway or does not need.
 *
 * @remarks
 * - `config: false` tells postcss-loader the site has no PostCSS config file. Docusaurus
 *   passes its plugins inline, yet postcss-loader still searched for a config for every
 *   stylesheet: 27 file names in each folder up to the root, with a fresh search each time,
 *   about 0.8 s of the build's main thread.
 * - postcss-preset-env is dropped: Lightning CSS, which minifies the production stylesheet,
 *   lowers and prefixes it for the same browserslist. With both, the stylesheet differed
 *   only in vendor prefixes that no browser in the list needs (`-webkit-text-decoration:
 *   none`, a repeated `-webkit-mask`), and the preset cost the build's main thread about
 *   half a second (loading its plugins, then autoprefixer and browserslist on every
 *   stylesheet). `npm start` serves the stylesheet unprefixed, to the latest browsers its
 *   browserslist names.
 *
 * Add PostCSS plugins with `configurePostCss` in a plugin, not in a config file.
 *
 * @param options - The options Docusaurus's style loader passes to postcss-loader.
 * @returns The same options with `config: false` and without postcss-preset-env.
 * @example
 * configurePostCss: trimmedPostCssOptions,
 */
export function trimmedPostCssOptions(options: PostCssOptions): PostCssOptions {
  const plugins = options.plugins.filter((plugin) => !/[\\/]postcss-preset-env[\\/]/.test(pluginPath(plugin) ?? ''));
  return {...options, config: false, plugins};
}

/** {@link trimmedPostCssOptions} as a plugin. */
export default function postcssConfig(): Plugin {
  return {
    name: 'inkwell-postcss-config',
    configurePostCss: trimmedPostCssOptions,
  };
}
