import {copyFileSync, mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {serverEntryWith} from './serverEntry';

/**
 * The docs' live demos compile `@inkwell/cms` from its source, in `npm start` and in
 * `npm run build` alike, so neither waits for the library's own `tsc` build.
 *
 * @remarks
 * - Both bundles get the library's browser entry: the client would pick it anyway (the
 *   package's `browser` condition), and the server bundle, which pre-renders the pages in
 *   Node, would otherwise pick the full build and with it the server API's lazily imported
 *   MongoDB and AWS SDKs; the docs only render components.
 * - The playground and the demos run a site in the page through the library's
 *   `@inkwell/cms/playground` entry, compiled from its source the same way.
 * - The library's imports name `.js` files, as Node's ESM wants; in its source they are
 *   `.ts`/`.tsx`. The extension alias applies to the library's folder only.
 * - The browser bundle gets a stub of the demos' server markup, so a first visit does not
 *   download the library (src/components/InkwellDemo).
 * - The server bundle holds the demos' server markup, and with it the library, once, in its
 *   entry chunk (serverEntry.ts), rather than a copy in each page's chunk.
 * - The library's stylesheet is served as a file of its own (`/inkwell/styles.css`), loaded
 *   by the pages with a demo only: imported from a component it would join the stylesheet
 *   every page loads.
 */
export default function inkwellLibrary(context: LoadContext): Plugin {
  const source = join(context.siteDir, 'packages', 'inkwell', 'src');
  const demosServerMarkup = join(context.siteDir, 'src', 'components', 'InkwellDemo', 'serverMarkup.tsx');
  const styles = join(source, 'styles.css');
  const copyStyles = () => {
    const target = join(context.siteDir, 'static', 'inkwell', 'styles.css');
    mkdirSync(dirname(target), {recursive: true});
    copyFileSync(styles, target);
  };
  return {
    name: 'inkwell-library',
    getPathsToWatch: () => [styles],
    // Before the bundler copies static/: on every build and start, and under `npm start`
    // whenever the stylesheet changes.
    loadContent: copyStyles,
    configureWebpack(config, isServer, {currentBundler}) {
      return {
        ...(isServer && {
          entry: serverEntryWith(config.entry, demosServerMarkup),
          mergeStrategy: {'entry.main': 'replace'},
        }),
        resolve: {
          alias: {
            '@inkwell/cms$': join(source, 'index.browser.ts'),
            '@inkwell/cms/playground$': join(source, 'playground.ts'),
          },
        },
        module: {
          rules: [
            {
              include: source,
              resolve: {extensionAlias: {'.js': ['.ts', '.tsx', '.js']}},
            },
          ],
        },
        plugins: isServer
          ? []
          : [new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/serverMarkup$/, './serverMarkup.browser')],
      };
    },
  };
}
