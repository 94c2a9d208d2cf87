// @ts-check
// `npm test`: every check, in the order a failure is cheapest to find. Stops at the first
// failing step and says which one failed.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
if (!chromiumCandidates.some((path) => path && existsSync(path))) {
  console.error(
    'npm test drives a real Chromium, and none was found.\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (!['/usr/sbin/nginx', '/usr/bin/nginx', process.env.NGINX_PATH].some((path) => path && existsSync(path))) {
  console.error(
    'npm test serves the build with nginx for the quality gates, and none was found.\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y nginx\n' +
      'or set NGINX_PATH to an nginx binary.',
  );
  process.exit(1);
}

/** @type {Array<[string, string[]]>} */
const steps = [
  // The site and its tests consume the library as its users do, through dist/ and its types.
  ['Build the library', ['npm', 'run', 'build:lib']],
  ['Type-check the site', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Type-check the library', ['npx', 'tsc', '--noEmit', '-p', 'packages/inkwell/tsconfig.json']],
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
