import type {Plugin, PostCssOptions} from '@docusaurus/types';

/**
 * The site's PostCSS options: no PostCSS plugin, and no config file to look for.
 *
 * @remarks
 * - Lightning CSS, which minifies the production stylesheet, also lowers and prefixes it for
 *   the site's browserslist, so the plugins Docusaurus's style loader starts with
 *   (postcss-preset-env) only repeat that work: with both, the stylesheet differed only in
 *   vendor prefixes no listed browser needs. `npm start` serves the stylesheet unprefixed, to
 *   the latest browsers its browserslist names.
 * - `config: false` tells postcss-loader the site has no PostCSS config file; without it,
 *   postcss-loader searches every folder up to the root for one, for every stylesheet.
 *
 * This plugin is listed before any plugin that adds a PostCSS plugin (with `configurePostCss`,
 * not a config file), so what those add is kept.
 */
export function sitePostCssOptions(options: PostCssOptions): PostCssOptions {
  return {...options, config: false, plugins: []};
}

/** {@link sitePostCssOptions} as a plugin. */
export default function postcssConfig(): Plugin {
  return {
    name: 'inkwell-postcss-config',
    configurePostCss: sitePostCssOptions,
  };
}
