import type {LoadContext, Plugin} from '@docusaurus/types';
import {phaseLine} from '../shared/phaseLine.mjs';
import type {TwinsOptions} from './twins';

/**
 * Markdown for readers' AI assistants, from the built HTML: a `.md` twin beside every page
 * (`/docs/x/y` → `/docs/x/y.md`, API pages included), `llms.txt` (llmstxt.org) and
 * `llms-full.txt`, in the docs sidebar's order. The twins are what readers see, after MDX
 * and TypeDoc have run, converted with unified (toMarkdown.ts); rehype steps first turn
 * Tabs, the stack picker and live demos into plain content. The conversion's modules load
 * in postBuild, when they are used, not with the config.
 */
export default function llmsMarkdown(
  context: LoadContext,
  options: TwinsOptions = {overview: [], exclude: ['/']},
): Plugin {
  return {
    name: 'inkwell-llms-markdown',
    async postBuild(props) {
      const started = performance.now();
      const {writeTwins} = await import('./twins');
      const pages = writeTwins(context, props, options);
      console.log(`[llms] ${pages} Markdown twins, llms.txt and llms-full.txt`);
      console.log(phaseLine('Markdown twins and llms.txt', performance.now() - started));
    },
  };
}
