/**
 * The reader's app as getting-started/create-new-project.md makes it, for specs that drive the
 * later guides in it: create-next-app with the guide's command, the library from `npm pack`,
 * every file from the guide's code blocks, `.env.local` from its GitHub block, then
 * `next build`. Also the signing in through the mock GitHub that those specs share.
 */
import {randomBytes} from 'node:crypto';
import {appendFileSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {createNextApp, keepInstalledModules, packLibrary, repoRoot, run, writeAppFile} from './app';
import {Guide} from './guide';
import type {MockGitHub} from './mock-github';
import {CREATE_NEXT_APP_VERSION} from './pins';

/** A guide step with its check, printed as the runner goes. */
export async function step<T>(name: string, check: string, body: () => T | Promise<T>): Promise<T> {
  const t0 = Date.now();
  return test.step(name, async () => {
    const result = await body();
    console.log(`  ✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s): ${check}`);
    return result;
  });
}

/**
 * Makes and builds the getting-started app in `appDir` (which must not exist yet), `npm pack`
 * landing in `work`. Each part is a printed step.
 */
export async function buildGuideApp(work: string, appDir: string): Promise<void> {
  const createProject = new Guide('getting-started/create-new-project.md');
  const createCommand = createProject
    .blocks('Create the app')
    .filter((block) => block.lang === 'bash')
    .flatMap((block) => block.code.split('\n'))
    .find((line) => line.includes('create-next-app@'));
  const [, spec = '', , flags = ''] = /create-next-app@(\S+)\s+(\S+)\s*(.*)$/.exec(createCommand ?? '') ?? [];
  const createArgs = [
    ...flags.split(/\s+/).filter(Boolean),
    '--yes',
    '--use-npm',
    '--disable-git',
    '--no-agent-feedback',
  ];
  await step('Create the app', `create-next-app@${CREATE_NEXT_APP_VERSION} ${flags}, as getting-started says`, () => {
    expect(CREATE_NEXT_APP_VERSION.split('.')[0]).toBe(spec.split('.')[0]);
    createNextApp(CREATE_NEXT_APP_VERSION, createArgs, appDir);
  });
  await step('Add Inkwell and the guide files', '@inkwell/cms from npm pack; every titled code block written', () => {
    const tarball = packLibrary(work);
    run('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline'], {cwd: appDir});
    keepInstalledModules(CREATE_NEXT_APP_VERSION, createArgs, appDir);
    expect(readFileSync(join(appDir, 'node_modules', '@inkwell', 'cms', 'dist', 'index.js'), 'utf8')).toBe(
      readFileSync(join(repoRoot, 'packages', 'inkwell', 'dist', 'index.js'), 'utf8'),
    );
    for (const block of createProject.blocks()) {
      if (block.lang !== 'bash') continue;
      for (const line of block.code.split('\n').map((l) => l.trim())) {
        if (/^rm /.test(line)) run('sh', ['-c', line], {cwd: appDir});
      }
    }
    for (const block of createProject.blocks()) {
      if (block.title && ['ts', 'tsx'].includes(block.lang)) writeAppFile(appDir, block.title, block.code);
    }
    const env = createProject
      .blocks('Set the environment')
      .find((block) => block.title === '.env.local' && block.code.includes('GITHUB_CLIENT_ID'));
    if (!env) throw new Error('The guide has no GitHub .env.local block.');
    writeAppFile(
      appDir,
      '.env.local',
      env.code.replace(/^INKWELL_SECRET=$/m, `INKWELL_SECRET=${randomBytes(32).toString('base64')}`),
    );
    appendFileSync(join(appDir, '.gitignore'), `\n${createProject.codeFile('.gitignore').code}\n`);
  });
  await step('next build', "the guide's app builds", () => {
    run('npx', ['next', 'build'], {cwd: appDir});
  });
}

/** The signed-in person as the app's session endpoint reports them, or null. */
export async function sessionOf(page: Page, origin: string): Promise<{user: {role: string; name: string}} | null> {
  const session = (await (await page.request.get(`${origin}/api/auth/session`)).json()) as {
    user?: {role: string; name: string};
  } | null;
  return session?.user ? {user: session.user} : null;
}

/** The environment `next start` runs with: file store, local media, GitHub routed to the mock. */
export function guideServerEnv(origin: string, dataDir: string, github: MockGitHub): NodeJS.ProcessEnv {
  return {
    INKWELL_URL: origin,
    INKWELL_SECRET: randomBytes(32).toString('base64'),
    INKWELL_DATA_STORE: 'file',
    INKWELL_DATA_FILE: join(dataDir, 'content.json'),
    INKWELL_MEDIA_STORAGE: 'local',
    INKWELL_GUIDES_OAUTH_ORIGIN: github.origin,
    NODE_OPTIONS: `--require ${join(__dirname, 'oauth-preload.cjs')}`,
  };
}

/** A browser context whose visits to GitHub's authorize page go to the mock, query and all. */
export async function githubContext(
  browser: {newContext(): Promise<BrowserContext>},
  github: MockGitHub,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route('https://github.com/login/oauth/authorize**', (route) =>
    route.fulfill({
      status: 302,
      headers: {location: `${github.origin}/authorize${new URL(route.request().url()).search}`},
    }),
  );
  return context;
}

/**
 * Signs `identity` in from the sign-in screen of an admin address (`path`), as a person who was
 * sent the site's address would, and waits until the browser has left the sign-in routes: back
 * at `path`, or on the page that refuses the sign-in.
 */
export async function signInAt(
  page: Page,
  origin: string,
  path: string,
  github: MockGitHub,
  identity: MockGitHub['identity'],
  buttonName = 'Sign in with GitHub',
): Promise<void> {
  github.identity = identity;
  if (!page.url().startsWith(`${origin}${path}`)) await page.goto(`${origin}${path}`);
  await page.getByRole('link', {name: buttonName}).click();
  // A refused sign-in is answered at the callback address itself, so only the sign-in start is left behind.
  await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/api/auth/signin'));
}
