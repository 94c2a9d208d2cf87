import {mkdirSync, writeFileSync} from 'node:fs';
import {join, sep} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The requests the theme's Prism client module makes, matched exactly. */
const prismRequests = /^(prism-react-renderer|@theme\/prism-include-languages)$/;

/**
 * Code blocks highlighted by the server and adopted by the browser, so a first visit neither
 * downloads nor runs Prism.
 *
 * @remarks
 * - Provides its theme components from `theme/` (`getThemePath`): `CodeBlock/Content/String`
 *   and `prism-include-languages`, over theme-classic's; their helpers are in `client/`.
 * - Loads `css`, the colour-mode variables of the Prism theme (`prismCssTheme`), on every page.
 * - Defines `INKWELL_SERVER_BUNDLE`, so the server bundle highlights code blocks synchronously
 *   and the client bundle leaves that code, and Prism, out.
 * - In the client bundle, `prism-react-renderer` and `@theme/prism-include-languages` resolve
 *   to a no-op everywhere but in the highlighter (`client/`): the theme's client module that
 *   registers Prism's languages on every page (and so puts Prism in the main bundle) becomes a
 *   no-op, and the highlighter registers them itself, with the first block it highlights in
 *   the browser.
 */
export default function codeHighlight(context: LoadContext, options: {css: string}): Plugin {
  const dir = join(context.generatedFilesDir, 'inkwell-code-highlight');
  const css = join(dir, 'prism-theme.css');
  const noop = join(dir, 'no-prism.js');
  const highlighter = join(__dirname, 'client') + sep;
  mkdirSync(dir, {recursive: true});
  writeFileSync(css, options.css);
  writeFileSync(
    noop,
    '// Prism loads with the first code block the browser highlights.\nexport const Prism = undefined;\nexport default function prismIncludeLanguages() {}\n',
  );
  return {
    name: 'inkwell-code-highlight',
    getThemePath: () => join(__dirname, 'theme'),
    getClientModules: () => [css],
    configureWebpack(_config, isServer, {currentBundler}) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      const define = new DefinePlugin({INKWELL_SERVER_BUNDLE: JSON.stringify(isServer)});
      if (isServer) return {plugins: [define]};
      const keepPrismOut = new NormalModuleReplacementPlugin(
        prismRequests,
        (resource: {request: string; contextInfo?: {issuer?: string}}) => {
          if (!resource.contextInfo?.issuer?.startsWith(highlighter)) resource.request = noop;
        },
      );
      return {plugins: [define, keepPrismOut]};
    },
  };
}
