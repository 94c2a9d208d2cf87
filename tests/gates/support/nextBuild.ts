import {createHash} from 'node:crypto';
import {cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const hashedAsset = /^(.+)\.([0-9a-f]{8})\.(js|css)$/;
const textFile = /\.(html|js|css|json|xml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Makes "build B" from build A in `outDir`: every hashed asset gets a new content hash (the
 * worst case, a deploy that changes every chunk), references to them are rewritten in the
 * pages and the bundler runtime, and `textChange` is applied to pages and chunks.
 *
 * Cheaper and steadier than a second `docusaurus build` (minutes on a busy machine), and
 * what matters for skew is exactly this: the old names are gone from the new build.
 */
export function copyAsNextBuild(buildDir: string, outDir: string, textChange: {from: string; to: string}): void {
  cpSync(buildDir, outDir, {recursive: true});
  // The precompressed copies would still hold build A's text; nginx gzips on the fly instead.
  for (const file of filesUnder(outDir).filter((path) => path.endsWith('.gz'))) rmSync(file);
  const renames = new Map<string, string>();
  for (const sub of ['js', 'css']) {
    const dir = join(outDir, 'assets', sub);
    for (const file of readdirSync(dir)) {
      const match = hashedAsset.exec(file);
      if (!match) continue;
      const [, name, hash, extension] = match as unknown as [string, string, string, string];
      const next = createHash('sha256').update(`build B ${hash}`).digest('hex').slice(0, 8);
      renames.set(hash, next);
      renameSync(join(dir, file), join(dir, `${name}.${next}.${extension}`));
    }
  }
  const oldHashes = new RegExp(`\\b(${[...renames.keys()].join('|')})\\b`, 'g');
  for (const file of filesUnder(outDir).filter((path) => textFile.test(path))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text
      .replace(oldHashes, (hash) => renames.get(hash) ?? hash)
      .replaceAll(textChange.from, textChange.to);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}
