import type {Plugin, PostCssOptions} from '@docusaurus/types';

/**
 * The site's PostCSS options: no plugin, since Lightning CSS, which minifies the stylesheet,
 * also lowers and prefixes it for the browserslist (postcss-preset-env only repeated that); and
 * no config file, which postcss-loader would otherwise look for up to the root for every
 * stylesheet. Listed before any plugin that adds a PostCSS plugin, so what those add is kept.
 */
export function sitePostCssOptions(options: PostCssOptions): PostCssOptions {
  return {...options, config: false, plugins: []};
}

export default function postcssConfig(): Plugin {
  return {
    name: 'inkwell-postcss-config',
    configurePostCss: sitePostCssOptions,
  };
}
