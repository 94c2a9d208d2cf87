import {describe, expect, it} from 'vitest';
import {sitePostCssOptions} from '.';

describe('sitePostCssOptions', () => {
  it('runs no PostCSS plugin, since Lightning CSS lowers and prefixes, and says there is no config file', () => {
    const docusaurusOptions = {
      ident: 'postcss',
      plugins: [['/site/node_modules/postcss-preset-env/dist/index.cjs', {}]],
    };
    expect(sitePostCssOptions(docusaurusOptions)).toEqual({ident: 'postcss', plugins: [], config: false});
  });
});
