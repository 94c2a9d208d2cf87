/**
 * The guide runner's existing-app path: docs/getting-started/add-to-existing-project.md followed
 * in an app that already has a `src/` folder, Tailwind, a layout of its own and routes of its
 * own (a static page and a dynamic route), as a reader with such an app would. Its routes must
 * answer as they did before Inkwell, in production and in development; unknown paths and drafts
 * must answer a real 404; the toolbar must show on a page of the app's own; the admin screens
 * must show without the app's header and footer, while its pages and Inkwell's keep them.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test, type Browser, type Page} from '@playwright/test';
import {createNextApp, packLibrary, removeWorkDir, run, Server, writeAppFile} from './app';
import {Guide} from './guide';
import {addInkwellToAgentsMd, expectAgentsLinesKept} from './agents-md';
import {
  addGuideRewrites,
  AGENTS_SECTION,
  buildApp,
  createProject,
  EXISTING_APP_CREATE_ARGS,
  expectNoForbiddenOutput,
  FILES_FROM_CREATE_PROJECT,
  guideServerEnv,
  step,
} from './guide-app';
import {startMockGitHub, type MockGitHub} from './mock-github';
import {CREATE_NEXT_APP_VERSION} from './pins';
import {githubContext, signInAt} from './reader-app';

const existing = new Guide('getting-started/add-to-existing-project.md');
const basePort = Number(process.env.INKWELL_GUIDES_PORT ?? 5110);
const prodPort = basePort + 1;
const devPort = basePort + 2;

/** The app's own routes, and what each shows. */
const OWN_PATHS = ['/', '/about', '/products/42'];

/**
 * The app's own files besides create-next-app's home page. The layout is the app's, not the
 * starter's: the starter's loads Google Fonts, which the runner's machine cannot reach.
 */
const OWN_FILES: Record<string, string> = {
  'src/app/layout.tsx': `import type {ReactNode} from 'react';
import Link from 'next/link';
import './globals.css';

export const metadata = {title: 'Acme'};

export default function RootLayout({children}: {children: ReactNode}) {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <header className="flex gap-4 border-b p-4">
          <Link href="/" className="font-bold">Acme</Link>
          <Link href="/about">About us</Link>
        </header>
        {children}
        <footer className="border-t p-4 text-sm">Acme footer</footer>
      </body>
    </html>
  );
}
`,
  'src/app/about/page.tsx': `export default function About() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">About Acme</h1>
      <p>We make anvils.</p>
    </main>
  );
}
`,
  'src/app/products/[id]/page.tsx': `import {Suspense} from 'react';

type Props = {params: Promise<{id: string}>};

async function Product({params}: Props) {
  const {id} = await params;
  return <h1 className="text-2xl font-bold">Product {id}</h1>;
}

export default function ProductPage({params}: Props) {
  return (
    <main className="p-8">
      <Suspense>
        <Product params={params} />
      </Suspense>
    </main>
  );
}
`,
  'src/app/not-found.tsx': `export default function NotFound() {
  return <main className="p-8">Acme has no such page.</main>;
}
`,
};

type Snapshot = Record<string, {status: number; text: string}>;

/** Each own path's status and visible text, as a visitor's browser gets them. */
async function snapshot(browser: Browser, origin: string): Promise<Snapshot> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const result: Snapshot = {};
  for (const path of OWN_PATHS) {
    const response = await page.goto(`${origin}${path}`);
    // The streamed part of a page (the product's heading) arrives after the shell.
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    result[path] = {status: response?.status() ?? 0, text: await page.locator('body').innerText()};
  }
  await context.close();
  return result;
}

/** A guide file's path in this app: `app/…` goes under `src/app/…`, the proxy and instrumentation under `src/`. */
function inSrc(title: string): string {
  return `src/${title}`;
}

/** The guide's section that moves the app's pages into `app/(site)/` and gives the admin screens a root layout. */
const ADMIN_LAYOUT = 'Keep your header and footer off the admin screens';

/** What the app's own layout renders around every page of its own, and Inkwell's must not show around the admin. */
async function expectAcmeFrame(page: Page, shown: boolean, where: string): Promise<void> {
  const count = shown ? 1 : 0;
  await expect(page.getByText('Acme footer', {exact: true}), `Acme's footer on ${where}`).toHaveCount(count);
  await expect(page.getByRole('link', {name: 'About us', exact: true}), `Acme's header on ${where}`).toHaveCount(count);
}

test('add-to-existing-project, followed in an app with src/, Tailwind and routes of its own', async ({browser}) => {
  // Two apps built (before and after Inkwell) and three servers: under load, longer than one guide app.
  test.setTimeout(45 * 60_000);
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'inkwell-guides-existing-'));
  const appDir = join(work, 'acme');
  const servers: Server[] = [];
  let github: MockGitHub | undefined;
  try {
    await step(
      'An existing app',
      `create-next-app@${CREATE_NEXT_APP_VERSION} --src-dir --tailwind, with its own layout, /about, /products/[id] and not-found page`,
      async () => {
        await createNextApp(CREATE_NEXT_APP_VERSION, EXISTING_APP_CREATE_ARGS, appDir);
        expect(readFileSync(join(appDir, 'next.config.ts'), 'utf8')).toMatch(/cacheComponents:\s*true/);
        for (const [path, text] of Object.entries(OWN_FILES)) writeAppFile(appDir, path, text);
        // An app made before create-next-app wrote AGENTS.md has none: the guide says to create it.
        rmSync(join(appDir, 'AGENTS.md'));
      },
    );

    const before = await step(
      'Before Inkwell',
      'next build and next start; each own path answered and recorded',
      async () => {
        run('npx', ['next', 'build'], {cwd: appDir});
        const server = new Server('npx', ['next', 'start', '-p', String(prodPort)], appDir, {});
        servers.push(server);
        await server.ready(`http://localhost:${prodPort}/about`, 120_000);
        const recorded = await snapshot(browser, `http://localhost:${prodPort}`);
        await server.stop();
        for (const path of OWN_PATHS) expect(recorded[path]?.status, path).toBe(200);
        return recorded;
      },
    );

    await step(
      'Add Inkwell',
      "@inkwell/cms from npm pack; the guide's lines in a new AGENTS.md; every file where the guide says, for a src/ app",
      () => {
        const where = existing.section('Where each file goes');
        // The placement the runner follows is the guide's own.
        expect(where).toContain('under `src/app/`');
        expect(where).toContain('`instrumentation.ts` in `src/`');
        const tarball = packLibrary(work);
        run('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline'], {cwd: appDir});
        addInkwellToAgentsMd(existing, AGENTS_SECTION, appDir, false);
        for (const block of existing.blocks('Add the route handlers')) {
          writeAppFile(appDir, inSrc(block.title as string), block.code);
        }
        // "Create the content API route … as Content API gives it"; "Add the files of The catch-all
        // pages and Real 404s … as that guide gives them."
        for (const title of FILES_FROM_CREATE_PROJECT) {
          writeAppFile(appDir, inSrc(title), createProject.codeFile(title).code);
        }
        addGuideRewrites(appDir);
        writeAppFile(appDir, inSrc('app/pricing/page.tsx'), existing.codeFile('app/pricing/page.tsx').code);
      },
    );

    await step(
      ADMIN_LAYOUT,
      "the guide's command moves Acme's layout, pages and Inkwell's site folders into src/app/(site)/; the admin's root layout and page in src/app/(inkwell)/; the guide's rewrites",
      () => {
        const section = existing.section(ADMIN_LAYOUT);
        const move = existing.blocks(ADMIN_LAYOUT).find((block) => block.lang === 'bash');
        if (!move) throw new Error(`${existing.file}, "${ADMIN_LAYOUT}": no shell block moves the pages.`);
        expect(section, 'the guide says where to run it in a src/ app').toContain('`src/app/` in a `src/` app');
        run('bash', ['-euc', move.code], {cwd: join(appDir, 'src/app')});
        for (const moved of [
          'layout.tsx',
          'globals.css',
          'page.tsx',
          'not-found.tsx',
          'about',
          'products',
          'pricing',
        ]) {
          expect(existsSync(join(appDir, 'src/app/(site)', moved)), `${moved} moved into (site)`).toBe(true);
        }
        for (const kept of ['api', 'favicon.ico']) expect(existsSync(join(appDir, 'src/app', kept)), kept).toBe(true);
        for (const title of ['app/(inkwell)/layout.tsx', 'app/(inkwell)/inkwell-admin/[[...slug]]/page.tsx']) {
          writeAppFile(appDir, inSrc(title), existing.codeFile(title).code);
        }
        // "Replace the rewrites option in next.config.ts with this one."
        const config = readFileSync(join(appDir, 'next.config.ts'), 'utf8');
        const created = createProject.codeFile('next.config.ts (excerpt)').code;
        expect(config).toContain(created);
        writeAppFile(
          appDir,
          'next.config.ts',
          config.replace(created, existing.codeFile('next.config.ts (excerpt)').code),
        );
      },
    );

    await step(
      'Import the stylesheet and set the environment',
      "Inkwell's stylesheet above Acme's own in the moved root layout; the GitHub variables in .env.local",
      () => {
        // "Add one import to your root layout (app/(site)/layout.tsx once you have moved it), above your own stylesheet."
        expect(existing.section('Import the stylesheet')).toContain('`app/(site)/layout.tsx` once you have moved it');
        const imports = existing
          .codeFile('app/layout.tsx (excerpt)')
          .code.split('\n')
          .filter((line) => line.startsWith('import ') && !line.includes('./globals.css'));
        const layoutPath = 'src/app/(site)/layout.tsx';
        const layout = readFileSync(join(appDir, layoutPath), 'utf8');
        expect(layout).toContain("import './globals.css';");
        writeAppFile(
          appDir,
          layoutPath,
          layout.replace("import './globals.css';", `${imports.join('\n')}\nimport './globals.css';`),
        );
        const env = existing.blocks('Set the environment').find((block) => block.code.includes('GITHUB_CLIENT_ID'));
        if (!env) throw new Error('The guide has no GitHub .env.local block.');
        writeAppFile(appDir, '.env.local', env.code.replace(/^INKWELL_SECRET=.*$/m, 'INKWELL_SECRET='));
      },
    );

    await step(
      'next build',
      "the app with Inkwell builds under create-next-app's defaults (cacheComponents), and lists the proxy in src/",
      () => {
        buildApp(appDir);
      },
    );

    github = await startMockGitHub();
    const serverEnv = guideServerEnv(`http://localhost:${prodPort}`, github, join(work, 'data'));
    const prod = new Server('npx', ['next', 'start', '-p', String(prodPort)], appDir, serverEnv);
    servers.push(prod);
    await prod.ready(`http://localhost:${prodPort}/api/inkwell/site`, 120_000);
    await ownPathsAndNotFound(browser, `http://localhost:${prodPort}`, before, 'next start', true);
    await signInAndDraft(browser, `http://localhost:${prodPort}`, github);
    await prod.stop();

    const dev = new Server('npx', ['next', 'dev', '-p', String(devPort)], appDir, {
      ...serverEnv,
      INKWELL_URL: `http://localhost:${devPort}`,
      NODE_ENV: undefined,
    });
    servers.push(dev);
    // The first dev request compiles the proxy and the page: minutes on a loaded machine.
    await dev.ready(`http://localhost:${devPort}/about`, 420_000);
    await ownPathsAndNotFound(browser, `http://localhost:${devPort}`, before, 'next dev', false);
    await step(
      'AGENTS.md after next dev',
      "next dev, which may add its own block, kept the guide's Inkwell lines",
      () => expectAgentsLinesKept(existing, AGENTS_SECTION, appDir),
    );
    await step('Server logs', 'next start and next dev printed no line the runner forbids', () => {
      expectNoForbiddenOutput(prod.output, 'next start');
      expectNoForbiddenOutput(dev.output, 'next dev');
    });
  } catch (error) {
    for (const server of servers) console.log(`\n--- ${server.label}, last output:\n${server.output.slice(-3000)}`);
    throw error;
  } finally {
    for (const server of servers) await server.stop();
    await github?.stop();
    await removeWorkDir(work);
    console.log(`  Existing-app guide took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
});

/**
 * The app's own paths answer as before Inkwell (the whole visible text in production; the
 * heading in development, where Next.js adds its own indicator), and unknown paths a real 404.
 */
async function ownPathsAndNotFound(
  browser: Browser,
  origin: string,
  before: Snapshot,
  where: string,
  wholeText: boolean,
): Promise<void> {
  await step(
    `Own routes in ${where}`,
    `${OWN_PATHS.join(', ')}: same status and content as before Inkwell`,
    async () => {
      const after = await snapshot(browser, origin);
      for (const path of OWN_PATHS) {
        expect(after[path]?.status, `${path} in ${where}`).toBe(before[path]?.status);
        if (wholeText) expect(after[path]?.text, `${path} in ${where}`).toBe(before[path]?.text);
        else expect(after[path]?.text, `${path} in ${where}`).toContain(before[path]?.text.split('\n')[0] ?? '');
      }
    },
  );
  await step(
    `Unknown paths in ${where}`,
    "a real 404 with the app's own not-found page; Inkwell's /blog answers in Acme's header and footer; its page folders are not paths",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const path of [
        '/no-such-page',
        '/products',
        '/inkwell-site/blog',
        '/inkwell-edit/blog',
        '/inkwell-admin/admin',
      ]) {
        const response = await page.goto(`${origin}${path}`);
        expect(response?.status(), `${path} in ${where}`).toBe(404);
        await expect(page.getByText('Acme has no such page.')).toBeVisible();
      }
      expect((await page.goto(`${origin}/blog`))?.status(), `/blog in ${where}`).toBe(200);
      await expectAcmeFrame(page, true, `/blog in ${where}`);
      await context.close();
    },
  );
  await step(
    `Sign-in screen in ${where}`,
    "a visitor's /admin shows the sign-in screen in Inkwell's admin frame, without Acme's header and footer",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      expect((await page.goto(`${origin}/admin`))?.status(), `/admin in ${where}`).toBe(200);
      await expect(page.getByRole('heading', {level: 1, name: 'Sign in'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'View site'})).toBeVisible();
      await expectAcmeFrame(page, false, `/admin in ${where}`);
      await context.close();
    },
  );
}

async function signInAndDraft(browser: Browser, origin: string, github: MockGitHub): Promise<void> {
  const context = await githubContext(browser, github);
  const page = await context.newPage();
  const toolbar = 'Show the toolbar on your own pages too';
  const offered = ['Dashboard', 'New post', 'New page', 'Users', 'Settings', 'Sign out'].map((name) =>
    existing.quote(toolbar, name),
  );
  const newPost = existing.quote(toolbar, 'New post');
  const linkOrButton = (page: Page, name: string) =>
    page
      .getByRole('link', {name, exact: true})
      .or(page.getByRole('button', {name, exact: true}))
      .first();
  await step(
    'Set up and sign in',
    'the setup form, then Sign in with GitHub through the mock OAuth server',
    async () => {
      await page.goto(`${origin}/setup`);
      await expectAcmeFrame(page, false, '/setup');
      await page.getByRole('textbox', {name: existing.quote('Run it and sign in', 'Site name')}).fill('Acme');
      await page.getByRole('button', {name: existing.quote('Run it and sign in', 'Save and continue')}).click();
      await signInAt(page, origin, '/setup', github, {name: 'Acme admin', email: 'admin@example.com'});
    },
  );
  await step(
    'Toolbar on a page of your own',
    `/pricing shows ${offered.join(', ')} to the admin, not to a visitor`,
    async () => {
      const response = await page.goto(`${origin}/pricing`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {name: 'Pricing'})).toBeVisible();
      for (const name of offered) await expect(linkOrButton(page, name)).toBeVisible();
      await expect(page.getByRole('link', {name: existing.quote(toolbar, 'Edit this page')})).toHaveCount(0);
      await expect(page.getByText('Acme footer')).toBeVisible();
      const visitor = await browser.newContext();
      const anonymous = await visitor.newPage();
      expect((await anonymous.goto(`${origin}/pricing`))?.status()).toBe(200);
      await expect(anonymous.getByRole('heading', {name: 'Pricing'})).toBeVisible();
      await expect(anonymous.getByRole('link', {name: newPost})).toHaveCount(0);
      await visitor.close();
    },
  );
  await step(
    'Admin screens in their own layout',
    "/admin, /admin/posts/new and /admin/settings show Inkwell's admin menu without Acme's header and footer; /pricing and the signed-in /blog keep them; an unknown /admin path is a real 404",
    async () => {
      for (const [path, heading] of [
        ['/admin', 'Dashboard'],
        ['/admin/posts/new', 'New post'],
        ['/admin/settings', 'Settings'],
      ] as const) {
        expect((await page.goto(`${origin}${path}`))?.status(), path).toBe(200);
        await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
        const menu = page.getByRole('navigation', {name: 'Admin'});
        await expect(menu.getByRole('link', {name: heading, exact: true})).toHaveAttribute('aria-current', 'page');
        await expectAcmeFrame(page, false, path);
      }
      for (const path of ['/pricing', '/blog']) {
        expect((await page.goto(`${origin}${path}`))?.status(), path).toBe(200);
        await expectAcmeFrame(page, true, `${path}, signed in`);
      }
      expect((await page.goto(`${origin}/admin/no-such-screen`))?.status()).toBe(404);
      await expect(page.getByText('Acme has no such page.')).toBeVisible();
    },
  );
  await step('A draft', 'a draft post answers 404 to a visitor and shows to its editor', async () => {
    await page.goto(`${origin}/admin/posts/new`);
    await page.getByRole('textbox', {name: 'Title', exact: true}).fill('Anvil news');
    await page.getByRole('textbox', {name: 'Slug', exact: true}).fill('anvil-news');
    await page.getByRole('textbox', {name: 'Body (Markdown)'}).fill('Heavier than ever.');
    await page.getByRole('button', {name: 'Save', exact: true}).click();
    await page.waitForURL(/\/admin\/posts\/[^/]+$/);
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    expect((await anonymous.goto(`${origin}/blog/anvil-news`))?.status()).toBe(404);
    await expect(anonymous.getByText('Acme has no such page.')).toBeVisible();
    await visitor.close();
    expect((await page.goto(`${origin}/blog/anvil-news`))?.status()).toBe(200);
    await expect(page.getByRole('heading', {name: 'Anvil news'})).toBeVisible();
  });
  await context.close();
}
