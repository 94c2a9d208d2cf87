import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

/** Paths of every URL in the built sitemap, so tests visit what search engines would. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(fileURLToPath(new URL('../../../build/sitemap.xml', import.meta.url)), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}
