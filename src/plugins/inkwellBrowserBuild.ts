import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Builds the docs' live demos from `@inkwell/cms`'s browser build in both bundles.
 *
 * @remarks
 * The client bundle picks the browser build by itself (the package's `browser` export
 * condition). The server bundle, which pre-renders the pages in Node, would pick the full
 * build, and with it the server API's lazily imported MongoDB and AWS SDKs; the docs only
 * render components, so it gets the browser build too.
 */
export default function inkwellBrowserBuild(context: LoadContext): Plugin {
  return {
    name: 'inkwell-browser-build',
    configureWebpack(config, isServer, {currentBundler}) {
      // The demos' markup is rendered by the server bundle only; the browser bundle gets a
      // stub, so a first visit does not download the library (src/components/InkwellDemo).
      const plugins = isServer
        ? []
        : [new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/serverMarkup$/, './serverMarkup.browser')];
      if (config.mode === 'development') {
        // `npm start`: the demos compile the library from its source, so an edit to a
        // component shows on the next reload, with no library build in between. Its
        // imports name `.js` files, as Node's ESM wants, for `.ts`/`.tsx` sources.
        const source = join(context.siteDir, 'packages', 'inkwell', 'src', 'index.browser.ts');
        return {resolve: {alias: {'@inkwell/cms$': source}, extensionAlias: {'.js': ['.ts', '.tsx', '.js']}}, plugins};
      }
      return {resolve: {alias: {'@inkwell/cms$': '@inkwell/cms/browser'}}, plugins};
    },
  };
}
