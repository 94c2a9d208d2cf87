// @ts-check
// `npm test`: every check, in the order a failure is cheapest to find. Stops at the first
// failing step and says which one failed.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
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

if (
  ![process.env.NGINX_BROTLI_MODULE, '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'].some(
    (path) => path && existsSync(path),
  )
) {
  console.error(
    "The quality gates expect nginx to serve the build's brotli copies, and its brotli_static module was not found.\n" +
      'Install it with:  sudo apt-get update && sudo apt-get install -y libnginx-mod-http-brotli-static\n' +
      'or set NGINX_BROTLI_MODULE to ngx_http_brotli_static_module.so.',
  );
  process.exit(1);
}

/** @type {Array<[string, string[], Record<string, string>?]>} */
const steps = [
  ['Formatting (Prettier)', ['npm', 'run', 'format:check']],
  // The site and its tests consume the library as its users do, through dist/ and its types.
  ['Build the library', ['npm', 'run', 'build:lib']],
  ['Type-check the site', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Type-check the library', ['npx', 'tsc', '--noEmit', '-p', 'packages/inkwell/tsconfig.json']],
  // Type-aware: after the library build, whose types the site's files import.
  ['Lint (ESLint)', ['npm', 'run', 'lint']],
  ['Unit tests (library, site, build errors)', ['npx', 'vitest', 'run']],
  // The library's screens rendered server-side into pages with and without Tailwind's
  // preflight, measured in Chromium: typography, spacing, focus rings, contrast.
  ["The library's look in Chromium", ['npx', 'playwright', 'test', '-c', 'tests/look']],
  // As CI runs it: Docusaurus turns some warnings into errors only when CI is set (front
  // matter in an MDX partial, for one), and a local run should fail where CI will.
  ['Production build', ['npm', 'run', 'build'], {CI: 'true'}],
  // The build writes its security headers under build/; the committed ones must be the same.
  ['Committed security headers match the build', ['node', 'src/plugins/securityHeaders/write-headers.mjs']],
  // npm pack of the library, whose prepack copies the build's Markdown pages: the tarball must
  // hold every one of them, byte for byte, with AGENTS.md and the version the site documents.
  [
    "The library's tarball ships the site's docs",
    ['npx', 'vitest', 'run', '-c', 'tests/package-docs/vitest.config.ts'],
  ],
  ['End-to-end tests and quality gates in Chromium', ['npx', 'playwright', 'test']],
  ['Lighthouse budgets through nginx', ['node', 'scripts/gates/lighthouse.mjs', '--runs', '1', '--budget', 'test']],
  // The getting-started and usage guides followed in a real Next.js app made by the pinned
  // create-next-app (tests/guides/pins.ts), cached in the OS temp dir between runs.
  [
    'Guide runner: the guides in a real Next.js app',
    ['npx', 'playwright', 'test', '-c', 'tests/guides/playwright.config.ts'],
  ],
];

// Each step's time is printed as it ends, and all of them at the end, so a slow step is named.
/** @type {string[]} */
const timings = [];
const started = performance.now();
const seconds = (/** @type {number} */ since) => `${Math.round((performance.now() - since) / 1000)} s`;

for (const [name, [command, ...args], env] of steps) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const stepStarted = performance.now();
  const result = spawnSync(command ?? '', args, {
    stdio: 'inherit',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', ...env},
  });
  timings.push(`${seconds(stepStarted).padStart(7)}  ${name}`);
  console.log(`=== ${name}: ${seconds(stepStarted)}`);
  if (result.status !== 0) {
    console.error(`\nnpm test failed at: ${name}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll checks passed in ${seconds(started)}:\n${timings.join('\n')}`);
