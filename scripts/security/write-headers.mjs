// @ts-check
// Runs after `docusaurus build` (the `postbuild` npm script): hashes the inline scripts of
// every built page and writes the security headers into the nginx include and vercel.json.
// `--check` writes nothing and fails if either file is out of date, for review or CI.
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {nginxInclude, scriptHashSources, securityHeaders, vercelConfig} from './policy.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
export const nginxIncludePath = join(root, 'deploy', 'nginx', 'inkwell-docs-headers.conf');
export const vercelJsonPath = join(root, 'vercel.json');

/**
 * Every .html file under `dir`.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The two files' contents for the build in `buildDir`.
 * @param {string} buildDir
 */
export function renderedFiles(buildDir) {
  const hashes = scriptHashSources(htmlFiles(buildDir).map((file) => readFileSync(file, 'utf8')));
  const headers = securityHeaders(hashes);
  const existing = JSON.parse(readFileSync(vercelJsonPath, 'utf8'));
  return {
    [nginxIncludePath]: nginxInclude(headers),
    [vercelJsonPath]: `${JSON.stringify(vercelConfig(existing, headers), null, 2)}\n`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {check: {type: 'boolean', default: false}, build: {type: 'string'}}});
  const buildDir = resolve(values.build ?? join(root, 'build'));
  const files = renderedFiles(buildDir);
  const stale = Object.entries(files).filter(([path, text]) => {
    try {
      return readFileSync(path, 'utf8') !== text;
    } catch {
      return true;
    }
  });
  if (values.check) {
    if (stale.length > 0) {
      console.error(`Out of date with ${buildDir}: ${stale.map(([path]) => path).join(', ')}. Run npm run build.`);
      process.exit(1);
    }
    console.log('Security headers match the build.');
  } else {
    for (const [path, text] of stale) writeFileSync(path, text);
    console.log(stale.length ? `Security headers written: ${stale.map(([path]) => path).join(', ')}` : 'Security headers unchanged.');
  }
}
