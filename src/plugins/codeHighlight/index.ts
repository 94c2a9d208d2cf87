import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Code blocks highlighted by the server and adopted by the browser (src/theme/CodeBlock).
 *
 * @remarks
 * - Loads `css`, the colour-mode variables of the Prism theme (`prismCssTheme`), on every page.
 * - Defines `INKWELL_SERVER_BUNDLE`, so the server bundle highlights code blocks synchronously
 *   and the client bundle leaves that code, and Prism, out.
 * - In the client bundle, replaces the theme's client module that registers Prism's extra
 *   languages on every page (and so puts Prism in the main bundle) with a no-op; the
 *   highlighter registers them itself when a block is highlighted in the browser.
 */
export default function codeHighlight(context: LoadContext, options: {css: string}): Plugin {
  const dir = join(context.generatedFilesDir, 'inkwell-code-highlight');
  const css = join(dir, 'prism-theme.css');
  const noop = join(dir, 'no-prism-languages.js');
  mkdirSync(dir, {recursive: true});
  writeFileSync(css, options.css);
  writeFileSync(noop, '// Prism loads with the first code block the browser highlights.\nexport {};\n');
  // Docusaurus requires its client modules by absolute path, without the extension.
  const languagesModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');
  return {
    name: 'inkwell-code-highlight',
    getClientModules: () => [css],
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.DefinePlugin({INKWELL_SERVER_BUNDLE: JSON.stringify(isServer)})],
        resolve: isServer ? {} : {alias: {[languagesModule]: noop, [`${languagesModule}.js`]: noop}},
      };
    },
  };
}
