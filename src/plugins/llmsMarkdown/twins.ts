import {existsSync} from 'node:fs';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {DocusaurusConfig, LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import {copyPluginOutput, writePageContents} from './pageContent';
import rehypeFlattenInteractive from './rehypeFlattenInteractive';
import rehypePlainCodeBlocks from './rehypePlainCodeBlocks';
import {docRoute, sidebarDocIds, type SidebarEntry} from './sidebarRoutes';

/**
 * What the twins are made from: the build's folders, the site's config and its routes, as
 * JSON (the config's functions, which the plugin does not read, are left out).
 */
export type TwinsJob = {
  outDir: string;
  siteDir: string;
  generatedFilesDir: string;
  siteConfig: DocusaurusConfig;
  routes: RouteConfig[];
};

type PluginOptions = NonNullable<Parameters<typeof llmsTxtPlugin>[1]>;
type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** The llms-txt plugin's options for this site. */
export function llmsTxtOptions(siteConfig: Pick<DocusaurusConfig, 'title' | 'tagline'>): PluginOptions {
  return {
    siteTitle: siteConfig.title,
    siteDescription: siteConfig.tagline,
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
      beforeDefaultRehypePlugins: [rehypeFlattenInteractive, rehypePlainCodeBlocks],
    },
  };
}

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
 * Writes the `.md` twins, `llms.txt` and `llms-full.txt` into the build. The plugin reads the
 * pages from its outDir and writes the twins beside them: it runs on copies cut to their head
 * and main (pageContent.ts), and its output is copied into the build.
 * @returns how many pages llms-full.txt holds
 */
export async function writeTwins(job: TwinsJob): Promise<number> {
  // The plugin reads only these from its context and postBuild's props.
  const context = {siteDir: job.siteDir, generatedFilesDir: job.generatedFilesDir, siteConfig: job.siteConfig};
  const plugin = llmsTxtPlugin(context as unknown as LoadContext, llmsTxtOptions(job.siteConfig)) as Plugin;
  const inputDir = await mkdtemp(join(job.generatedFilesDir, 'llms-input-'));
  try {
    await writePageContents(job.outDir, inputDir);
    await plugin.postBuild?.({...context, outDir: inputDir, routes: job.routes} as unknown as PostBuildProps);
    await copyPluginOutput(inputDir, job.outDir);
  } finally {
    await rm(inputDir, {recursive: true, force: true});
  }
  return writeLlmsFull(job.outDir, await sidebarOrder(job.siteDir));
}
