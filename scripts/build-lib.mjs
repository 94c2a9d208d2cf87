// @ts-check
// `npm run build:lib`: builds @inkwell/cms with tsc into dist/, what npm publishes and what the
// tests, the type-checks and the guide runner's `npm pack` use, unless its inputs are the same
// as at the last build (a hash stamped into dist/): an unchanged library costs a hash instead
// of a tsc run. `--force` rebuilds anyway. The docs site does not need it: its demos
// compile the library from source (src/plugins/inkwellLibrary/index.ts).
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {inputsHash, isCurrent, stamp} from './inputsHash.mjs';
import {phaseLine} from '../src/plugins/shared/phaseLine.mjs';

const started = performance.now();
const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const library = join(root, 'packages', 'inkwell');
const stampFile = join(library, 'dist', '.inputs-sha256');
const typescriptVersion = createRequire(import.meta.url)('typescript/package.json').version;
const hash = inputsHash(
  library,
  ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
  `typescript ${typescriptVersion}`,
);

if (!process.argv.includes('--force') && existsSync(join(library, 'dist', 'index.js')) && isCurrent(stampFile, hash)) {
  console.log('@inkwell/cms: unchanged since its last build, dist/ kept.');
} else {
  const built = spawnSync('npm', ['run', 'build', '--workspace', '@inkwell/cms'], {cwd: root, stdio: 'inherit'});
  if (built.status !== 0) process.exit(built.status ?? 1);
  stamp(stampFile, hash);
  console.log(phaseLine('library build (tsc)', performance.now() - started));
}
