// @ts-check
// `npm test`: the fast tier a contributor runs on every change (formatting, type-checks, lint,
// the unit tests), no build, browser or server. `npm run test:all` (`--all`): the whole gate
// CI runs, the fast tier first and then every integration test, the build, the end-to-end tests,
// the quality gates and the guide runner. Stops at the first failing stage and names it.
import {spawn} from 'node:child_process';
import {chromiumPath, nginxPath} from './binaries.cjs';
import {brotliModule} from './nginx/nginx.cjs';

const all = process.argv.includes('--all');

// Checked first, so a machine without them learns how to install them before a long build.
if (all) {
  for (const find of [chromiumPath, nginxPath]) {
    try {
      find();
    } catch (error) {
      console.error(/** @type {Error} */ (error).message);
      process.exit(1);
    }
  }
  if (!brotliModule()) {
    console.error(
      "The quality gates expect nginx to serve the build's brotli copies, and its brotli_static module was not found.\n" +
        'Install it with:  sudo apt-get update && sudo apt-get install -y libnginx-mod-http-brotli-static\n' +
        'or set NGINX_BROTLI_MODULE to ngx_http_brotli_static_module.so.',
    );
    process.exit(1);
  }
}

/** @typedef {[string, string[], Record<string, string>?]} Step */

// Stages run in order; the steps of one stage run at the same time. Only steps that read the
// tree and use one core each share a stage (Prettier, tsc, ESLint and the library's tsc build),
// so on two cores they finish in about the time of the longest; every step that drives Chromium,
// builds the site or measures it has a stage of its own, so no check's timing changes.
/** @type {Step[][]} */
const fastStages = [
  [
    ['Formatting (Prettier)', ['npm', 'run', 'format:check']],
    // The site's files import the library's types from its dist/, as its users do.
    ['Build the library', ['npm', 'run', 'build:lib']],
  ],
  // After the library build, whose types the site's files import.
  [
    ['Type-check the site', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['Type-check the library', ['npx', 'tsc', '--noEmit', '-p', 'packages/inkwell/tsconfig.json']],
    // Type-aware, so after the library build too.
    ['Lint (ESLint)', ['npm', 'run', 'lint']],
  ],
  // Alone in their stage, so both cores are theirs. The unit projects are listed once, in
  // package.json's test:unit.
  [['Unit tests (library, site, docs)', ['npm', 'run', 'test:unit', '--', '--maxWorkers=2']]],
];

/** @type {Step[][]} */
const integrationStages = [
  [
    [
      'Integration tests (Chromium, servers, emulators, build errors)',
      [
        'npx',
        'vitest',
        'run',
        ...['inkwell-integration', 'inkwell-react-18-integration', 'site-integration', 'build-errors'].flatMap(
          (project) => ['--project', project],
        ),
      ],
    ],
  ],
  // The library's screens rendered server-side into pages with and without Tailwind's
  // preflight, measured in Chromium: typography, spacing, focus rings, contrast.
  [["The library's look in Chromium", ['npx', 'playwright', 'test', '-c', 'tests/look']]],
  // As CI runs it: Docusaurus turns some warnings into errors only when CI is set (front
  // matter in an MDX partial, for one), and a local run should fail where CI will.
  [['Production build', ['npm', 'run', 'build'], {CI: 'true'}]],
  [
    // The build writes its security headers under build/; the committed ones must be the same.
    ['Committed security headers match the build', ['node', 'src/plugins/securityHeaders/write-headers.mjs']],
    // npm pack of the library, whose prepack copies the build's Markdown pages: the tarball must
    // hold every one of them, byte for byte, with AGENTS.md and the version the site documents.
    [
      "The library's tarball ships the site's docs",
      ['npx', 'vitest', 'run', '-c', 'tests/package-docs/vitest.config.ts'],
    ],
  ],
  [['End-to-end tests and quality gates in Chromium', ['npx', 'playwright', 'test']]],
  // Lighthouse CI through nginx, with the pages and assertions in lighthouserc.cjs.
  [['Lighthouse budgets through nginx', ['npm', 'run', 'lighthouse']]],
  // The getting-started and usage guides followed in a real Next.js app made by the pinned
  // create-next-app (tests/guides/pins.ts), cached in the OS temp dir between runs.
  [
    [
      'Guide runner: the guides in a real Next.js app',
      ['npx', 'playwright', 'test', '-c', 'tests/guides/playwright.config.ts'],
    ],
  ],
];

const stages = all ? [...fastStages, ...integrationStages] : fastStages;

// Started before the first stage and waited for before the guide runner: create-next-app for
// every app the runner makes, into its cache. On a clean machine that is mostly downloads, which
// wait on the network beside the other steps instead of adding to the runner's time; when the
// cache is full it ends at once. It checks nothing, so a failure here is printed and the runner,
// which makes what is missing with the same code, is the check.
/** @type {Step} */
const prepareGuideApps = [
  "Guide runner's apps made ahead (create-next-app, into its cache)",
  ['node', 'tests/guides/prepare-apps.mjs'],
];
const guideRunnerStage = all ? stages.length - 1 : -1;

// Each step's time is printed as it ends, and all of them at the end, so a slow step is named.
/** @type {string[]} */
const timings = [];
const started = performance.now();
const seconds = (/** @type {number} */ since) => `${Math.round((performance.now() - since) / 1000)} s`;

/**
 * Runs one step. Alone in its stage, its output streams as it comes; beside others, it is held
 * and printed whole when the step ends, so the log reads one step at a time. A background step
 * runs in a process group of its own, which is ended with npm test, however it ends.
 * @param {Step} step
 * @param {boolean} alone
 * @param {boolean} [background]
 * @returns {Promise<{name: string, status: number}>}
 */
function runStep([name, [command, ...args], env], alone, background = false) {
  const line = `${name}: ${[command, ...args].join(' ')}`;
  if (alone) console.log(`\n=== ${line}`);
  const stepStarted = performance.now();
  const child = spawn(command ?? '', args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', ...env},
    detached: background,
  });
  if (background && child.pid !== undefined) {
    const group = child.pid;
    let running = true;
    child.on('close', () => (running = false));
    const end = () => {
      if (!running) return;
      try {
        process.kill(-group, 'SIGTERM');
      } catch {
        // Already gone.
      }
    };
    process.on('exit', end);
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
      process.on(signal, () => {
        end();
        process.exit(signal === 'SIGINT' ? 130 : 143);
      });
    }
  }
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
  child.stderr?.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
    });
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n=== ${line}\n${Buffer.concat(output).toString()}`);
      timings.push(`${seconds(stepStarted).padStart(7)}  ${name}`);
      console.log(`=== ${name}: ${seconds(stepStarted)}`);
      resolve({name, status: code ?? 1});
    });
  });
}

const preparing = all ? runStep(prepareGuideApps, false, true) : Promise.resolve();
for (const [index, stage] of stages.entries()) {
  if (index === guideRunnerStage) await preparing;
  const results = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) {
    console.error(
      `\n${all ? 'npm run test:all' : 'npm test'} failed at: ${failed.map((result) => result.name).join(', ')}`,
    );
    process.exit(failed[0]?.status ?? 1);
  }
}
console.log(`\nAll checks passed in ${seconds(started)}:\n${timings.join('\n')}`);
