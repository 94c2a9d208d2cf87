/**
 * The guide runner: follows docs/getting-started/create-new-project.md and the usage guides in
 * a real Next.js app, as a reader would, and checks on the page every message, button and URL
 * the guides quote. Every file it writes and every word it checks is read from docs/.
 */
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, type Page} from '@playwright/test';
import {removeWorkDir, Server} from './app';
import {Guide} from './guide';
import {expectAgentsLinesKept} from './agents-md';
import {
  AGENTS_SECTION,
  buildApp,
  createProject,
  expectNoForbiddenOutput,
  guideServerEnv,
  makeGuideApp,
  step,
  test,
} from './guide-app';
import {startMockGitHub, type MockGitHub} from './mock-github';
import {CREATE_NEXT_APP_15_VERSION} from './pins';
import {githubContext, signInAt} from './reader-app';

const basePort = Number(process.env.INKWELL_GUIDES_PORT ?? 5110);
const prodPort = basePort + 11;
const devPort = basePort + 12;

const blogPost = new Guide('using-inkwell/create-a-blog-post.md');
const selfHosted = new Guide('deployment/self-hosted.md');
const createPage = new Guide('using-inkwell/create-a-page.md');

// Making the app (create-next-app, the library from npm pack, the guide's files) and `next build`
// are the `guideApp` fixture's steps, done once per run for every spec (guide-app.ts).
test('the getting-started guide, followed in a real Next.js app', async ({browser, guideApp: {work, appDir}}) => {
  const started = Date.now();
  const servers: Server[] = [];
  let github: MockGitHub | undefined;
  try {
    const refusal = /`(\[inkwell\] Inkwell cannot start[^`]*)`/.exec(selfHosted.source)?.[1];
    await step(
      'Start-up refuses bad configuration',
      `next start without INKWELL_* exits 1 and logs "${refusal}"`,
      async () => {
        expect(refusal, 'deployment/self-hosted.md quotes the start-up log line').toBeTruthy();
        const bad = new Server('npx', ['next', 'start', '-p', String(prodPort)], appDir, {
          INKWELL_SECRET: '',
          INKWELL_URL: '',
        });
        servers.push(bad);
        const code = await Promise.race([bad.exit, new Promise<number>((r) => setTimeout(() => r(-1), 90_000))]);
        await bad.stop();
        expect(bad.output).toContain(refusal);
        expect(bad.output).toContain('INKWELL_SECRET is required in production');
        expect(code, bad.output).toBe(1);
      },
    );

    github = await startMockGitHub();
    const serverEnv = guideServerEnv(`http://localhost:${prodPort}`, github, join(work, 'data'));
    const prod = new Server('npx', ['next', 'start', '-p', String(prodPort)], appDir, serverEnv);
    servers.push(prod);
    await step('next start', 'production server answers', () =>
      prod.ready(`http://localhost:${prodPort}/api/inkwell/site`, 120_000),
    );

    // The browser's visit to GitHub's authorize page goes to the mock, query and all (state included).
    const context = await githubContext(browser, github);
    const page = await context.newPage();
    const origin = `http://localhost:${prodPort}`;

    await step('Unknown path', 'a real 404 status and the not-found page', async () => {
      const response = await page.goto(`${origin}/no-such-page`);
      expect(response?.status()).toBe(404);
    });

    await runGuide(page, origin, github);
    await visitorsServedFromCache(page, origin);
    // next dev: the page and the API routes load separate copies of the package.
    await prod.stop();
    const dev = new Server('npx', ['next', 'dev', '-p', String(devPort)], appDir, {
      ...serverEnv,
      INKWELL_URL: `http://localhost:${devPort}`,
      NODE_ENV: undefined,
    });
    servers.push(dev);
    // A page first, as a reader opens the site: the page's copy of the package then opens the
    // shared file store, and the API route's copy meets that copy's errors (finding 3).
    await step(
      'next dev',
      'the development server answers the home page, then the content API (compiled before the editor needs it)',
      async () => {
        await dev.ready(`http://localhost:${devPort}/`, 180_000);
        await dev.ready(`http://localhost:${devPort}/api/inkwell/site`, 180_000);
      },
    );
    await duplicateSlug(page, `http://localhost:${devPort}`, 'in next dev');
    await step(
      'AGENTS.md after next dev',
      "next dev, which may add or update its own block, kept the guide's Inkwell lines",
      () => expectAgentsLinesKept(createProject, AGENTS_SECTION, appDir),
    );

    for (const [guide, section] of [
      [createProject, 'Run it'],
      [blogPost, 'Open the editor'],
      [blogPost, 'Save a draft and preview it'],
      [blogPost, 'Publish'],
      [blogPost, 'Slugs'],
      [createPage, 'Open the editor'],
      [createPage, 'Save a draft'],
      [createPage, 'Publish'],
      [createPage, 'Slugs'],
    ] as const) {
      expect(guide.unchecked(section), `${guide.file}, "${section}": quoted phrases no step checks`).toEqual([]);
    }
    await context.close();
    await step('Server logs', 'next start and next dev printed no line the runner forbids', () => {
      expectNoForbiddenOutput(prod.output, 'next start');
      expectNoForbiddenOutput(dev.output, 'next dev');
    });
  } catch (error) {
    // What the app's servers said is the first thing to read when a step fails.
    for (const server of servers) console.log(`\n--- ${server.label}, last output:\n${server.output.slice(-3000)}`);
    throw error;
  } finally {
    for (const server of servers) await server.stop();
    await github?.stop();
    console.log(`  Getting-started guide took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
});

// The lighter second pass: the same guide on Next.js 15 (with the middleware.ts it gives for 15),
// built (Next.js 15's build runs ESLint) and started, through sign-in and a real 404.
test('the getting-started guide on Next.js 15', async ({browser}) => {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'inkwell-guides-15-'));
  const appDir = join(work, 'my-site');
  const servers: Server[] = [];
  let github: MockGitHub | undefined;
  try {
    await makeGuideApp(work, appDir, CREATE_NEXT_APP_15_VERSION);
    await step('next build on Next.js 15', "the guide's app builds, ESLint included, and lists the middleware", () => {
      buildApp(appDir);
    });
    github = await startMockGitHub();
    const origin = `http://localhost:${prodPort}`;
    const prod = new Server('npx', ['next', 'start', '-p', String(prodPort)], appDir, {
      ...guideServerEnv(origin, github, join(work, 'data')),
    });
    servers.push(prod);
    await prod.ready(`${origin}/api/inkwell/site`, 120_000);
    const context = await githubContext(browser, github);
    const page = await context.newPage();
    await step(
      'Unknown path on Next.js 15',
      'a real 404; the catch-all folder is not a path; /blog answers',
      async () => {
        for (const path of ['/no-such-page', '/inkwell-site/blog']) {
          expect((await page.goto(`${origin}${path}`))?.status(), path).toBe(404);
        }
        expect((await page.goto(`${origin}/blog`))?.status()).toBe(200);
      },
    );
    await step('Set up and sign in on Next.js 15', 'the setup form, sign-in, the toolbar', async () => {
      await page.goto(`${origin}/setup`);
      await page.getByRole('textbox', {name: 'Site name'}).fill('Guide runner on 15');
      await page.getByRole('button', {name: 'Save and continue'}).click();
      await signInAt(page, origin, '/setup', github as MockGitHub, {name: 'Ada Lovelace', email: 'ada@example.com'});
      await page.goto(`${origin}/`);
      await expect(page.getByRole('link', {name: 'New post'}).first()).toBeVisible();
      await expect(page.getByRole('link', {name: 'Guide runner on 15'})).toBeVisible();
    });
    await context.close();
    expectNoForbiddenOutput(prod.output, 'next start on Next.js 15');
  } catch (error) {
    for (const server of servers) console.log(`\n--- ${server.label}, last output:\n${server.output.slice(-3000)}`);
    throw error;
  } finally {
    for (const server of servers) await server.stop();
    await github?.stop();
    await removeWorkDir(work);
    console.log(`  Getting-started guide on Next.js 15 took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
});

async function runGuide(page: Page, origin: string, github: MockGitHub): Promise<void> {
  const run = 'Run it';
  await step('Set up your site', "the setup form's fields and button, as the guide names them", async () => {
    await page.goto(`${origin}/setup`);
    createProject.quote(run, 'Set up your site');
    await page.getByRole('textbox', {name: createProject.quote(run, 'Site name')}).fill('Guide runner');
    await page
      .getByRole('textbox', {name: createProject.quote(run, 'Description')})
      .fill('Made by following the guide.');
    await page.getByRole('button', {name: createProject.quote(run, 'Save and continue')}).click();
    createProject.notOnScreen(
      run,
      ['Saving…'],
      'shown while the first save waits for next dev to compile; dev-first-setup.spec checks it there',
    );
  });

  await step(
    'Sign in to finish',
    'the provider button, a real OAuth round trip (state, code, token exchange), back home signed in as admin',
    async () => {
      createProject.quote(run, 'Sign in to finish');
      const button = createProject.quote(run, 'Sign in with').replace(/\s*…$/, '');
      const tokensBefore = github.tokenRequests;
      await page.getByRole('link', {name: new RegExp(`^${button}`)}).click();
      await page.waitForURL(`${origin}/`);
      expect(github.tokenRequests, 'the server exchanged the code at the token endpoint').toBeGreaterThan(tokensBefore);
      const session = await page.request.get(`${origin}/api/auth/session`);
      expect((await session.json()).user.role).toBe(createProject.quote(run, 'admin'));
      for (const name of ['Dashboard', 'New post', 'New page', 'Users', 'Settings', 'Sign out']) {
        await expect(
          page
            .getByRole('link', {name: createProject.quote(run, name)})
            .or(page.getByRole('button', {name: createProject.quote(run, name)}))
            .first(),
        ).toBeVisible();
      }
      await expect(page.getByText(createProject.quote(run, 'No posts have been published yet'))).toBeVisible();
      createProject.notOnScreen(
        run,
        ['No sign-in provider is configured'],
        "shown only when no provider pair is set; the library's unit tests cover it",
      );
    },
  );

  const title = /such as `([^`]+)`/.exec(blogPost.section('Write the post'))?.[1] ?? '';
  const slug = /`([a-z0-9-]+)` puts it at `\/blog\/\1`/.exec(blogPost.section('Write the post'))?.[1] ?? '';
  await step(
    'Open the editor',
    'New post in the toolbar opens /admin/posts/new with the heading New post',
    async () => {
      const open = 'Open the editor';
      await page
        .getByRole('link', {name: blogPost.quote(open, 'New post')})
        .first()
        .click();
      await page.waitForURL(`${origin}/admin/posts/new`);
      await expect(page.getByRole('heading', {name: blogPost.quote(open, 'New post')})).toBeVisible();
    },
  );

  await step('Save a draft', `"${title}" saved as a draft; visitors get 404, editors see the Draft badge`, async () => {
    const draft = 'Save a draft and preview it';
    expect(title && slug, 'the guide gives an example title and slug').toBeTruthy();
    await page.getByRole('textbox', {name: 'Title', exact: true}).fill(title);
    await page.getByRole('textbox', {name: 'Slug', exact: true}).fill(slug);
    await page
      .getByRole('textbox', {name: 'Body (Markdown)'})
      .fill('Steel nibs are cheap and forgiving.\n\n## Gold\n\nGold flexes.');
    await expect(page.getByRole('combobox', {name: blogPost.quote(draft, 'Status')})).toHaveValue('draft');
    await page.getByRole('button', {name: blogPost.quote(draft, 'Save'), exact: true}).click();
    await expect(page.getByText(blogPost.quote(draft, 'Post created as a draft.'))).toBeVisible();
    const visitor = await page.context().browser()?.newContext();
    const anonymous = await visitor?.newPage();
    expect((await anonymous?.goto(`${origin}/blog/${slug}`))?.status()).toBe(404);
    await visitor?.close();
    const preview = await page.context().newPage();
    await preview.goto(`${origin}/blog/${slug}`);
    await expect(preview.getByRole('heading', {name: title})).toBeVisible();
    await expect(preview.getByText(blogPost.quote(draft, 'Draft'), {exact: true})).toBeVisible();
    await preview.close();
  });

  await step(
    'Publish',
    'Status Published + Save gives "Saved and published." and View post; the post is on /blog, for visitors served from cache too',
    async () => {
      const publish = 'Publish';
      // A visitor's /blog and the post's address are cached before the post is published, so
      // seeing the post there afterwards proves the save expired exactly those views.
      const visitor = await page.context().browser()?.newContext();
      const anonymous = await visitor?.newPage();
      if (!anonymous) throw new Error('no browser for the visitor');
      for (let visit = 0; visit < 2; visit += 1) {
        expect((await anonymous.goto(`${origin}/blog`))?.status()).toBe(200);
        await expect(anonymous.getByRole('link', {name: title})).toHaveCount(0);
        expect((await anonymous.goto(`${origin}/blog/${slug}`))?.status()).toBe(404);
      }
      const status = page.getByRole('combobox', {name: blogPost.quote(publish, 'Status')});
      // "set Status back to Draft" to unpublish: the option is there.
      await expect(status.getByRole('option', {name: blogPost.quote(publish, 'Draft'), exact: true})).toHaveCount(1);
      await status.selectOption({label: blogPost.quote(publish, 'Published')});
      await page.getByRole('button', {name: blogPost.quote(publish, 'Save'), exact: true}).click();
      await expect(page.getByText(blogPost.quote(publish, 'Saved and published.'))).toBeVisible();
      await page.getByRole('link', {name: blogPost.quote(publish, 'View post')}).click();
      await page.waitForURL(`${origin}/blog/${slug}`);
      await expect(page.getByRole('heading', {name: title})).toBeVisible();
      await page.goto(`${origin}/blog`);
      await expect(page.getByRole('link', {name: title})).toBeVisible();
      expect((await anonymous.goto(`${origin}/blog`))?.status()).toBe(200);
      await expect(anonymous.getByRole('link', {name: title})).toBeVisible();
      expect((await anonymous.goto(`${origin}/blog/${slug}`))?.status()).toBe(200);
      await expect(anonymous.getByRole('heading', {name: title})).toBeVisible();
      await visitor?.close();
      blogPost.notOnScreen(
        publish,
        ['publication date'],
        "a term the guide explains, checked by the library's content tests",
      );
    },
  );

  await duplicateSlug(page, origin, 'in next start');
  await pageGuide(page, origin);
}

/**
 * The guide's promise for visitors in production: their pages come from Next.js's cache, and a
 * save, a new post, a delete and a settings change each show in the very next visitor request.
 * Writes go through the content API with the signed-in editor's cookies (`page.request`).
 */
async function visitorsServedFromCache(page: Page, origin: string): Promise<void> {
  const next = /so the next visitor after a save already sees it: ([^.]+)\./.exec(createProject.source)?.[1] ?? '';
  await step(
    'Visitors served from cache',
    `a visitor's post and /blog are HITs of Next.js's cache; then each write shows in the next visitor request ("${next}"), and a settings or menu change in the next signed-in one`,
    async () => {
      expect(next, 'the guide promises what the next visitor sees').toBe('a new post is in the next list');
      const visit = async (path: string) => {
        const response = await fetch(`${origin}${path}`);
        return {status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text()};
      };
      const write = async (method: 'post' | 'patch' | 'put' | 'delete', path: string, data?: object) => {
        const response = await page.request[method](`${origin}/api/inkwell${path}`, {headers: {origin}, data});
        expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
        return response;
      };
      const listed = async (text: string) => (await visit('/blog')).html.includes(text);

      const created = await write('post', '/posts', {
        title: 'Cached ink',
        slug: 'cached-ink',
        body: 'Written to be read from the cache.',
        status: 'published',
      });
      const {id} = (await created.json()) as {id: string};
      expect(await listed('Cached ink'), 'a new post is in the next list').toBe(true);
      for (const path of ['/blog', '/blog/cached-ink']) {
        // The first visit renders the path and keeps it; the ones after are served from the cache.
        expect((await visit(path)).status, path).toBe(200);
        await expect.poll(async () => (await visit(path)).cache, {message: `${path} from the cache`}).toBe('HIT');
      }

      await write('patch', `/posts/${id}`, {title: 'Cached ink, revised'});
      expect((await visit('/blog/cached-ink')).html, 'a save shows in the next visit of the post').toContain(
        'Cached ink, revised',
      );
      expect(await listed('Cached ink, revised'), 'a save shows in the next list').toBe(true);
      await expect.poll(async () => (await visit('/blog/cached-ink')).cache).toBe('HIT');

      // The site settings and the menu are cached for signed-in people too (site-data.ts); a
      // change shows in their next request as in a visitor's.
      const signedIn = async (path: string) => (await page.request.get(`${origin}${path}`)).text();
      const site = (await (await fetch(`${origin}/api/inkwell/site`)).json()) as {name: string; description?: string};
      expect(await signedIn('/blog'), 'the signed-in page, its site data now cached').toContain(site.name);
      await write('put', '/site', {...site, name: 'Ink, cached and fresh'});
      expect(await listed('Ink, cached and fresh'), 'a settings change shows in the next visit').toBe(true);
      expect(await signedIn('/blog'), 'and in the next signed-in request').toContain('Ink, cached and fresh');
      await write('put', '/site', site);
      expect(await listed('Ink, cached and fresh'), 'and so does putting it back').toBe(false);
      expect(await signedIn('/blog'), 'for signed-in people too').not.toContain('Ink, cached and fresh');

      const menuPage = await write('post', '/pages', {
        title: 'Inked menu entry',
        slug: 'inked-menu-entry',
        body: 'In the menu while it lasts.',
        status: 'published',
        showInNav: true,
      });
      expect(await signedIn('/blog'), 'a page put in the menu is in the next signed-in menu').toContain(
        'Inked menu entry',
      );
      expect(await listed('Inked menu entry'), "and in the next visitor's menu").toBe(true);
      await write('delete', `/pages/${((await menuPage.json()) as {id: string}).id}`);
      expect(await signedIn('/blog'), 'a deleted page leaves the next signed-in menu').not.toContain(
        'Inked menu entry',
      );
      expect(await listed('Inked menu entry'), "and the next visitor's menu").toBe(false);

      await write('delete', `/posts/${id}`);
      expect((await visit('/blog/cached-ink')).status, 'a deleted post is gone at the next visit').toBe(404);
      expect(await listed('Cached ink, revised'), 'and from the next list').toBe(false);
    },
  );
}

async function pageGuide(page: Page, origin: string): Promise<void> {
  const write = createPage.section('Write the page');
  const title = /such as `([^`]+)`/.exec(write)?.[1] ?? '';
  const slug = /`([a-z0-9-]+)` puts it at `\/\1`/.exec(write)?.[1] ?? '';
  await step(
    'Create a page',
    `New page opens /admin/pages/new; "${title}" saved as a draft at /admin/pages/<id>`,
    async () => {
      expect(title && slug, 'the guide gives an example title and slug').toBeTruthy();
      await page.goto(`${origin}/`);
      createPage.notOnScreen('Open the editor', ['About'], "the guide's example page name, used as the title below");
      await page
        .getByRole('link', {name: createPage.quote('Open the editor', 'New page')})
        .first()
        .click();
      await page.waitForURL(`${origin}/admin/pages/new`);
      await expect(page.getByRole('heading', {name: createPage.quote('Open the editor', 'New page')})).toBeVisible();
      await page.getByRole('textbox', {name: 'Title', exact: true}).fill(title);
      await page.getByRole('textbox', {name: 'Slug', exact: true}).fill(slug);
      await page.getByRole('textbox', {name: 'Body (Markdown)'}).fill('We write about **paper and ink**.');
      await page
        .getByRole('checkbox', {name: createPage.quote('Put the page in the menu', 'Show in navigation')})
        .check();
      await page
        .getByRole('spinbutton', {name: createPage.quote('Put the page in the menu', 'Menu position')})
        .fill('10');
      const draft = 'Save a draft';
      await expect(page.getByRole('combobox', {name: createPage.quote(draft, 'Status')})).toHaveValue('draft');
      await page.getByRole('button', {name: createPage.quote(draft, 'Save'), exact: true}).click();
      await expect(page.getByText(createPage.quote(draft, 'Page created as a draft.'))).toBeVisible();
      await page.waitForURL(/\/admin\/pages\/[^/]+$/);
      expect(page.url()).not.toMatch(/\/new$/);
      createPage.notOnScreen(
        draft,
        ['Draft', 'Show in navigation', 'Unsaved changes'],
        'the draft badge is checked for posts; the menu and unsaved-changes prompt are covered by the component tests',
      );
    },
  );

  await step(
    'Publish the page and put it in the menu',
    'Saved and published., View page, and the menu lists the page',
    async () => {
      const publish = 'Publish';
      const status = page.getByRole('combobox', {name: createPage.quote(publish, 'Status')});
      await expect(status.getByRole('option', {name: createPage.quote(publish, 'Draft'), exact: true})).toHaveCount(1);
      await status.selectOption({label: createPage.quote(publish, 'Published')});
      await page.getByRole('button', {name: createPage.quote(publish, 'Save'), exact: true}).click();
      await expect(page.getByText(createPage.quote(publish, 'Saved and published.'))).toBeVisible();
      await page.getByRole('link', {name: createPage.quote(publish, 'View page')}).click();
      await page.waitForURL(`${origin}/${slug}`);
      await expect(page.getByRole('heading', {name: title})).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', {name: title})).toBeVisible();
    },
  );

  await step('Page slugs', 'a taken page slug and a reserved one give the messages the guide quotes', async () => {
    const slugs = 'Slugs';
    const taken = createPage.quote(slugs, 'Another page already uses the slug');
    const reserved = createPage.quote(slugs, 'The slug "blog" is used');
    for (const [message, value] of [
      [taken, /the slug "([^"]+)"/.exec(taken)?.[1] ?? ''],
      [reserved, /The slug "([^"]+)"/.exec(reserved)?.[1] ?? ''],
    ] as const) {
      await page.goto(`${origin}/admin/pages/new`);
      await page.getByRole('textbox', {name: 'Title', exact: true}).fill('Another page');
      await page.getByRole('textbox', {name: 'Slug', exact: true}).fill(value);
      await page.getByRole('button', {name: 'Save', exact: true}).click();
      await expect(page.getByText(message)).toBeVisible();
    }
    createPage.notOnScreen(
      slugs,
      ['Left empty', 'Über uns', 'Typed by you', 'Reserved:', 'is special:'],
      "list labels and an example of slug making, which the library's slug tests cover",
    );
  });
}

async function duplicateSlug(page: Page, origin: string, where: string): Promise<void> {
  const slugs = 'Slugs';
  const message = blogPost.quote(slugs, 'Another post already uses the slug');
  const slug = /the slug "([^"]+)"/.exec(message)?.[1] ?? '';
  await step(`Duplicate slug ${where}`, `the editor says "${message}"`, async () => {
    await page.goto(`${origin}/admin/posts/new`);
    await page.getByRole('textbox', {name: 'Title', exact: true}).fill('Another nib post');
    await page.getByRole('textbox', {name: 'Slug', exact: true}).fill(slug);
    await page.getByRole('button', {name: 'Save', exact: true}).click();
    await expect(page.getByText(message)).toBeVisible();
  });
}
