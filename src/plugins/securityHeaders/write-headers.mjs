// @ts-check
// `npm run build` writes the security headers under build/ (index.ts); then
// `npm run headers:check` fails if the committed files differ, `npm run headers:update` copies them.
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {nginxInclude, scriptHashSources, securityHeaders, vercelConfig} from './policy.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..');

export const builtHeadersDir = '.security-headers';

const committedFiles = {
  'inkwell-docs-headers.conf': join(root, 'deploy', 'nginx', 'inkwell-docs-headers.conf'),
  'vercel.json': join(root, 'vercel.json'),
};

/**
 * Writes the nginx include and vercel.json (the committed one's other keys kept) for the pages
 * in `buildDir`, into `buildDir`/{@link builtHeadersDir}.
 * @param {string} buildDir
 * @param {Record<string, string>} [committed] the committed files' paths, by name
 */
export function writeBuiltHeaders(buildDir, committed = committedFiles) {
  const dir = join(buildDir, builtHeadersDir);
  mkdirSync(dir, {recursive: true});
  const pages = readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
  const headers = securityHeaders(scriptHashSources(pages));
  const vercel = JSON.parse(readFileSync(committed['vercel.json'] ?? committedFiles['vercel.json'], 'utf8'));
  writeFileSync(join(dir, 'inkwell-docs-headers.conf'), nginxInclude(headers));
  writeFileSync(join(dir, 'vercel.json'), `${JSON.stringify(vercelConfig(vercel, headers), null, 2)}\n`);
  return dir;
}

/**
 * The committed files that differ from the build's, with both texts.
 * @param {string} buildDir
 * @param {Record<string, string>} [committed]
 */
export function staleFiles(buildDir, committed = committedFiles) {
  const dir = join(buildDir, builtHeadersDir);
  if (!existsSync(dir)) {
    throw new Error(`${dir} does not exist: run \`npm run build\` first (its postBuild hook writes it).`);
  }
  return Object.entries(committed).flatMap(([name, committedPath]) => {
    const built = readFileSync(join(dir, name), 'utf8');
    const text = existsSync(committedPath) ? readFileSync(committedPath, 'utf8') : '';
    return built === text ? [] : [{name, committedPath, built, committed: text}];
  });
}

/**
 * @param {string} a
 * @param {string} b
 */
export function firstDifference(a, b) {
  const left = a.split('\n');
  const right = b.split('\n');
  const index = left.findIndex((line, i) => line !== right[i]);
  const at = index === -1 ? left.length : index;
  return {line: at + 1, committed: left[at] ?? '(end of file)', built: right[at] ?? '(end of file)'};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {update: {type: 'boolean', default: false}, build: {type: 'string'}}});
  const buildDir = resolve(values.build ?? join(root, 'build'));
  const stale = staleFiles(buildDir);
  if (values.update) {
    for (const {committedPath, built} of stale) writeFileSync(committedPath, built);
    console.log(
      stale.length
        ? `Updated: ${stale.map(({committedPath}) => relative(root, committedPath)).join(', ')}`
        : 'Security headers already match the build.',
    );
  } else if (stale.length > 0) {
    const details = stale.map(({committedPath, committed, built}) => {
      const diff = firstDifference(committed, built);
      return `  ${relative(root, committedPath)}, line ${diff.line}:\n    committed: ${diff.committed}\n    build:     ${diff.built}`;
    });
    console.error(
      `The committed security headers differ from the ones ${relative(root, buildDir) || '.'} needs ` +
        `(an inline script changed, or the policy in src/plugins/securityHeaders/policy.mjs did):\n${details.join('\n')}\n` +
        "To update them, build with the default base URL and copy the build's files over the committed ones:\n" +
        '  npm run build && npm run headers:update\n' +
        'then review and commit the result.',
    );
    process.exit(1);
  } else {
    console.log('The committed nginx include and vercel.json match the build.');
  }
}
