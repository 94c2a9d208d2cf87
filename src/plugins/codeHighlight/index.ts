import {mkdirSync, writeFileSync} from 'node:fs';
import {join, sep} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const prismRequests = /^(prism-react-renderer|@theme\/prism-include-languages)$/;

/**
 * Code blocks highlighted by the server and adopted by the browser, so a first visit neither
 * downloads nor runs Prism. In the client bundle, Prism and the theme's client module that
 * registers its languages on every page resolve to a no-op everywhere but in `client/`, which
 * registers them with the first block it highlights. `css` is the Prism theme's colour-mode
 * variables (`prismCssTheme`).
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
