// @ts-check
// The prepack step of @inkwell/cms (`npm pack`, `npm publish`): copies the docs site's
// Markdown twins into packages/inkwell/docs/ and writes packages/inkwell/AGENTS.md. Both are
// generated and git-ignored. Fails, saying what to run, when the site has not been built or
// was built for another version of the package.
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {writePackageDocs} from './packageDocs.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const buildDir = join(root, 'build');
const packageDir = join(root, 'packages', 'inkwell');

try {
  const {version, pages} = writePackageDocs({buildDir, packageDir});
  console.log(
    `@inkwell/cms ${version}: ${pages} Markdown pages from ${relative(root, buildDir)}/docs/ in ${relative(root, packageDir)}/docs/, and AGENTS.md.`,
  );
} catch (error) {
  console.error(`@inkwell/cms cannot be packed: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
