/**
 * The app every guide spec starts from: create-next-app as `create-new-project.md` says, the
 * library from `npm pack`, and the guide's files and shell steps written from its own blocks.
 * One implementation, so each spec that follows a later guide starts where a reader would.
 *
 * Making and building it takes minutes, so a runner run does it once (the worker fixture
 * `builtGuideApp`: the first worker to need it makes it in the run's folder, and the other
 * waits for it) and each spec gets its own copy (`guideApp`): its own `.env.local`, `.next`,
 * data and server processes.
 */
import {randomBytes} from 'node:crypto';
import {appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test as base, expect} from '@playwright/test';
import {
  copyApp,
  createNextApp,
  keepInstalledModules,
  packLibrary,
  removeWorkDir,
  repoRoot,
  run,
  writeAppFile,
} from './app';
import {addInkwellToAgentsMd} from './agents-md';
import {Guide} from './guide';
import type {MockGitHub} from './mock-github';
import {CREATE_NEXT_APP_VERSION, CREATE_NEXT_APP_15_VERSION} from './pins';

export const createProject = new Guide('getting-started/create-new-project.md');

/** The section of both getting-started guides that adds Inkwell to the app's AGENTS.md. */
/**
 * The files an existing app takes from create-new-project as they are ("as that guide gives
 * them", add-to-existing-project says), by the titles of their code blocks.
 */
export const FILES_FROM_CREATE_PROJECT = [
  'app/api/inkwell/[...path]/route.ts',
  'app/inkwell-site/site-data.ts',
  'app/inkwell-site/site-layout.tsx',
  'app/inkwell-site/[[...slug]]/page.tsx',
  'app/inkwell-edit/[[...slug]]/page.tsx',
  'app/inkwell-404/page.tsx',
  'proxy.ts',
  'instrumentation.ts',
];

export const AGENTS_SECTION = "Point coding agents to Inkwell's docs";

/** Runs a named step: a Playwright test step in the runner; plainly where no test runs (the load bench). */
let runStep = <T>(name: string, body: () => Promise<T>): Promise<T> => base.step(name, body);

/**
 * Lets {@link makeGuideApp} and {@link buildApp} run outside Playwright's test runner (the load
 * bench makes the same app): steps run as plain calls, printed the same way.
 */
export function runStepsOutsideRunner(): void {
  runStep = (_name, body) => body();
}

/** A guide step with its check, printed as the runner goes. */
export async function step<T>(name: string, check: string, body: () => T | Promise<T>): Promise<T> {
  const t0 = Date.now();
  return runStep(name, async () => {
    const result = await body();
    console.log(`  ✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s): ${check}`);
    return result;
  });
}

/**
 * Lines `next build`, `next start` and `next dev` must never print: each is a bug in the library
 * or the guide that a reader would see in their own terminal.
 */
export const FORBIDDEN_OUTPUT: {pattern: RegExp; why: string}[] = [
  {
    // Next 16 names the value: `new Date()`, `Date.now()`, `crypto.randomUUID()`…
    pattern: /encountered the unstable value .* while prerendering/,
    why: 'Next.js met a clock or random value while prerendering: the page reads per-request data without opting out of prerendering',
  },
];

/** Fails when `output` (of `what`) has a line of FORBIDDEN_OUTPUT. */
export function expectNoForbiddenOutput(output: string, what: string): void {
  for (const {pattern, why} of FORBIDDEN_OUTPUT) {
    const line = output.split('\n').find((candidate) => pattern.test(candidate));
    expect(line, `${what} printed a line it must not (${why})`).toBeUndefined();
  }
}

/**
 * `next build` in `appDir`, failing on any line of FORBIDDEN_OUTPUT, and when the build lists
 * no proxy (Next.js ignores a proxy file in the wrong folder, and then no path gets a real 404).
 */
export function buildApp(appDir: string): string {
  const {output} = run('npx', ['next', 'build'], {cwd: appDir});
  expectNoForbiddenOutput(output, 'next build');
  expect(hasProxy(appDir), 'next build includes the proxy (or middleware) the guide adds').toBe(true);
  return output;
}

/**
 * Whether the last `next build` in `appDir` kept a proxy (`proxy.ts`, or `middleware.ts` on
 * Next.js 15). Next.js records one on the Node.js runtime in functions-config-manifest.json and
 * one on the Edge runtime in middleware-manifest.json; Next.js 15.5 prints no line for the first.
 */
function hasProxy(appDir: string): boolean {
  const server = join(appDir, '.next', 'server');
  const manifest = (name: string): Record<string, Record<string, unknown> | undefined> => {
    const file = join(server, name);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>) : {};
  };
  const nodejs = manifest('functions-config-manifest.json').functions ?? {};
  const edge = manifest('middleware-manifest.json').middleware ?? {};
  return '/_middleware' in nodejs || Object.keys(edge).length > 0;
}

/**
 * Adds the guide's `rewrites` option (the block titled `next.config.ts (excerpt)`) to the
 * `nextConfig` object of the `next.config.ts` create-next-app wrote, as the guide tells the reader.
 */
export function addGuideRewrites(appDir: string): void {
  const excerpt = createProject.codeFile('next.config.ts (excerpt)').code;
  const file = join(appDir, 'next.config.ts');
  const config = readFileSync(file, 'utf8');
  const opening = /const nextConfig: NextConfig = \{\n/;
  expect(config, "create-next-app's next.config.ts declares nextConfig").toMatch(opening);
  writeAppFile(
    appDir,
    'next.config.ts',
    config.replace(opening, (start) => `${start}${excerpt}\n`),
  );
}

/** Whether `block` is a file the reader of create-new-project writes for `nextMajor`. */
function isGuideFile(title: string, nextMajor: string): boolean {
  if (title.includes('(excerpt)')) return false;
  // One proxy file per major: Next.js 15 reads middleware.ts (from "On Next.js 15"), 16 reads proxy.ts.
  return title !== 'proxy.ts' || nextMajor !== '15';
}

/** The create-next-app command of the guide's "Create the app" step: its version range, app name and flags. */
function guideCreateCommand(): {spec: string; appName: string; flags: string} {
  const createCommand = createProject
    .blocks('Create the app')
    .filter((block) => block.lang === 'bash')
    .flatMap((block) => block.code.split('\n'))
    .find((line) => line.includes('create-next-app@'));
  const [, spec = '', appName = '', flags = ''] =
    /create-next-app@(\S+)\s+(\S+)\s*(.*)$/.exec(createCommand ?? '') ?? [];
  return {spec, appName, flags};
}

/**
 * The arguments the runner gives create-next-app `version` for the guide's app: the guide's
 * flags, then create-next-app's defaults for every question the guide leaves to the reader.
 */
function guideCreateArgs(version: string): string[] {
  return [
    ...guideCreateCommand().flags.split(/\s+/).filter(Boolean),
    '--yes',
    '--use-npm',
    '--disable-git',
    // create-next-app 15 has no such question, and refuses an option it does not know.
    ...(version.split('.')[0] === '15' ? [] : ['--no-agent-feedback']),
  ];
}

/** create-next-app's arguments for the existing app of `add-to-existing-project.md`: a `src/` app with Tailwind. */
export const EXISTING_APP_CREATE_ARGS = [
  '--ts',
  '--app',
  '--src-dir',
  '--tailwind',
  '--yes',
  '--use-npm',
  '--disable-git',
  '--no-agent-feedback',
];

/** create-next-app's arguments for the `pages/`-only app of `add-to-existing-project.md`: `--no-app`, its other answers the defaults. */
export const PAGES_APP_CREATE_ARGS = ['--ts', '--no-app', '--yes', '--use-npm', '--disable-git', '--no-agent-feedback'];

/**
 * Every app the runner makes with create-next-app: the guide's app on the pinned version and on
 * the Next.js 15 pin, the existing app and the `pages/`-only app. `tests/guides/prepare-apps.ts` caches them all.
 */
export function createNextAppRuns(): {version: string; args: string[]}[] {
  return [
    {version: CREATE_NEXT_APP_VERSION, args: guideCreateArgs(CREATE_NEXT_APP_VERSION)},
    {version: CREATE_NEXT_APP_15_VERSION, args: guideCreateArgs(CREATE_NEXT_APP_15_VERSION)},
    {version: CREATE_NEXT_APP_VERSION, args: EXISTING_APP_CREATE_ARGS},
    {version: CREATE_NEXT_APP_VERSION, args: PAGES_APP_CREATE_ARGS},
  ];
}

/**
 * Makes the app of `create-new-project.md` in `appDir`: the steps "Create the app", "Add
 * Inkwell" and "Shell steps and files from the guide", each printed with its check. `version`
 * is create-next-app's: the pin the guide names, or the Next.js 15 pin for the second pass.
 */
export async function makeGuideApp(work: string, appDir: string, version = CREATE_NEXT_APP_VERSION): Promise<void> {
  const nextMajor = version.split('.')[0] ?? '';
  const {spec, appName, flags} = guideCreateCommand();
  const createArgs = guideCreateArgs(version);
  await step(
    'Create the app',
    `create-next-app@${version} ${flags} (the guide says @${spec})${nextMajor === '15' ? '' : '; cacheComponents on, as the guide assumes'}`,
    async () => {
      expect(CREATE_NEXT_APP_VERSION.split('.')[0], 'the guide names the major the runner pins').toBe(
        spec.split('.')[0],
      );
      expect(CREATE_NEXT_APP_15_VERSION.split('.')[0]).toBe('15');
      expect(appName).toBe('my-site');
      const {cached} = await createNextApp(version, createArgs, appDir);
      console.log(`    (${cached ? 'from the cache in the OS temp dir' : 'downloaded; cached for next time'})`);
      if (nextMajor !== '15')
        expect(readFileSync(join(appDir, 'next.config.ts'), 'utf8')).toMatch(/cacheComponents:\s*true/);
      const manifest = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {dependencies: {next: string}};
      expect(manifest.dependencies.next).toMatch(new RegExp(`^\\^?${nextMajor}\\.`));
    },
  );

  await step('Add Inkwell', '@inkwell/cms installed from npm pack of packages/inkwell', () => {
    const tarball = packLibrary(work);
    run('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline'], {cwd: appDir});
    keepInstalledModules(version, createArgs, appDir);
    // The app has the library just built, not an older copy.
    const installed = readFileSync(join(appDir, 'node_modules', '@inkwell', 'cms', 'dist', 'index.js'), 'utf8');
    expect(
      installed === readFileSync(join(repoRoot, 'packages', 'inkwell', 'dist', 'index.js'), 'utf8'),
      'the installed @inkwell/cms is the one npm pack made',
    ).toBe(true);
  });

  await step(
    AGENTS_SECTION,
    nextMajor === '15'
      ? "the guide's lines in a new AGENTS.md (create-next-app 15 writes none); every path they name is in the app"
      : "the guide's lines at the end of create-next-app's AGENTS.md; every path they name is in the app",
    () => addInkwellToAgentsMd(createProject, AGENTS_SECTION, appDir, nextMajor !== '15'),
  );

  await step(
    'Shell steps and files from the guide',
    "every titled code block of the guide written to its path; the guide's rm commands run",
    () => {
      for (const block of createProject.blocks()) {
        if (block.lang !== 'bash') continue;
        for (const line of block.code.split('\n').map((l) => l.trim())) {
          // The runner makes the app and runs the dev server itself, on its own port.
          if (
            !line ||
            line.startsWith('#') ||
            /create-next-app|^cd |^npm run dev|^npm install @inkwell\/cms$/.test(line)
          )
            continue;
          if (!/^rm /.test(line)) throw new Error(`The guide has a shell step the runner does not know: ${line}`);
          run('sh', ['-c', line], {cwd: appDir});
        }
      }
      // The "On Next.js 15" section replaces four of the Next.js 16 files, by title.
      const next15 = createProject.blocks('On Next.js 15');
      const next15Codes = new Set(next15.map((block) => block.code));
      const titled = createProject
        .blocks()
        .filter((block) => block.title && ['ts', 'tsx'].includes(block.lang) && !next15Codes.has(block.code))
        .filter((block) => isGuideFile(block.title as string, nextMajor))
        .map((block) =>
          nextMajor === '15' ? (next15.find((variant) => variant.title === block.title) ?? block) : block,
        );
      if (nextMajor === '15') titled.push(...next15.filter((block) => block.title === 'middleware.ts'));
      for (const block of titled) writeAppFile(appDir, block.title as string, block.code);
      expect(titled.map((block) => block.title)).toEqual(
        expect.arrayContaining([
          'app/inkwell-site/[[...slug]]/page.tsx',
          'app/inkwell-site/site-data.ts',
          'app/inkwell-site/site-layout.tsx',
          'app/inkwell-edit/[[...slug]]/page.tsx',
          'app/inkwell-404/page.tsx',
          nextMajor === '15' ? 'middleware.ts' : 'proxy.ts',
          'instrumentation.ts',
        ]),
      );
      addGuideRewrites(appDir);
      const env = createProject
        .blocks('Set the environment')
        .find((block) => block.title === '.env.local' && block.code.includes('GITHUB_CLIENT_ID'));
      if (!env) throw new Error('The guide has no GitHub .env.local block.');
      // As the guide says: INKWELL_SECRET is filled in with `openssl rand -base64 32`.
      writeAppFile(
        appDir,
        '.env.local',
        env.code.replace(/^INKWELL_SECRET=$/m, `INKWELL_SECRET=${randomBytes(32).toString('base64')}`),
      );
      appendFileSync(join(appDir, '.gitignore'), `\n${createProject.codeFile('.gitignore').code}\n`);
    },
  );
}

/** Whether this process is the first to ask for `dir`: it makes the folder, which no other can then make. */
function claim(dir: string): boolean {
  try {
    mkdirSync(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The app of the getting-started guide, copied for one spec: `appDir` inside its own `work` folder. */
export interface GuideApp {
  work: string;
  appDir: string;
}

/**
 * The guide runner's `test`: `guideApp` is a fresh copy of the app, made and built once per
 * runner run, whichever specs run.
 */
export const test = base.extend<{guideApp: GuideApp}, {builtGuideApp: string}>({
  builtGuideApp: [
    async ({}, use) => {
      const runDir = process.env['INKWELL_GUIDES_RUN_DIR'];
      if (!runDir) throw new Error('The guide runner sets INKWELL_GUIDES_RUN_DIR in global-setup.ts.');
      const work = join(runDir, 'guide-app');
      const appDir = join(work, 'my-site');
      const outcome = join(runDir, 'guide-app.outcome');
      if (claim(work)) {
        const started = Date.now();
        try {
          await makeGuideApp(work, appDir);
          await step(
            'next build',
            "the guide's app builds under create-next-app's defaults (cacheComponents), with no line runners forbid; once for every spec",
            () => {
              buildApp(appDir);
            },
          );
          writeFileSync(outcome, 'built');
        } catch (error) {
          writeFileSync(outcome, 'failed');
          throw error;
        }
        console.log(`  The guide's app was made and built once, in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
      } else {
        // The other worker is making it: its steps and any failure are printed there.
        await expect
          .poll(() => (existsSync(outcome) ? readFileSync(outcome, 'utf8') : 'making'), {
            message: "the guide's app, made by the other worker",
            timeout: 15 * 60_000,
            intervals: [1000],
          })
          .not.toBe('making');
        expect(readFileSync(outcome, 'utf8'), "the guide's app, made by the other worker").toBe('built');
      }
      await use(appDir);
    },
    // Its own time limit: create-next-app, npm install and next build take minutes under load.
    {scope: 'worker', timeout: 20 * 60_000},
  ],
  guideApp: async ({builtGuideApp}, use) => {
    const work = mkdtempSync(join(tmpdir(), 'inkwell-guides-'));
    const appDir = join(work, 'my-site');
    try {
      await step('Copy the built app', `this spec's own copy of the built app (.env.local, .next), in ${appDir}`, () =>
        copyApp(builtGuideApp, appDir),
      );
      await use({work, appDir});
    } finally {
      await removeWorkDir(work);
    }
  },
});

/**
 * The environment `next start` and `next dev` run with: the address, a fresh secret, and GitHub
 * routed to the mock. With `dataDir`, the file store and local media there; without, the stores
 * are what the app's `.env.local` says.
 */
export function guideServerEnv(origin: string, github: MockGitHub, dataDir?: string): NodeJS.ProcessEnv {
  return {
    INKWELL_URL: origin,
    INKWELL_SECRET: randomBytes(32).toString('base64'),
    ...(dataDir && {
      INKWELL_DATA_STORE: 'file',
      INKWELL_DATA_FILE: join(dataDir, 'content.json'),
      INKWELL_MEDIA_STORAGE: 'local',
    }),
    INKWELL_GUIDES_OAUTH_ORIGIN: github.origin,
    NODE_OPTIONS: `--require ${join(__dirname, 'oauth-preload.cjs')}`,
  };
}
