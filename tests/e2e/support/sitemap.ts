import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from '../../support/serve-build.cjs';

/** Paths of every URL in the built sitemap, so tests visit what search engines would. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}
