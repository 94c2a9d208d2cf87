import {copyFileSync, mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {serverEntryWith} from './serverEntry';

/**
 * The docs' live demos compile `@inkwell/cms` from its source, so neither `npm start` nor the
 * build waits for the library's `tsc`.
 *
 * @remarks
 * - Both bundles get the browser entry: the server bundle would otherwise pick the full build,
 *   and with it the server API's MongoDB and AWS SDKs.
 * - The browser bundle gets a stub of the demos' server markup (src/components/InkwellDemo), so
 *   a first visit does not download the library; the server bundle holds it once, in its entry
 *   chunk (serverEntry.ts).
 * - The stylesheet is a file of its own (`/inkwell/styles.css`), loaded only by pages with a
 *   demo: imported from a component, it would join the stylesheet every page loads.
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
    // Before the bundler copies static/, and again when the stylesheet changes.
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
            // The library's imports name `.js` files, as Node's ESM wants.
            {include: source, resolve: {extensionAlias: {'.js': ['.ts', '.tsx', '.js']}}},
          ],
        },
        plugins: isServer
          ? []
          : [new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/serverMarkup$/, './serverMarkup.browser')],
      };
    },
  };
}
