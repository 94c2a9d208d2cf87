import {existsSync} from 'node:fs';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import {phaseLine} from '../../../scripts/bench/phases.mjs';
import {copyPluginOutput, writePageContents} from './pageContent';
import rehypeFlattenInteractive from './rehypeFlattenInteractive';
import {docRoute, sidebarDocIds, type SidebarEntry} from './sidebarRoutes';

/**
 * Docs routes in sidebar order. Read after the build: the sidebar includes the API pages'
 * sidebar, which TypeDoc writes while the site loads.
 */
async function sidebarOrder(siteDir: string): Promise<string[]> {
  const {default: sidebars} = await import('../../../sidebars');
  return sidebarDocIds(sidebars.docs as SidebarEntry[]).map((id) => docRoute(id, join(siteDir, 'docs')));
}

/**
 * llms-full.txt: llms.txt, then every docs page's Markdown twin in sidebar order. Written
 * here because the plugin appends pages in the order it discovered the routes.
 */
export async function writeLlmsFull(outDir: string, routes: string[]): Promise<number> {
  const parts = [await readFile(join(outDir, 'llms.txt'), 'utf8'), '\n\n---\n\n'];
  let pages = 0;
  for (const route of routes) {
    const twin = join(outDir, `${route}.md`);
    if (!existsSync(twin)) throw new Error(`llms-full.txt: no Markdown twin ${route}.md for a page in the sidebar`);
    parts.push((await readFile(twin, 'utf8')).trim(), '\n\n---\n\n');
    pages += 1;
  }
  await writeFile(join(outDir, 'llms-full.txt'), parts.join(''));
  return pages;
}

/**
 * Markdown for readers' AI assistants, from the built HTML: a `.md` twin beside every docs
 * page (`/docs/x/y` → `/docs/x/y.md`, API pages included), `llms.txt` (llmstxt.org) and
 * `llms-full.txt`. Wraps @signalwire/docusaurus-plugin-llms-txt, which converts what
 * readers see, after MDX and TypeDoc have run; a rehype step first turns Tabs, the stack
 * picker and live demos into plain content.
 */
export default function llmsMarkdown(context: LoadContext): Plugin {
  const inner = llmsTxtPlugin(context, {
    siteTitle: context.siteConfig.title,
    siteDescription: context.siteConfig.tagline,
    depth: 2,
    enableDescriptions: true,
    onRouteError: 'throw',
    logLevel: 1,
    content: {
      enableMarkdownFiles: true,
      enableLlmsFullTxt: false,
      relativePaths: false,
      includeDocs: true,
      includePages: false,
      includeBlog: false,
      includeGeneratedIndex: true,
      beforeDefaultRehypePlugins: [rehypeFlattenInteractive],
    },
  }) as Plugin;
  const innerPostBuild = inner.postBuild;
  return {
    ...inner,
    name: 'inkwell-llms-markdown',
    async postBuild(props) {
      const started = performance.now();
      // The plugin reads the pages from its outDir and writes the twins beside them: it
      // runs on copies cut to their head and main (pageContent.ts), and its output is
      // copied into the build.
      const inputDir = await mkdtemp(join(props.generatedFilesDir, 'llms-input-'));
      try {
        await writePageContents(props.outDir, inputDir);
        await innerPostBuild?.call(inner, {...props, outDir: inputDir});
        await copyPluginOutput(inputDir, props.outDir);
      } finally {
        await rm(inputDir, {recursive: true, force: true});
      }
      const pages = await writeLlmsFull(props.outDir, await sidebarOrder(context.siteDir));
      console.log(`[llms] llms-full.txt: ${pages} pages in sidebar order`);
      console.log(phaseLine('Markdown twins and llms.txt', performance.now() - started));
    },
  };
}
