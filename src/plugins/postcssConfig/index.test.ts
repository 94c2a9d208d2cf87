import {describe, expect, it} from 'vitest';
import {trimmedPostCssOptions} from './postcssConfig';

describe('trimmedPostCssOptions', () => {
  // What Docusaurus 3.7's style loader passes (node_modules/@docusaurus/bundler/lib/loaders/styleLoader.js).
  const docusaurusOptions = {
    ident: 'postcss',
    plugins: [['/site/node_modules/postcss-preset-env/dist/index.cjs', {}]],
  };

  it('drops postcss-preset-env, which Lightning CSS makes redundant, and says there is no config file', () => {
    expect(trimmedPostCssOptions(docusaurusOptions)).toEqual({ident: 'postcss', plugins: [], config: false});
  });

  it('keeps the plugins other plugins add, given by path, alone or with options, or as functions', () => {
    const custom = () => ({postcssPlugin: 'custom'});
    const options = {
      ...docusaurusOptions,
      plugins: [
        ...docusaurusOptions.plugins,
        'C:\\site\\node_modules\\tailwindcss\\index.js',
        ['/site/node_modules/postcss-nesting/index.js', {edition: '2024-02'}],
        custom,
      ],
    };
    expect(trimmedPostCssOptions(options).plugins).toEqual(options.plugins.slice(1));
  });

  it('finds the preset by its folder in a Windows path too', () => {
    const options = {plugins: [['C:\\site\\node_modules\\postcss-preset-env\\dist\\index.cjs', {}]]};
    expect(trimmedPostCssOptions(options).plugins).toEqual([]);
  });
});
