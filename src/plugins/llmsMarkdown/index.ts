import type {LoadContext, Plugin} from '@docusaurus/types';
import {phaseLine} from '../shared/phaseLine.mjs';

/**
 * Markdown for readers' AI assistants, from the built HTML: a `.md` twin beside every docs
 * page (`/docs/x/y` → `/docs/x/y.md`, API pages included), `llms.txt` (llmstxt.org) and
 * `llms-full.txt` in sidebar order. It composes @signalwire/docusaurus-plugin-llms-txt, which
 * converts what readers see, after MDX and TypeDoc have run; a rehype step first turns
 * Tabs, the stack picker and live demos into plain content. The conversion's modules load
 * in postBuild, when they are used, not with the config.
 */
export default function llmsMarkdown(context: LoadContext): Plugin {
  return {
    name: 'inkwell-llms-markdown',
    async postBuild(props) {
      const started = performance.now();
      const {writeTwins} = await import('./twins');
      const pages = await writeTwins(context, props);
      console.log(`[llms] llms-full.txt: ${pages} pages in sidebar order`);
      console.log(phaseLine('Markdown twins and llms.txt', performance.now() - started));
    },
  };
}
