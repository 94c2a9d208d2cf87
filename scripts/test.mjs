// @ts-check
// `npm test`: every check, in the order a failure is cheapest to find. Stops at the first
// failing step and says which one failed.
import {spawnSync} from 'node:child_process';
import {chromiumPath, nginxPath} from './binaries.cjs';

// Checked first, so a machine without them learns how to install them before a long build.
for (const find of [chromiumPath, nginxPath]) {
  try {
    find();
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}

/** @type {Array<[string, string[]]>} */
const steps = [
  ['Formatting (Prettier)', ['npm', 'run', 'format:check']],
  // The site and its tests consume the library as its users do, through dist/ and its types.
  ['Build the library', ['npm', 'run', 'build:lib']],
  ['Type-check the site', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Type-check the library', ['npx', 'tsc', '--noEmit', '-p', 'packages/inkwell/tsconfig.json']],
  // Type-aware: after the library build, whose types the site's files import.
  ['Lint (ESLint)', ['npm', 'run', 'lint']],
  ['Unit tests (library, site, build errors)', ['npx', 'vitest', 'run']],
  ['Production build', ['npm', 'run', 'build']],
  // The build writes its security headers under build/; the committed ones must be the same.
  ['Committed security headers match the build', ['node', 'scripts/security/write-headers.mjs']],
  ['End-to-end tests and quality gates in Chromium', ['npx', 'playwright', 'test']],
  ['Lighthouse budgets through nginx', ['node', 'scripts/gates/lighthouse.mjs', '--runs', '1', '--budget', 'test']],
];

for (const [name, [command, ...args]] of steps) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command ?? '', args, {stdio: 'inherit', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  if (result.status !== 0) {
    console.error(`\nnpm test failed at: ${name}`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nAll checks passed.');
