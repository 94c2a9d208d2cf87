import {cp, mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, relative} from 'node:path';

/**
 * A built page cut to what its Markdown twin is made from: the whole `<head>` (title and
 * description) and the `<main>` element (the content selectors all match inside it).
 *
 * @remarks
 * The llms-txt plugin parses each page whole, navbar, sidebar and footer included, and
 * then selects `main`'s content from the tree. On this site the sidebar lists every API
 * page, so most of each page's HTML was parsed only to be thrown away: parsing was most
 * of the plugin's time, and of the build's cost per page after bundling.
 *
 * @param html - A built page.
 * @returns The head and `main`; the page unchanged when it has no `main`.
 */
export function headAndMain(html: string): string {
  const bodyOpen = html.indexOf('<body');
  const bodyTagEnd = bodyOpen === -1 ? -1 : html.indexOf('>', bodyOpen) + 1;
  const mainStart = bodyTagEnd <= 0 ? -1 : html.indexOf('<main', bodyTagEnd);
  const mainEnd = html.lastIndexOf('</main>');
  if (mainStart === -1 || mainEnd < mainStart) return html;
  return `${html.slice(0, bodyTagEnd)}${html.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
}

/**
 * Writes {@link headAndMain} of every page under `outDir` into `inputDir`, at the same paths.
 *
 * @param outDir - The build.
 * @param inputDir - Where the cut pages go.
 * @returns How many pages were written.
 */
export async function writePageContents(outDir: string, inputDir: string): Promise<number> {
  const entries = await readdir(outDir, {recursive: true, withFileTypes: true});
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  await Promise.all(
    pages.map(async (entry) => {
      const from = join(entry.parentPath, entry.name);
      const to = join(inputDir, relative(outDir, from));
      await mkdir(dirname(to), {recursive: true});
      await writeFile(to, headAndMain(await readFile(from, 'utf8')));
    }),
  );
  return pages.length;
}

/**
 * Copies what the plugin wrote beside the cut pages (`.md` twins, `llms.txt`) into the build.
 *
 * @param inputDir - Where the plugin ran.
 * @param outDir - The build.
 * @returns How many files were copied.
 */
export async function copyPluginOutput(inputDir: string, outDir: string): Promise<number> {
  const entries = await readdir(inputDir, {recursive: true, withFileTypes: true});
  const outputs = entries.filter((entry) => entry.isFile() && /\.(md|txt)$/.test(entry.name));
  await Promise.all(
    outputs.map((entry) => {
      const from = join(entry.parentPath, entry.name);
      return cp(from, join(outDir, relative(inputDir, from)));
    }),
  );
  return outputs.length;
}
