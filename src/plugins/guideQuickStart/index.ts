import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Code} from 'mdast';

/** The guide the home page's install commands come from, which the guide runner follows. */
export const QUICK_START_GUIDE = 'docs/getting-started/create-new-project.md';

/** What each command the home page shows begins with, in the order it shows them. */
const COMMANDS = ['npx create-next-app@', 'npm install @inkwell/cms'];

/** The guide's commands that make the app and install Inkwell, so the home page shows the guide's. */
export function installCommands(source: string): string[] {
  const shellBlocks = fromMarkdown(source)
    .children.filter((node): node is Code => node.type === 'code' && node.lang === 'bash')
    .map((node) => node.value);
  return COMMANDS.map((start) => {
    const found = shellBlocks.find((code) => code.includes(start));
    if (found === undefined) {
      throw new Error(`The home page shows ${QUICK_START_GUIDE}'s \`${start}\` command, which it no longer has.`);
    }
    return found;
  });
}

/** The plugin's data file, so the commands travel in the home page's chunk, not in global data. */
export const QUICK_START_MODULE = '@inkwell/quick-start-steps';

export default function guideQuickStart(context: LoadContext): Plugin {
  const guide = join(context.siteDir, QUICK_START_GUIDE);
  let stepsFile: string | undefined;
  return {
    name: 'inkwell-guide-quick-start',
    getPathsToWatch: () => [guide],
    loadContent: async () => installCommands(await readFile(guide, 'utf8')),
    contentLoaded: async ({content, actions}) => {
      stepsFile = await actions.createData('quick-start-steps.json', JSON.stringify(content));
    },
    configureWebpack: () => {
      if (stepsFile === undefined) throw new Error('The install commands were not written before bundling.');
      return {resolve: {alias: {[QUICK_START_MODULE]: stepsFile}}};
    },
  };
}
