// @ts-check
// The prepack step of @inkwell/cms (`npm pack`, `npm publish`): copies the docs site's
// Markdown twins into packages/inkwell/docs/ and writes packages/inkwell/AGENTS.md. Both are
// generated and git-ignored. Fails, saying what to run, when the site has not been built or
// was built for another version of the package.
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {writePackageDocs} from './packageDocs.mjs';

const packageDir = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
// The docs site that documents the package is the repository this package sits in.
const root = resolve(packageDir, '..', '..');
const buildDir = join(root, 'build');

try {
  const {version, pages} = writePackageDocs({buildDir, packageDir});
  console.log(
    `@inkwell/cms ${version}: ${pages} Markdown pages from ${relative(root, buildDir)}/docs/ in ${relative(root, packageDir)}/docs/, and AGENTS.md.`,
  );
} catch (error) {
  console.error(`@inkwell/cms cannot be packed: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
