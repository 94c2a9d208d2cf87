import type {Plugin} from '@docusaurus/types';

/**
 * Tells postcss-loader that the site has no PostCSS config file, so it stops looking for one.
 *
 * @remarks
 * Docusaurus passes its PostCSS plugins inline, yet postcss-loader still searched for a
 * config for every stylesheet: 27 file names in each folder up to the root, with a fresh
 * search each time. That was about 0.8 s of the build's main thread. Add PostCSS plugins
 * with `configurePostCss` in a plugin, not in a config file.
 */
export default function postcssConfig(): Plugin {
  return {
    name: 'inkwell-postcss-config',
    configurePostCss(options) {
      return {...options, config: false};
    },
  };
}
