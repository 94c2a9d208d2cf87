/**
 * The guide runner's `pages/` path: docs/getting-started/add-to-existing-project.md followed in
 * an app made by `create-next-app@16 --no-app`, which has no `app/` folder, no root layout and
 * neither `cacheComponents` nor `partialPrefetching`. The app builds once with Inkwell; its own
 * `pages/` routes must answer with their content, and Inkwell's setup, sign-in, admin and blog
 * must work beside them.
 */
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {createNextApp, packLibrary, removeWorkDir, run, Server, writeAppFile} from './app';
import {Guide} from './guide';
import {
  addGuideRewrites,
  buildApp,
  createProject,
  expectNoForbiddenOutput,
  FILES_FROM_CREATE_PROJECT,
  guideServerEnv,
  PAGES_APP_CREATE_ARGS,
  step,
} from './guide-app';
import {startMockGitHub, type MockGitHub} from './mock-github';
import {CREATE_NEXT_APP_VERSION} from './pins';
import {githubContext, signInAt} from './reader-app';

const existing = new Guide('getting-started/add-to-existing-project.md');
const PAGES_SECTION = 'An app with only `pages/`';
// Its own ports: the existing-app spec uses base + 1 and + 2, and the two specs may run side by side.
const prodPort = Number(process.env.INKWELL_GUIDES_PORT ?? 5110) + 5;

/**
 * The app's own pages, each with the text it shows. create-next-app's home page loads Google
 * Fonts, which the runner's machine cannot reach, so the app's home page is its own.
 */
const OWN_PAGES: Record<string, {file: string; text: string}> = {
  '/': {file: 'pages/index.tsx', text: 'Welcome to Acme'},
  '/about': {file: 'pages/about.tsx', text: 'We make anvils.'},
};

function pageSource(text: string): string {
  return `export default function Page() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Acme</h1>
      <p>${text}</p>
    </main>
  );
}
`;
}

/** The option lines (`name: value,`) of the guide's `next.config.ts` block for a `pages/` app. */
function guideConfigOptions(): string[] {
  const block = existing.blocks(PAGES_SECTION).find((candidate) => candidate.title?.startsWith('next.config.ts'));
  if (!block) throw new Error(`"${PAGES_SECTION}" has no next.config.ts block.`);
  return block.code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\w+: [^{]+,$/.test(line));
}

test('add-to-existing-project, followed in an app that uses only pages/', async ({browser}) => {
  test.setTimeout(30 * 60_000);
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'inkwell-guides-pages-'));
  const appDir = join(work, 'acme');
  let server: Server | undefined;
  let github: MockGitHub | undefined;
  try {
    await step(
      'A pages/ app',
      `create-next-app@${CREATE_NEXT_APP_VERSION} --no-app, with its own / and /about`,
      async () => {
        await createNextApp(CREATE_NEXT_APP_VERSION, PAGES_APP_CREATE_ARGS, appDir);
        const config = readFileSync(join(appDir, 'next.config.ts'), 'utf8');
        // What the guide says create-next-app leaves out: the runner checks it still does.
        expect(config).not.toMatch(/cacheComponents/);
        expect(config).not.toMatch(/partialPrefetching/);
        for (const {file, text} of Object.values(OWN_PAGES)) writeAppFile(appDir, file, pageSource(text));
      },
    );

    await step(
      'Add Inkwell',
      `the package from npm pack; "${PAGES_SECTION}" (root layout, two options); every file where the guide says`,
      () => {
        const pagesSection = existing.section(PAGES_SECTION);
        expect(pagesSection).toContain('Create an `app/` folder');
        run('npm', ['install', packLibrary(work), '--no-audit', '--no-fund', '--prefer-offline'], {cwd: appDir});
        // The root layout, with the stylesheet path changed to the one pages/_app.tsx imports.
        const appImport = /import ["']@\/(styles\/[^"']+)["']/.exec(
          readFileSync(join(appDir, 'pages/_app.tsx'), 'utf8'),
        );
        expect(appImport, "pages/_app.tsx imports the app's stylesheet").not.toBeNull();
        const layout = existing.codeFile('app/layout.tsx').code;
        expect(layout).toContain("'../styles/globals.css'");
        writeAppFile(appDir, 'app/layout.tsx', layout.replace('../styles/globals.css', `../${appImport?.[1] ?? ''}`));
        // The two options, inside the nextConfig object create-next-app wrote.
        const options = guideConfigOptions();
        expect(options).toEqual(['cacheComponents: true,', 'partialPrefetching: true,']);
        const configFile = join(appDir, 'next.config.ts');
        const config = readFileSync(configFile, 'utf8');
        const opening = /const nextConfig: NextConfig = \{\n/;
        expect(config).toMatch(opening);
        writeAppFile(
          appDir,
          'next.config.ts',
          config.replace(opening, (start) => `${start}  ${options.join('\n  ')}\n`),
        );
        for (const block of existing.blocks('Add the route handlers')) {
          writeAppFile(appDir, block.title as string, block.code);
        }
        for (const title of FILES_FROM_CREATE_PROJECT) {
          writeAppFile(appDir, title, createProject.codeFile(title).code);
        }
        addGuideRewrites(appDir);
        // "Import the stylesheet": the root layout the reader created already has the import.
        const stylesheet = existing
          .codeFile('app/layout.tsx (excerpt)')
          .code.split('\n')
          .find((line) => line.includes('@inkwell/cms'));
        expect(readFileSync(join(appDir, 'app/layout.tsx'), 'utf8')).toContain(stylesheet);
        const env = existing.blocks('Set the environment').find((block) => block.code.includes('GITHUB_CLIENT_ID'));
        if (!env) throw new Error('The guide has no GitHub .env.local block.');
        writeAppFile(appDir, '.env.local', env.code.replace(/^INKWELL_SECRET=.*$/m, 'INKWELL_SECRET='));
      },
    );

    await step('next build', 'the pages/ app with Inkwell builds, with the proxy', () => {
      buildApp(appDir);
    });

    github = await startMockGitHub();
    const origin = `http://localhost:${prodPort}`;
    server = new Server('npx', ['next', 'start', '-p', String(prodPort)], appDir, {
      ...guideServerEnv(origin, github, join(work, 'data')),
    });
    await server.ready(`${origin}/about`, 120_000);

    await step('Own pages/ routes', `${Object.keys(OWN_PAGES).join(', ')} answer 200 with their content`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const [path, {text}] of Object.entries(OWN_PAGES)) {
        const response = await page.goto(`${origin}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByText(text)).toBeVisible();
      }
      await context.close();
    });

    await step('Inkwell beside them', 'setup, sign-in with GitHub, the admin and /blog', async () => {
      const context = await githubContext(browser, github as MockGitHub);
      const page = await context.newPage();
      expect((await page.goto(`${origin}/setup`))?.status()).toBe(200);
      await page.getByRole('textbox', {name: existing.quote('Run it and sign in', 'Site name')}).fill('Acme');
      await page.getByRole('button', {name: existing.quote('Run it and sign in', 'Save and continue')}).click();
      await signInAt(page, origin, '/setup', github as MockGitHub, {name: 'Acme admin', email: 'admin@example.com'});
      expect((await page.goto(`${origin}/admin`))?.status()).toBe(200);
      await expect(page.getByRole('link', {name: 'New post'}).first()).toBeVisible();
      const visitor = await browser.newContext();
      const anonymous = await visitor.newPage();
      expect((await anonymous.goto(`${origin}/blog`))?.status()).toBe(200);
      await anonymous.goto(`${origin}/admin`);
      await expect(anonymous.getByRole('link', {name: 'Sign in with GitHub'})).toBeVisible();
      // The app's own pages still answer after Inkwell has a site.
      for (const [path, {text}] of Object.entries(OWN_PAGES)) {
        expect((await anonymous.goto(`${origin}${path}`))?.status(), path).toBe(200);
        await expect(anonymous.getByText(text)).toBeVisible();
      }
      await visitor.close();
      await context.close();
    });

    await step('Server log', 'next start printed no line the runner forbids', () => {
      expectNoForbiddenOutput(server?.output ?? '', 'next start');
    });
  } catch (error) {
    if (server) console.log(`\n--- ${server.label}, last output:\n${server.output.slice(-3000)}`);
    throw error;
  } finally {
    await server?.stop();
    await github?.stop();
    await removeWorkDir(work);
    console.log(`  pages/ guide took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
});
