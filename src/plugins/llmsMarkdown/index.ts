import type {LoadContext, Plugin} from '@docusaurus/types';
import {phaseLine} from '../shared/phaseLine.mjs';
import type {TwinsOptions} from './twins';

/**
 * Markdown for readers' AI assistants, from the built HTML (after MDX and TypeDoc): a `.md`
 * twin beside every page, `llms.txt` (llmstxt.org) and `llms-full.txt`, in the docs sidebar's
 * order. The conversion loads in postBuild, when it is used, not with the config.
 */
export default function llmsMarkdown(context: LoadContext, options: TwinsOptions): Plugin {
  return {
    name: 'inkwell-llms-markdown',
    async postBuild(props) {
      const started = performance.now();
      const {writeTwins} = await import('./twins');
      console.log(`[llms] ${writeTwins(context, props, options)} Markdown twins, llms.txt and llms-full.txt`);
      console.log(phaseLine('Markdown twins and llms.txt', performance.now() - started));
    },
  };
}
