import {existsSync} from 'node:fs';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import {copyPluginOutput, writePageContents} from './pageContent';
import rehypeFlattenInteractive from './rehypeFlattenInteractive';
import rehypePlainCodeBlocks from './rehypePlainCodeBlocks';
import {sidebarRoutes} from './sidebarRoutes';

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
 * Writes the `.md` twins, `llms.txt` and `llms-full.txt` into the build. The llms-txt plugin,
 * made with the site's own context, reads the pages from the outDir it is given and writes
 * the twins beside them: it gets copies cut to their head and main (pageContent.ts), and its
 * output is copied into the build.
 *
 * @param context - The site's context.
 * @param props - What postBuild was given.
 * @returns How many pages llms-full.txt holds.
 */
export async function writeTwins(context: LoadContext, props: PostBuildProps): Promise<number> {
  const plugin = llmsTxtPlugin(context, llmsTxtOptions(context.siteConfig));
  const inputDir = await mkdtemp(join(context.generatedFilesDir, 'llms-input-'));
  try {
    await writePageContents(props.outDir, inputDir);
    await plugin.postBuild?.({...props, content: undefined, outDir: inputDir});
    await copyPluginOutput(inputDir, props.outDir);
  } finally {
    await rm(inputDir, {recursive: true, force: true});
  }
  return writeLlmsFull(props.outDir, sidebarRoutes(props.routes, 'docs', context.baseUrl));
}
