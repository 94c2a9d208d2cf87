import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractCodeBlocks, type CodeBlock} from '../../../tests/docs/extract';

/** One code block of the home page's Quick start, as the guide has it. */
export interface QuickStartBlock {
  /** The fence's `title`, the file the code goes in; undefined for shell commands. */
  title: string | undefined;
  language: string;
  code: string;
}

/** The Quick start's steps, in order, each with the guide's blocks for it. */
export type QuickStartSteps = Record<
  'create' | 'routes' | 'page' | 'notFound' | 'startAndStyles' | 'run',
  QuickStartBlock[]
>;

/** The guide the Quick start is taken from, which the guide runner follows in a real app. */
export const QUICK_START_GUIDE = 'docs/getting-started/create-new-project.md';

function toBlock(block: CodeBlock): QuickStartBlock {
  return {title: block.title, language: block.lang || 'text', code: block.code};
}

/**
 * Picks the Quick start's code out of the getting-started guide: the same files and commands, so
 * the home page cannot offer code the guide (and the runner that follows it) does not.
 *
 * @param source - The text of `create-new-project.md`.
 * @returns Each step's blocks.
 * @throws When the guide no longer has a block the Quick start shows, naming it.
 * @example
 * const steps = quickStartSteps(await readFile('docs/getting-started/create-new-project.md', 'utf8'));
 */
export function quickStartSteps(source: string): QuickStartSteps {
  const blocks = extractCodeBlocks(source, QUICK_START_GUIDE);
  const titled = (title: string, contains = ''): QuickStartBlock => {
    const found = blocks.find((block) => block.title === title && block.code.includes(contains));
    if (!found)
      throw new Error(
        `The home page's Quick start shows ${QUICK_START_GUIDE}'s "${title}" block, which it no longer has.`,
      );
    return toBlock(found);
  };
  const shell = (contains: string): QuickStartBlock => {
    const found = blocks.find((block) => block.lang === 'bash' && block.code.includes(contains));
    if (!found)
      throw new Error(
        `The home page's Quick start shows ${QUICK_START_GUIDE}'s \`${contains}\` command, which it no longer has.`,
      );
    return toBlock(found);
  };
  return {
    create: [shell('create-next-app@'), shell('npm install @inkwell/cms'), shell('rm app/page.tsx')],
    routes: [titled('app/api/inkwell/[...path]/route.ts'), titled('app/api/auth/[...path]/route.ts')],
    page: [
      titled('app/inkwell-site/site-data.ts'),
      titled('app/inkwell-site/site-layout.tsx'),
      titled('app/inkwell-site/[[...slug]]/page.tsx'),
      titled('app/inkwell-edit/[[...slug]]/page.tsx'),
    ],
    notFound: [titled('next.config.ts (excerpt)'), titled('proxy.ts'), titled('app/inkwell-404/page.tsx')],
    startAndStyles: [titled('instrumentation.ts'), titled('app/layout.tsx')],
    run: [titled('.env.local', 'GITHUB_CLIENT_ID'), shell('npm run dev')],
  };
}

/**
 * The module the home page's Quick start imports its steps from: the plugin's data file, so the
 * steps travel in the home page's own chunk rather than in every page's global data.
 */
export const QUICK_START_MODULE = '@inkwell/quick-start-steps';

/**
 * Hands the home page's Quick start the getting-started guide's code (`QUICK_START_MODULE`), read
 * when the site loads and again when the guide changes under `npm start`.
 *
 * @param context - Docusaurus's load context.
 * @returns The plugin.
 * @example
 * plugins: [guideQuickStart],
 */
export default function guideQuickStart(context: LoadContext): Plugin {
  const guide = join(context.siteDir, QUICK_START_GUIDE);
  let stepsFile: string | undefined;
  return {
    name: 'inkwell-guide-quick-start',
    getPathsToWatch: () => [guide],
    loadContent: async () => quickStartSteps(await readFile(guide, 'utf8')),
    contentLoaded: async ({content, actions}) => {
      stepsFile = await actions.createData('quick-start-steps.json', JSON.stringify(content));
    },
    configureWebpack: () => {
      if (stepsFile === undefined) throw new Error('The Quick start steps were not written before bundling.');
      return {resolve: {alias: {[QUICK_START_MODULE]: stepsFile}}};
    },
  };
}
