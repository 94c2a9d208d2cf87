// @ts-check
// The docs @inkwell/cms ships for coding agents: the docs site's Markdown twins of its guides
// and API pages, copied from the site's build into the package's docs/ folder, and the
// package's AGENTS.md, which says where they are, which version they describe and what to read
// first. `npm pack` and `npm publish` write them (the package's prepack script,
// package-docs.mjs); the tarball test (tests/package-docs/) compares the result with the build.
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

/** The folder of the package the docs go in, and of the package's AGENTS.md. */
export const PACKAGE_DOCS_DIR = 'docs';

/** The template of the package's AGENTS.md: `{{version}}` and `{{pages}}` are filled in. */
export const AGENTS_TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'AGENTS.template.md');

/**
 * The Markdown twins of a docs site build: every `.md` file under `build/docs/`, as paths
 * relative to that folder, sorted.
 *
 * @param {string} buildDir - The site's build folder (`build/`).
 * @returns {string[]} Paths such as `getting-started/create-new-project.md`.
 * @throws {Error} When the build has no twins: the site has not been built.
 */
export function twinFiles(buildDir) {
  const docsDir = join(buildDir, 'docs');
  const files = existsSync(docsDir)
    ? readdirSync(docsDir, {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
        .map((entry) => relative(docsDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
        .sort()
    : [];
  if (files.length === 0) {
    throw new Error(
      `@inkwell/cms ships the docs site's Markdown pages, and ${docsDir} has none: the site has not been built. ` +
        'Run `npm run build` at the repository root, then pack again.',
    );
  }
  return files;
}

/**
 * The @inkwell/cms version a docs site build describes, from the line every page's footer
 * shows ("These docs describe @inkwell/cms 0.1.0.").
 *
 * @param {string} buildDir - The site's build folder (`build/`).
 * @returns {string} The version, such as `0.1.0`.
 * @throws {Error} When the build has no home page or its footer names no version.
 */
export function documentedVersion(buildDir) {
  const home = join(buildDir, 'index.html');
  if (!existsSync(home)) {
    throw new Error(`${home} is missing: the site has not been built. Run \`npm run build\` at the repository root.`);
  }
  // React may separate the interpolated version from the text around it with empty comments.
  const text = readFileSync(home, 'utf8').replace(/<!-- -->/g, '');
  const version = /These docs describe @inkwell\/cms ([^\s<]+?)\.</.exec(text)?.[1];
  if (!version) throw new Error(`${home} does not say which @inkwell/cms version the docs describe.`);
  return version;
}

/**
 * The page list of the package's AGENTS.md: one line per twin, its path in the package and
 * its title (the twin's first heading).
 *
 * @param {string} docsDir - The folder holding the twins.
 * @param {string[]} files - The twins, relative to `docsDir`.
 * @returns {string} Markdown list lines.
 */
export function pageList(docsDir, files) {
  return files
    .map((file) => {
      const heading = /^# (.+)$/m.exec(readFileSync(join(docsDir, file), 'utf8'))?.[1]?.trim();
      const path = `${PACKAGE_DOCS_DIR}/${file}`;
      return heading ? `- \`${path}\`: ${heading}` : `- \`${path}\``;
    })
    .join('\n');
}

/**
 * The package's AGENTS.md, from its template.
 *
 * @param {string} template - The template's text.
 * @param {string} version - The package's version, which its docs describe.
 * @param {string} pages - The page list ({@link pageList}).
 * @returns {string} The file's text.
 * @throws {Error} When the template points to a page the docs do not have.
 */
export function agentsMd(template, version, pages) {
  const text = template.replaceAll('{{version}}', version).replace('{{pages}}', pages);
  const listed = new Set([...pages.matchAll(/`([^`]+)`/g)].map((match) => match[1]));
  for (const [, path] of template.matchAll(/`(docs\/[^`]+\.md)`/g)) {
    if (!listed.has(path)) {
      throw new Error(
        `AGENTS.md tells agents to read ${path}, which the docs site no longer has. ` +
          `Change ${relative(process.cwd(), AGENTS_TEMPLATE)} to point to the page that replaced it.`,
      );
    }
  }
  return text;
}

/**
 * Writes the docs a package ships: the site's twins into `<packageDir>/docs/` (replacing what
 * was there) and `<packageDir>/AGENTS.md`.
 *
 * @param {{buildDir: string, packageDir: string}} dirs - The site's build folder and the package's folder.
 * @returns {{version: string, pages: number}} The version the docs describe and how many pages were copied.
 * @throws {Error} When the site has not been built, or was built for another version of the package.
 */
export function writePackageDocs({buildDir, packageDir}) {
  const files = twinFiles(buildDir);
  const {version} = /** @type {{version: string}} */ (
    JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
  );
  const documented = documentedVersion(buildDir);
  if (documented !== version) {
    throw new Error(
      `The docs site in ${buildDir} describes @inkwell/cms ${documented}, and the package is ${version}. ` +
        'Rebuild the site (`npm run build` at the repository root), then pack again.',
    );
  }
  const target = join(packageDir, PACKAGE_DOCS_DIR);
  rmSync(target, {recursive: true, force: true});
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), {recursive: true});
    cpSync(join(buildDir, 'docs', file), join(target, file));
  }
  const agents = agentsMd(readFileSync(AGENTS_TEMPLATE, 'utf8'), version, pageList(target, files));
  writeFileSync(join(packageDir, 'AGENTS.md'), agents);
  return {version, pages: files.length};
}

/**
 * How the docs a package ships differ from the site's twins.
 *
 * @param {string} buildDir - The site's build folder (`build/`).
 * @param {string} shippedDir - The package's docs folder, as unpacked from its tarball.
 * @returns {{missing: string[], stale: string[], extra: string[]}} Twins the package lacks,
 *   twins whose bytes differ, and pages the package has that the site does not.
 */
export function compareShippedDocs(buildDir, shippedDir) {
  const twins = twinFiles(buildDir);
  const shipped = existsSync(shippedDir)
    ? readdirSync(shippedDir, {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => relative(shippedDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    : [];
  const shippedSet = new Set(shipped);
  const twinSet = new Set(twins);
  return {
    missing: twins.filter((file) => !shippedSet.has(file)),
    stale: twins.filter(
      (file) =>
        shippedSet.has(file) &&
        !readFileSync(join(buildDir, 'docs', file)).equals(readFileSync(join(shippedDir, file))),
    ),
    extra: shipped.filter((file) => !twinSet.has(file)).sort(),
  };
}
