import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {phaseLine} from '../../../scripts/bench/phases.mjs';
import {whenBrowserBundleWritten} from '../browserBundleWritten';
import {standbyNodeChild} from '../nodeChild';
import type {TwinsJob} from './twins';

const startTwins = () => standbyNodeChild(join(__dirname, 'child.cjs'), '[llms] Markdown twins');

/**
 * Markdown for readers' AI assistants, from the built HTML: a `.md` twin beside every docs
 * page (`/docs/x/y` → `/docs/x/y.md`, API pages included), `llms.txt` (llmstxt.org) and
 * `llms-full.txt`. Wraps @signalwire/docusaurus-plugin-llms-txt, which converts what
 * readers see, after MDX and TypeDoc have run; a rehype step first turns Tabs, the stack
 * picker and live demos into plain content. The plugin and its conversion run in a child
 * process (child.cjs, twins.ts) beside Pagefind's: neither its modules nor the parsed pages
 * add to the build's memory. In a production build the process starts when the browser
 * bundle is written, so it loads its modules while the pages are pre-rendered, on the core
 * that leaves idle, and not beside TypeDoc, which keeps both busy.
 */
export default function llmsMarkdown(): Plugin {
  let twins: ReturnType<typeof startTwins> | undefined;
  const ready = () => (twins ??= startTwins());
  return {
    name: 'inkwell-llms-markdown',
    configureWebpack: (config, isServer) => whenBrowserBundleWritten(config, isServer, ready),
    async postBuild({outDir, siteDir, generatedFilesDir, siteConfig, routes}) {
      const started = performance.now();
      const job: TwinsJob = {outDir, siteDir, generatedFilesDir, siteConfig, routes};
      await ready().run(job);
      console.log(phaseLine('Markdown twins and llms.txt (child process)', performance.now() - started));
    },
  };
}
