/**
 * The guide runner, usage guides: in a copy of the getting-started app (built once per run), follows
 * docs/using-inkwell/users.md (first admin, adding people, roles signed in as a second person
 * through the mock GitHub, changing roles, sign-out everywhere, removing, the last admin),
 * signing in at /admin and the dashboard (index.md), the Settings screen (settings.md), the
 * Media screen (media.md: alt text, deleting),
 * the menu of create-a-page.md, and types every example of markdown-features.md into the editor,
 * publishes it and checks the published post renders it as the guide says. Every message, button
 * name and URL it checks is read from docs/ (and the examples from the docs' own example module).
 */
import {join} from 'node:path';
import {expect, type Locator, type Page} from '@playwright/test';
import {markdownExamples, type MarkdownExampleName} from '../../src/components/InkwellDemo/markdownExamples';
import {Server} from './app';
import {Guide} from './guide';
import {expectNoForbiddenOutput, guideServerEnv, step, test} from './guide-app';
import {startMockGitHub, type MockGitHub} from './mock-github';
import {drawPng, githubContext, sessionOf, signInAt} from './reader-app';

// Past the other specs' ports (getting-started base to +2, storage +3), so none meet.
const port = Number(process.env.INKWELL_GUIDES_PORT ?? 5110) + 4;
const origin = `http://localhost:${port}`;

const users = new Guide('using-inkwell/users.md');
const createPage = new Guide('using-inkwell/create-a-page.md');
const markdown = new Guide('using-inkwell/markdown-features.md');
const usingInkwell = new Guide('using-inkwell/index.md');
const settings = new Guide('using-inkwell/settings.md');
const media = new Guide('using-inkwell/media.md');

const ada = {name: 'Ada Lovelace', email: 'ada@example.com'};
const site = {name: 'Usage guides', description: 'Following the usage guides.'};

test('the usage guides, followed in a real Next.js app', async ({browser, guideApp: {work, appDir}}) => {
  const started = Date.now();
  const servers: Server[] = [];
  let github: MockGitHub | undefined;
  try {
    github = await startMockGitHub();
    const server = new Server(
      'npx',
      ['next', 'start', '-p', String(port)],
      appDir,
      guideServerEnv(origin, github, join(work, 'data')),
    );
    servers.push(server);
    await step('next start', 'production server answers', () => server.ready(`${origin}/api/inkwell/site`, 120_000));

    const adminContext = await githubContext(browser, github);
    const admin = await adminContext.newPage();
    const dialogs: string[] = [];
    admin.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    await firstAdmin(admin, github);
    const eddie = await addPeople(admin);

    const editorContext = await githubContext(browser, github);
    const editor = await editorContext.newPage();
    editor.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    await whoMaySignIn(browser, github);
    await roles(admin, editor, github, eddie);
    await settingsScreen(admin);
    await mediaScreen(admin);
    await markdownExamplesStep(editor);
    await menu(editor);
    await signInAtAdmin(browser, github);
    await lastAdmin(admin);
    await changeRole(admin, editor, github, eddie);
    await signOutEverywhere(admin, editor, github, eddie);
    await removePerson(admin, editor, github, eddie);
    await signOut(admin, adminContext);
    expect(dialogs, 'no example or screen ran a script (alert) in the browser').toEqual([]);

    for (const [guide, section] of [
      [users, 'Roles'],
      [users, 'The first admin'],
      [users, 'Who may sign in'],
      [users, 'Open the users screen'],
      [users, 'Add a person'],
      [users, 'Change a role'],
      [users, 'Remove a person'],
      [users, 'Sign a person out everywhere'],
      [users, 'The site always keeps an admin'],
      [usingInkwell, 'Sign in'],
      [settings, 'Open the settings'],
      [settings, 'Change the site title or description'],
      [settings, 'When a field needs fixing'],
      [media, 'Open the media screen'],
      [media, "Change an image's alt text"],
      [media, 'Delete an image'],
      [createPage, 'Put the page in the menu'],
      [createPage, 'Menu order'],
      [createPage, 'Edit a page'],
      [createPage, 'Delete a page'],
      ...Object.keys(examplesBySection()).map((section) => [markdown, section] as const),
      [markdown, 'HTML that is removed, and why'],
    ] as const) {
      expect(guide.unchecked(section), `${guide.file}, "${section}": quoted phrases no step checks`).toEqual([]);
    }
    await adminContext.close();
    await editorContext.close();
    await step('Server log', 'next start printed no line the runner forbids', () => {
      expectNoForbiddenOutput(server.output, 'next start');
    });
  } catch (error) {
    for (const server of servers) console.log(`\n--- ${server.label}, last output:\n${server.output.slice(-3000)}`);
    throw error;
  } finally {
    for (const server of servers) await server.stop();
    await github?.stop();
    console.log(`  Usage guides took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
});

// ---- users.md ---------------------------------------------------------------------------------

async function firstAdmin(page: Page, github: MockGitHub): Promise<void> {
  const section = 'The first admin';
  await step(
    'The first admin',
    'the setup form, then the first sign-in becomes the admin; /setup then gives a not-found page',
    async () => {
      await page.goto(`${origin}/setup`);
      users.quote(section, 'Set up your site');
      await page.getByRole('textbox', {name: users.quote(section, 'Site name')}).fill(site.name);
      await page.getByRole('textbox', {name: users.quote(section, 'Description')}).fill(site.description);
      await page.getByRole('button', {name: users.quote(section, 'Save and continue')}).click();
      users.quote(section, 'Sign in to finish');
      github.identity = ada;
      const button = users.quote(section, 'Sign in with').replace(/\s*…$/, '');
      await page.getByRole('link', {name: new RegExp(`^${button}`)}).click();
      await page.waitForURL(`${origin}/`);
      expect((await sessionOf(page, origin))?.user.role).toBe(users.quote(section, 'admin'));
      expect((await page.request.get(`${origin}/setup`)).status()).toBe(404);
    },
  );
}

async function addPeople(page: Page): Promise<{name: string; email: string}> {
  const open = 'Open the users screen';
  const add = 'Add a person';
  const email = /such as `([^`@]+@[^`]+)`/.exec(users.section(add))?.[1] ?? '';
  const added = users.quote(add, 'Added ');
  const name = /^Added ([^.]+)\./.exec(added)?.[1] ?? '';
  await step(
    'Open the users screen',
    'Users in the toolbar opens /admin/users; its columns and your own row marked "you"',
    async () => {
      await page.getByRole('link', {name: users.quote(open, 'Users'), exact: true}).click();
      await page.waitForURL(`${origin}/admin/users`);
      for (const column of ['Name', 'Email', 'Role', 'Last signed in with', 'Added']) {
        await expect(page.getByRole('columnheader', {name: users.quote(open, column), exact: true})).toBeVisible();
      }
      const own = page.getByRole('row').filter({hasText: ada.email});
      await expect(own.getByText(users.quote(open, 'you'), {exact: true})).toBeVisible();
      await expect(own.getByRole('cell', {name: 'GitHub', exact: true})).toBeVisible();
    },
  );
  await step('Add a person', `a malformed address refused; ${email} added as ${name}, an editor`, async () => {
    expect(email && name, 'the guide gives an example address and name').toBeTruthy();
    const form = page.getByRole('form', {name: users.quote(add, 'Add a person')});
    await form.getByRole('textbox', {name: users.quote(add, 'Email'), exact: true}).fill('eddie.example.com');
    await form.getByRole('button', {name: users.quote(add, 'Add person')}).click();
    await expect(form.getByText(users.quote(add, 'Enter an email address like'))).toBeVisible();
    await form.getByRole('textbox', {name: users.quote(add, 'Email'), exact: true}).fill(email);
    await form.getByRole('textbox', {name: users.quote(add, 'Name (optional)')}).fill(name);
    const role = form.getByRole('combobox', {name: users.quote(add, 'Role'), exact: true});
    // Editor is the default; Admin is the other choice.
    await expect(role.locator('option:checked')).toHaveText(users.quote(add, 'Editor'));
    await expect(role.getByRole('option', {name: users.quote(add, 'Admin'), exact: true})).toHaveCount(1);
    await form.getByRole('button', {name: users.quote(add, 'Add person')}).click();
    await expect(page.getByRole('status').getByText(added)).toBeVisible();
    const row = page.getByRole('row').filter({hasText: email});
    await expect(row.getByRole('cell', {name: users.quote(open, 'Not yet'), exact: true})).toBeVisible();
    // Already on the list: it says so and adds nobody.
    const rows = await page.getByRole('row').count();
    await form.getByRole('textbox', {name: users.quote(add, 'Email'), exact: true}).fill(email.toUpperCase());
    await form.getByRole('button', {name: users.quote(add, 'Add person')}).click();
    await expect(form.getByText(new RegExp(`${email.replace(/[.]/g, '\\.')}.*already`, 'i'))).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(rows);
  });
  return {name, email};
}

async function whoMaySignIn(browser: Parameters<typeof githubContext>[0], github: MockGitHub): Promise<void> {
  const section = 'Who may sign in';
  await step(
    'Who may sign in',
    'an address nobody added is refused with "This email has not been added"; an unverified one with "No verified email address"',
    async () => {
      for (const [identity, title] of [
        [{name: 'Mallory', email: 'mallory@example.com'}, users.quote(section, 'This email has not been added')],
        [{name: 'Ada', email: ada.email, verified: false}, users.quote(section, 'No verified email address')],
      ] as const) {
        const context = await githubContext(browser, github);
        const page = await context.newPage();
        // An admin address shows the sign-in screen to someone not signed in.
        await signInAt(page, origin, '/admin/posts/new', github, identity);
        await expect(page.getByRole('heading', {name: title})).toBeVisible();
        await expect(page).toHaveTitle(title);
        expect(await sessionOf(page, origin), 'no session was started').toBeNull();
        await context.close();
      }
      users.notOnScreen(
        section,
        ['added their email address', 'any'],
        'emphasis on how matching works; the runner signs in by the added address below',
      );
      // "Sign out" of this section is checked at the end, by the signOut step.
    },
  );
}

async function roles(
  admin: Page,
  editor: Page,
  github: MockGitHub,
  eddie: {name: string; email: string},
): Promise<void> {
  const section = 'Roles';
  const draftTitle = "Ada's notes";
  await step(
    'Roles: an editor',
    'Eddie signs in (a second person, through the mock GitHub): no Users or Settings button, and their addresses are not-found pages',
    async () => {
      await signInAt(editor, origin, '/admin/posts/new', github, {name: 'Eddie from GitHub', email: eddie.email});
      await editor.waitForURL(`${origin}/admin/posts/new`);
      const session = await sessionOf(editor, origin);
      expect(session?.user.role).toBe('editor');
      // The name the admin typed is kept.
      expect(session?.user.name).toBe(eddie.name);
      await expect(editor.getByRole('link', {name: 'New page'}).first()).toBeVisible();
      await expect(editor.getByRole('link', {name: users.quote(section, 'Users'), exact: true})).toHaveCount(0);
      await expect(admin.getByRole('link', {name: users.quote(section, 'Users'), exact: true})).toHaveCount(1);
      expect((await editor.goto(`${origin}/admin/users`))?.status()).toBe(404);
      const settingsLink = users.quote(section, 'Settings');
      await expect(editor.getByRole('link', {name: settingsLink, exact: true})).toHaveCount(0);
      await expect(admin.getByRole('link', {name: settingsLink, exact: true})).toHaveCount(1);
      expect((await editor.goto(`${origin}/admin/settings`))?.status()).toBe(404);
    },
  );

  await step(
    'Roles: an editor edits, publishes and deletes anyone’s page',
    "Ada's draft: visitors get 404; Eddie sees it with the Draft badge, edits it (Edit this page → Edit page), publishes it and deletes it",
    async () => {
      await admin.goto(`${origin}/admin/pages/new`);
      await admin.getByRole('textbox', {name: 'Title', exact: true}).fill(draftTitle);
      await admin.getByRole('textbox', {name: 'Body (Markdown)'}).fill('A draft by the admin.');
      await admin.getByRole('button', {name: 'Save', exact: true}).click();
      await admin.waitForURL(/\/admin\/pages\/(?!new$)[^/]+$/);
      const slug = await admin.getByRole('textbox', {name: 'Slug', exact: true}).inputValue();
      const visitor = await editor.context().browser()?.newContext();
      expect((await (await visitor?.newPage())?.goto(`${origin}/${slug}`))?.status()).toBe(404);
      await editor.goto(`${origin}/${slug}`);
      await expect(editor.getByRole('heading', {name: draftTitle})).toBeVisible();
      await expect(editor.getByText(users.quote(section, 'Draft'), {exact: true})).toBeVisible();
      const edit = 'Edit a page';
      await editor.getByRole('link', {name: createPage.quote(edit, 'Edit this page')}).click();
      await editor.waitForURL(/\/admin\/pages\/(?!new$)[^/]+$/);
      await expect(editor.getByRole('heading', {name: createPage.quote(edit, 'Edit page')})).toBeVisible();
      await editor.getByRole('textbox', {name: 'Body (Markdown)'}).fill('Edited by an editor.');
      await editor.getByRole('combobox', {name: 'Status'}).selectOption({label: 'Published'});
      await editor.getByRole('button', {name: createPage.quote(edit, 'Save'), exact: true}).click();
      await expect(editor.getByRole('status').getByText('Saved and published.')).toBeVisible();
      expect((await (await visitor?.newPage())?.goto(`${origin}/${slug}`))?.status()).toBe(200);
      // The other way in: the page's title on the dashboard.
      await editor.getByRole('link', {name: createPage.quote(edit, 'Dashboard'), exact: true}).click();
      await editor
        .getByRole('region', {name: createPage.quote(edit, 'Pages'), exact: true})
        .getByRole('link', {name: draftTitle, exact: true})
        .click();
      await expect(editor.getByRole('heading', {name: 'Edit page'})).toBeVisible();

      const del = 'Delete a page';
      await editor.getByRole('heading', {name: createPage.quote(del, 'Delete this page')}).scrollIntoViewIfNeeded();
      // The guide's example is its About page: the question names the page being deleted.
      const question = createPage.quote(del, 'Delete “About”?');
      // The dashboard's link loads the editor afresh, and a click that lands before React has
      // hydrated it does nothing; a reader clicks again, and so does the runner.
      await expect(async () => {
        await editor.getByRole('button', {name: createPage.quote(del, 'Delete page'), exact: true}).click();
        await expect(editor.getByText(question.replace('About', draftTitle))).toBeVisible({timeout: 2_000});
      }).toPass({timeout: 30_000});
      await editor.getByRole('button', {name: createPage.quote(del, 'Cancel'), exact: true}).click();
      await expect(editor.getByText(question.replace('About', draftTitle))).toHaveCount(0);
      await editor.getByRole('button', {name: 'Delete page', exact: true}).click();
      await editor.getByRole('button', {name: createPage.quote(del, 'Yes, delete this page')}).click();
      await expect.poll(async () => (await (await visitor?.newPage())?.goto(`${origin}/${slug}`))?.status()).toBe(404);
      await visitor?.close();
    },
  );
}

async function lastAdmin(page: Page): Promise<void> {
  const section = 'The site always keeps an admin';
  // The guide's example admin is the runner's: the screen names the person it refused to change.
  const demoted = users.quote(section, `Could not change the role of ${ada.name}: `);
  const removed = users.quote(section, `Could not remove ${ada.name}: `);
  await step(
    'The last admin',
    `demoting or removing the only admin says "${demoted}" or "${removed}", word for word, and changes nothing`,
    async () => {
      users.notOnScreen(section, ['last'], 'emphasis in the guide; the message below is what the screen says');
      await page.goto(`${origin}/admin/users`);
      const own = page.getByRole('row').filter({hasText: ada.email});
      const role = own.getByRole('combobox');
      await role.selectOption({label: 'Editor'});
      await expect(page.getByRole('alert').filter({hasText: ada.name})).toHaveText(demoted);
      await expect(role).toHaveValue('admin');
      const remove = 'Remove a person';
      await own.getByRole('button', {name: `${users.quote(remove, 'Remove')} ${ada.name}`}).click();
      const confirm = users.quote(remove, 'Yes, remove').replace(/\s*…$/, '');
      await own.getByRole('button', {name: `${confirm} ${ada.name}`}).click();
      await expect(page.getByRole('alert').filter({hasText: ada.name})).toHaveText(removed);
      await page.reload();
      await expect(page.getByRole('row').filter({hasText: ada.email}).getByRole('combobox')).toHaveValue('admin');
      expect((await sessionOf(page, origin))?.user.role).toBe('admin');
    },
  );
}

async function changeRole(
  admin: Page,
  editor: Page,
  github: MockGitHub,
  eddie: {name: string; email: string},
): Promise<void> {
  const section = 'Change a role';
  const message = users.quote(section, `${eddie.name} `);
  await step(
    'Change a role',
    `Admin in Eddie's Role menu: "${message}"; his next click asks him to sign in, then he has Users`,
    async () => {
      await admin.goto(`${origin}/admin/users`);
      const row = admin.getByRole('row').filter({hasText: eddie.email});
      const role = row.getByRole('combobox', {name: new RegExp(users.quote(section, 'Role'))});
      await expect(role.getByRole('option', {name: users.quote(section, 'Editor'), exact: true})).toHaveCount(1);
      await role.selectOption({label: users.quote(section, 'Admin')});
      await expect(admin.getByRole('status').getByText(message)).toBeVisible();
      // Eddie's session ended: the admin address shows the sign-in screen.
      await editor.goto(`${origin}/admin/posts/new`);
      await expect(editor.getByRole('heading', {name: 'Sign in', exact: true})).toBeVisible();
      await signInAt(editor, origin, '/admin/posts/new', github, {name: eddie.name, email: eddie.email});
      await editor.waitForURL(`${origin}/admin/posts/new`);
      await expect(editor.getByRole('link', {name: 'Users', exact: true})).toBeVisible();
    },
  );
}

async function signOutEverywhere(
  admin: Page,
  editor: Page,
  github: MockGitHub,
  eddie: {name: string; email: string},
): Promise<void> {
  const section = 'Sign a person out everywhere';
  const message = users.quote(section, `${eddie.name} `);
  await step(
    'Sign a person out everywhere',
    `"${message}"; his session ends, and he can sign in again at once`,
    async () => {
      await admin.goto(`${origin}/admin/users`);
      const row = admin.getByRole('row').filter({hasText: eddie.email});
      await row.getByRole('button').getByText(users.quote(section, 'Sign out everywhere'), {exact: true}).click();
      await expect(admin.getByRole('status').getByText(message)).toBeVisible();
      await editor.goto(`${origin}/admin/posts/new`);
      await expect(editor.getByRole('heading', {name: 'Sign in', exact: true})).toBeVisible();
      await signInAt(editor, origin, '/admin/posts/new', github, {name: eddie.name, email: eddie.email});
      await editor.waitForURL(`${origin}/admin/posts/new`);
      users.notOnScreen(
        'For developers: manage users in code',
        ['Sign out everywhere'],
        'names the screen button checked in "Sign a person out everywhere"',
      );
    },
  );
}

async function removePerson(
  admin: Page,
  editor: Page,
  github: MockGitHub,
  eddie: {name: string; email: string},
): Promise<void> {
  const section = 'Remove a person';
  await step(
    'Remove a person',
    'Remove, Cancel, Remove, Yes, remove …: gone from the list, signed out, refused at sign-in; his posts stay',
    async () => {
      await admin.goto(`${origin}/admin/users`);
      const row = admin.getByRole('row').filter({hasText: eddie.email});
      await row.getByRole('button', {name: new RegExp(`^${users.quote(section, 'Remove')}`)}).click();
      await row.getByRole('button', {name: users.quote(section, 'Cancel'), exact: true}).click();
      await row.getByRole('button', {name: new RegExp(`^${users.quote(section, 'Remove')}`)}).click();
      const confirm = users.quote(section, 'Yes, remove').replace(/\s*…$/, '');
      await row.getByRole('button', {name: `${confirm} ${eddie.name}`}).click();
      await expect(admin.getByRole('row').filter({hasText: eddie.email})).toHaveCount(0);
      await editor.goto(`${origin}/admin/posts/new`);
      await expect(editor.getByRole('heading', {name: 'Sign in', exact: true})).toBeVisible();
      await signInAt(editor, origin, '/admin/posts/new', github, {name: eddie.name, email: eddie.email});
      await expect(
        editor.getByRole('heading', {name: users.quote('Who may sign in', 'This email has not been added')}),
      ).toBeVisible();
      // The posts he wrote (the Markdown examples) stay.
      const slug = `markdown-${Object.keys(markdownExamples)[0]}`;
      expect((await editor.request.get(`${origin}/blog/${slug}`)).status()).toBe(200);
    },
  );
}

async function signOut(page: Page, context: Awaited<ReturnType<typeof githubContext>>): Promise<void> {
  const section = 'Who may sign in';
  await step(
    'Sign out',
    'Sign out in the toolbar ends the session in every browser: a copy of the cookie stops working',
    async () => {
      const copy = await context.browser()?.newContext({storageState: await context.storageState()});
      const other = await copy?.newPage();
      expect((await other?.goto(`${origin}/admin/users`))?.status()).toBe(200);
      await page.goto(`${origin}/`);
      await page.getByRole('button', {name: users.quote(section, 'Sign out'), exact: true}).click();
      await expect(page.getByRole('button', {name: 'Sign out', exact: true})).toHaveCount(0);
      await other?.goto(`${origin}/admin/users`);
      await expect(other!.getByRole('heading', {name: 'Sign in', exact: true})).toBeVisible();
      await copy?.close();
    },
  );
}

// ---- index.md: signing in --------------------------------------------------------------------

async function signInAtAdmin(browser: Parameters<typeof githubContext>[0], github: MockGitHub): Promise<void> {
  const section = 'Sign in';
  const address = /^Open `(\/[^`]*)` on your site/m.exec(usingInkwell.section(section))?.[1] ?? '';
  await step(
    'Sign in at /admin',
    'the address the guide gives shows the sign-in screen, then the dashboard with the latest posts and pages and the whole menu, in the admin shell: Dashboard marked, no footer',
    async () => {
      expect(address, 'the guide names the address to sign in at').toBeTruthy();
      const firstLine = usingInkwell.source
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        .split('\n')
        .find((line) => line.trim() !== '' && !line.startsWith('import '));
      expect(firstLine, 'the first lines say where to sign in').toContain(`\`${address}\``);
      const context = await githubContext(browser, github);
      const page = await context.newPage();
      await page.goto(`${origin}${address}`);
      await expect(
        page.getByRole('heading', {name: usingInkwell.quote(section, 'Sign in'), exact: true}),
      ).toBeVisible();
      await signInAt(page, origin, address, github, ada, usingInkwell.quote(section, 'Sign in with GitHub'));
      await page.waitForURL(`${origin}${address}`);
      await expect(page.getByRole('heading', {level: 1, name: usingInkwell.quote(section, 'Dashboard')})).toBeVisible();
      const posts = page.getByRole('region', {name: usingInkwell.quote(section, 'Posts'), exact: true});
      const pages = page.getByRole('region', {name: usingInkwell.quote(section, 'Pages'), exact: true});
      await expect(pages.getByRole('listitem').first()).toBeVisible();
      const toolbar = page.getByRole('navigation', {name: 'Admin'});
      // The admin shell's bar: its menu, and beside the menu the account with Sign out.
      const bar = page.getByRole('banner').filter({has: toolbar});
      for (const name of ['Dashboard', 'New post', 'New page', 'Media', 'Sign out', 'Users', 'Settings']) {
        const label = usingInkwell.quote(section, name);
        await expect(
          bar.getByRole('link', {name: label, exact: true}).or(bar.getByRole('button', {name: label, exact: true})),
        ).toBeVisible();
      }
      const editThisPage = usingInkwell.quote(section, 'Edit this page');
      await expect(toolbar.getByRole('link', {name: editThisPage})).toHaveCount(0);
      // The admin screens' own frame: the menu marks the screen you are on, and only it; the
      // site's footer is not there, and View site leads back to the site.
      const marked = toolbar.locator('a[aria-current]');
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveAccessibleName(usingInkwell.quote(section, 'Dashboard'));
      await expect(marked).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('link', {name: usingInkwell.quote(section, 'View site')})).toHaveAttribute(
        'href',
        '/',
      );

      // A post's title opens it in the editor; on the post itself, the toolbar offers Edit this page.
      const first = posts.getByRole('listitem').first();
      const title = (await first.getByRole('link').first().textContent()) ?? '';
      await first.getByRole('link', {name: title, exact: true}).click();
      await page.waitForURL(/\/admin\/posts\/(?!new$)[^/]+$/);
      await expect(page.getByRole('textbox', {name: 'Title', exact: true})).toHaveValue(title);
      // While a post is open, Dashboard, where its list is, is the highlighted entry; New post is not.
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveAccessibleName(usingInkwell.quote(section, 'Dashboard'));
      await page.goBack();
      await posts.getByRole('listitem').first().getByRole('link', {name: 'View'}).click();
      await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
      await expect(toolbar.getByRole('link', {name: editThisPage})).toBeVisible();
      // A page of the site keeps the site's frame, footer included.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await context.close();
    },
  );
}

// ---- settings.md --------------------------------------------------------------------------------

async function settingsScreen(admin: Page): Promise<void> {
  const open = 'Open the settings';
  const change = 'Change the site title or description';
  const fix = 'When a field needs fixing';
  const newName = /such as `([^`]+)`/.exec(settings.section(change))?.[1] ?? '';
  await step(
    'Settings',
    `Settings in the toolbar shows the current name; an empty or too long name is refused keeping what was typed; ${newName} is saved and shows in the header`,
    async () => {
      expect(newName, 'the guide gives an example name').toBeTruthy();
      await admin.goto(`${origin}/`);
      await admin.getByRole('link', {name: settings.quote(open, 'Settings'), exact: true}).click();
      await admin.waitForURL(`${origin}/admin/settings`);
      await expect(admin.getByRole('heading', {level: 1, name: settings.quote(open, 'Settings')})).toBeVisible();
      const name = admin.getByRole('textbox', {name: settings.quote(open, 'Site name')});
      const description = admin.getByRole('textbox', {name: settings.quote(open, 'Description (optional)')});
      await expect(name).toHaveValue(site.name);
      await expect(description).toHaveValue(site.description);

      const save = admin.getByRole('button', {name: settings.quote(fix, 'Save settings')});
      await name.fill('');
      await description.fill('Kept while the name is fixed.');
      await save.click();
      await expect(admin.getByText(settings.quote(fix, 'Enter a name for your site.'))).toBeVisible();
      await expect(name).toBeFocused();
      await expect(description).toHaveValue('Kept while the name is fixed.');
      const tooLong = settings.quote(fix, 'Use at most 80 characters');
      const length = Number(/this one has (\d+)/.exec(tooLong)?.[1]);
      await name.fill('n'.repeat(length));
      await save.click();
      await expect(admin.getByText(tooLong)).toBeVisible();
      await expect(name).toHaveValue('n'.repeat(length));

      await admin.getByRole('textbox', {name: settings.quote(change, 'Site name')}).fill(newName);
      await admin
        .getByRole('textbox', {name: settings.quote(change, 'Description (optional)')})
        .fill('A site that follows its own guides.');
      await admin.getByRole('button', {name: settings.quote(change, 'Save settings')}).click();
      await expect(admin.getByRole('status').getByText(settings.quote(change, 'Settings saved.'))).toBeVisible();
      await admin.goto(`${origin}/`);
      await expect(admin.getByRole('link', {name: newName, exact: true})).toBeVisible();
    },
  );
}

// ---- media.md -----------------------------------------------------------------------------------

async function mediaScreen(page: Page): Promise<void> {
  const open = 'Open the media screen';
  const alt = "Change an image's alt text";
  const remove = 'Delete an image';
  const example = /such as `([^`]+)`/.exec(media.section(alt))?.[1] ?? '';
  const fileName = /such as `([^`]+)`/.exec(media.section(open))?.[1] ?? '';
  const refusal = media.quote(remove, 'This image is used in');
  const postTitle = /the post "([^"]+)"/.exec(refusal)?.[1] ?? '';
  await step(
    'Images',
    `Media in the menu lists the uploads, each named by its file ("${fileName}"); Edit alt text saves "${example}" and refuses one too long, keeping it; Delete is refused for the image "${postTitle}" shows and removes the other`,
    async () => {
      expect(example, 'the guide gives an example alt text').toBeTruthy();
      expect(postTitle, 'the refusal the guide quotes names a post').toBeTruthy();
      expect(fileName, 'the guide gives an example file name').toMatch(/\.png$/);
      // Two uploads, as the editor's Image… makes them, and the post the guide's refusal names.
      const png = await drawPng(page, 480, 300);
      const upload = async (text: string, name = 'nib.png') => {
        const response = await page.request.post(`${origin}/api/inkwell/media`, {
          multipart: {file: {name, mimeType: 'image/png', buffer: png}, alt: text},
        });
        expect(response.status(), await response.text()).toBe(201);
        return (await response.json()) as {id: string; url: string; alt: string};
      };
      const spare = await upload('', fileName);
      const used = await upload('A nib in use');
      const post = await page.request.post(`${origin}/api/inkwell/posts`, {
        data: {title: postTitle, body: `![A nib](${used.url})`},
      });
      expect(post.status(), await post.text()).toBe(201);
      const postId = ((await post.json()) as {id: string}).id;

      await page.goto(`${origin}/admin`);
      const menu = page.getByRole('navigation', {name: 'Admin'});
      await expect(menu.getByRole('link', {name: media.quote(open, 'Media'), exact: true})).toBeVisible();
      const links = await menu.getByRole('link').allTextContents();
      expect(links.indexOf(media.quote(open, 'Media')), links.join(', ')).toBe(
        links.indexOf(media.quote(open, 'New page')) + 1,
      );
      await menu.getByRole('link', {name: media.quote(open, 'Media'), exact: true}).click();
      await page.waitForURL(`${origin}/admin/media`);
      await expect(page.getByRole('heading', {level: 1, name: media.quote(open, 'Media')})).toBeVisible();
      await expect(menu.locator('a[aria-current="page"]')).toHaveAccessibleName('Media');
      const item = page.getByRole('listitem').filter({has: page.locator(`img[src="${spare.url}"]`)});
      await expect(item).toContainText(media.quote(open, 'No alt text'));
      await expect(item).toContainText(fileName);
      await expect(item).toContainText(/\d+ KB · [A-Z][a-z]+ \d{1,2}, \d{4}/);
      media.notOnScreen(open, ['Show more images'], 'the list shows 24 images at a time; this site has two');

      // Too long: refused under the box, what was typed kept; then the guide's example, saved with Enter.
      await item.getByRole('button', {name: media.quote(alt, 'Edit alt text'), exact: true}).click();
      const box = item.getByRole('textbox', {name: media.quote(alt, 'Alt text'), exact: true});
      const tooLong = media.quote(alt, 'Alt text can be at most');
      const typed = 'x'.repeat(Number(/at most (\d+) characters/.exec(tooLong)?.[1]) + 1);
      await box.fill(typed);
      await item.getByRole('button', {name: media.quote(alt, 'Save alt text')}).click();
      await expect(item.getByRole('alert')).toHaveText(tooLong);
      await expect(box).toHaveValue(typed);
      await box.fill(example);
      await box.press('Enter');
      await expect(page.getByRole('status').getByText(media.quote(alt, 'Alt text saved.'))).toBeVisible();
      await expect(item).toHaveAccessibleName(example);
      await item.getByRole('button', {name: 'Edit alt text', exact: true}).click();
      await box.fill('Not kept');
      await item.getByRole('button', {name: media.quote(alt, 'Cancel'), exact: true}).click();
      await expect(item).toHaveAccessibleName(example);
      expect(
        ((await (await page.request.get(`${origin}/api/inkwell/media/${spare.id}`)).json()) as {alt: string}).alt,
      ).toBe(example);

      // In use: refused, naming the post; the other, after Cancel once, deleted.
      const inUse = page.getByRole('listitem', {name: used.alt});
      await inUse.getByRole('button', {name: media.quote(remove, 'Delete'), exact: true}).click();
      await inUse.getByRole('button', {name: media.quote(remove, 'Yes, delete image')}).click();
      await expect(inUse.getByRole('alert')).toHaveText(refusal);
      await item.getByRole('button', {name: 'Delete', exact: true}).click();
      await item.getByRole('button', {name: media.quote(remove, 'Cancel'), exact: true}).click();
      await item.getByRole('button', {name: 'Delete', exact: true}).click();
      await item.getByRole('button', {name: 'Yes, delete image'}).click();
      await expect(page.getByRole('status').getByText(media.quote(remove, 'Image deleted.'))).toBeVisible();
      await expect(item).toHaveCount(0);
      expect((await page.request.get(`${origin}/api/inkwell/media/${spare.id}`)).status()).toBe(404);
      expect((await page.request.get(`${origin}/api/inkwell/media/${used.id}`)).status()).toBe(200);

      // The editor's media library offers the same change.
      await page.goto(`${origin}/admin/posts/new`);
      await page.getByRole('button', {name: media.quote(alt, 'Image…'), exact: true}).click();
      await expect(
        page.getByRole('listitem', {name: used.alt}).getByRole('button', {name: 'Edit alt text', exact: true}),
      ).toBeVisible();

      // The later steps find the site as they would without this one: no draft post of its own.
      expect((await page.request.delete(`${origin}/api/inkwell/posts/${postId}`)).status()).toBe(204);
    },
  );
}

// ---- create-a-page.md: the menu ----------------------------------------------------------------

async function savePage(
  page: Page,
  fields: {title: string; slug?: string; nav: boolean; position: number; published: boolean},
): Promise<void> {
  const menu = 'Put the page in the menu';
  await page.goto(`${origin}/admin/pages/new`);
  await page.getByRole('textbox', {name: 'Title', exact: true}).fill(fields.title);
  if (fields.slug) await page.getByRole('textbox', {name: 'Slug', exact: true}).fill(fields.slug);
  await page.getByRole('textbox', {name: 'Body (Markdown)'}).fill(`The ${fields.title} page.`);
  const nav = page.getByRole('checkbox', {name: createPage.quote(menu, 'Show in navigation')});
  if (fields.nav) await nav.check();
  await page.getByRole('spinbutton', {name: createPage.quote(menu, 'Menu position')}).fill(String(fields.position));
  if (fields.published) await page.getByRole('combobox', {name: 'Status'}).selectOption({label: 'Published'});
  await page.getByRole('button', {name: 'Save', exact: true}).click();
  await page.waitForURL(/\/admin\/pages\/(?!new$)[^/]+$/);
  await expect(
    page.getByRole('status').getByText(fields.published ? 'Page created and published.' : 'Page created as a draft.'),
  ).toBeVisible();
  // Saved: leaving asks nothing.
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
}

async function menu(page: Page): Promise<void> {
  const order = createPage.section('Menu order');
  // The guide's table: | Page | Menu position | Menu |, with the place each page takes.
  const rows = [...order.matchAll(/^\| (\w+) \| (-?\d+) \| (\d+)\w\w \|$/gm)].map(
    ([, title = '', position, place]) => ({
      title,
      position: Number(position),
      place: Number(place),
    }),
  );
  const expected = [...rows].sort((a, b) => a.place - b.place).map((row) => row.title);
  await step(
    'Put pages in the menu',
    `the guide's Menu order table (${rows.map((r) => `${r.title} ${r.position}`).join(', ')}) gives ${expected.join(', ')}; ties by title, negatives first, drafts and unticked pages left out`,
    async () => {
      expect(rows.length, 'the guide has its Menu order table').toBeGreaterThanOrEqual(3);
      const about = createPage.quote('Put the page in the menu', 'About');
      expect(rows.map((row) => row.title)).toContain(about);
      for (const row of rows) {
        // Slugs left empty are made from the title: "Home" becomes `home`, the home page.
        await savePage(page, {title: row.title, nav: true, position: row.position, published: true});
      }
      const aboutPosition = rows.find((row) => row.title === about)?.position ?? 0;
      // Same position as About, later in A to Z: listed right after it. A negative number: first.
      await savePage(page, {title: 'Archive', nav: true, position: aboutPosition, published: true});
      await savePage(page, {title: 'Notices', nav: true, position: -5, published: true});
      // Not "published", or not ticked: not in the menu.
      await savePage(page, {title: 'Draft plans', nav: true, position: 1, published: false});
      await savePage(page, {title: 'Imprint', nav: false, position: 1, published: true});
      createPage.quote('Put the page in the menu', 'published');
      createPage.quote('Menu order', 'Menu position');

      await page.goto(`${origin}/${about.toLowerCase()}`);
      const links = page.locator('nav.inkwell-nav a');
      const want = [...expected];
      want.splice(want.indexOf(about) + 1, 0, 'Archive');
      want.unshift('Notices');
      await expect(links).toHaveText(want);
      // The entry's link is the page's address, `/` for the home page; the current page is marked.
      // "(`/` for the `home` page)": the page whose slug, made from its title, is `home`.
      const home = rows.find((row) => row.title.toLowerCase() === 'home')?.title ?? '';
      expect(home, "the guide's table has the home page").toBeTruthy();
      await expect(page.locator('nav.inkwell-nav').getByRole('link', {name: home, exact: true})).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.locator('nav.inkwell-nav').getByRole('link', {name: about, exact: true})).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.goto(`${origin}/`);
      await expect(page.getByRole('heading', {level: 1, name: home})).toBeVisible();
    },
  );
}

// ---- markdown-features.md ----------------------------------------------------------------------

/** Which example each section of the Markdown guide shows (`<MarkdownExample name="…" />`). */
function examplesBySection(): Record<string, MarkdownExampleName> {
  const found: Record<string, MarkdownExampleName> = {};
  let section = '';
  for (const line of markdown.source.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1] ?? '';
    const example = /<MarkdownExample name="(\w+)"/.exec(line)?.[1];
    if (example) {
      expect(Object.keys(markdownExamples), `the guide shows an example "${example}"`).toContain(example);
      found[section] = example as MarkdownExampleName;
    }
  }
  return found;
}

const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Checks, for each example, that `body` renders it as its section of the guide says. */
const renders: Record<MarkdownExampleName, (body: Locator, source: string, section: string) => Promise<void>> = {
  async headings(body, source, section) {
    const text = markdown.section(section);
    const id = /a name made from its text \(`([^`]+)`\)/.exec(text)?.[1] ?? '';
    const [, hashes = '', title = ''] = /^(#+) (.+)$/m.exec(source) ?? [];
    const heading = body.locator(`h${hashes.length}[id="${id}"]`);
    await expect(heading).toContainText(title);
    await expect(heading.getByRole('link')).toHaveText(markdown.quote(section, '#'));
    await expect(heading.getByRole('link')).toHaveAttribute('href', `#${id}`);
    const target = /\]\(#([^)]+)\)/.exec(text)?.[1] ?? '';
    await expect(body.locator(`[id="${target}"]`)).toHaveCount(1);
  },
  async emphasis(body, source) {
    for (const [pattern, tag] of [
      [/(?<!\*)\*\*([^*]+)\*\*(?!\*)/, 'strong'],
      [/(?<!\*)\*([^*]+)\*(?!\*)/, 'em'],
      [/~~([^~]+)~~/, 'del'],
      [/`([^`]+)`/, 'code'],
    ] as const) {
      const word = pattern.exec(source)?.[1] ?? '';
      await expect(body.locator(tag).filter({hasText: new RegExp(`^${escapeRe(word)}$`)})).toHaveCount(1);
    }
    const both = /\*\*\*([^*]+)\*\*\*/.exec(source)?.[1] ?? '';
    await expect(body.locator('em > strong, strong > em').filter({hasText: both})).toHaveCount(1);
    // A backslash at the end of a line breaks it.
    await expect(body.locator('p > br')).toHaveCount((source.match(/\\\n/g) ?? []).length);
  },
  async links(body, source, section) {
    for (const [, text = '', href = '', title] of source.matchAll(/\[([^\]]+)\]\((\S+)(?: "([^"]+)")?\)/g)) {
      const link = body.getByRole('link', {name: text});
      await expect(link).toHaveAttribute('href', href);
      if (title) await expect(link).toHaveAttribute('title', title);
    }
    markdown.quote(section, 'autolinks');
    const bare = /too: (\S+) and (\S+)\.$/m.exec(source) ?? [];
    await expect(body.getByRole('link', {name: bare[1], exact: true})).toHaveAttribute('href', bare[1] ?? '');
    await expect(body.getByRole('link', {name: bare[2], exact: true})).toHaveAttribute('href', `mailto:${bare[2]}`);
  },
  async lists(body, source) {
    await expect(body.locator('ol > li')).toHaveCount(source.match(/^\d+\. /gm)?.length ?? 0);
    await expect(body.locator('ol > li > ul > li')).toHaveCount(source.match(/^ {3}- /gm)?.length ?? 0);
    const boxes = body.getByRole('checkbox');
    await expect(boxes).toHaveCount(source.match(/^- \[[ x]\]/gm)?.length ?? 0);
    await expect(body.locator('input[type=checkbox]:checked')).toHaveCount(source.match(/^- \[x\]/gm)?.length ?? 0);
    // Visitors see the boxes but cannot tick them.
    for (const box of await boxes.all()) await expect(box).toBeDisabled();
  },
  async quotes(body, source) {
    const quoted = source.match(/^> (.+)$/gm)?.map((line) => line.slice(2)) ?? [];
    for (const line of quoted) await expect(body.locator('blockquote')).toContainText(line);
    await expect(body.locator('hr')).toHaveCount(source.match(/^---$/gm)?.length ?? 0);
  },
  async table(body, source, section) {
    // The guide: "`:---` left, `:---:` centre, `---:` right".
    const rule = [...markdown.section(section).matchAll(/`(:?-+:?)` (left|centre|right)/g)].map(([, cell, side]) => ({
      left: cell?.startsWith(':') ?? false,
      right: cell?.endsWith(':') ?? false,
      align: side === 'centre' ? 'center' : side,
    }));
    expect(rule, 'the guide says how colons align columns').toHaveLength(3);
    const delimiter = source.split('\n')[1]?.split('|').slice(1, -1) ?? [];
    const headers = body.locator('th');
    await expect(headers).toHaveCount(delimiter.length);
    for (const [index, cell] of delimiter.entries()) {
      const spec = rule.find((r) => r.left === cell.trim().startsWith(':') && r.right === cell.trim().endsWith(':'));
      await expect(headers.nth(index)).toHaveCSS('text-align', spec?.align ?? 'start');
    }
    // Wide tables scroll sideways.
    await expect(body.locator('table')).toHaveCSS('overflow-x', 'auto');
  },
  async code(body, source) {
    for (const [, lang] of source.matchAll(/^```(\w+)$/gm)) {
      await expect(body.locator(`pre > code.language-${lang}`)).toHaveCount(1);
    }
    // Highlighted: keywords are coloured unlike the rest of the code.
    const keyword = body.locator('[class*="hljs-keyword"]').first();
    const plain = await body
      .locator('pre > code')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(await keyword.evaluate((el) => getComputedStyle(el).color)).not.toBe(plain);
  },
  async footnotes(body, source) {
    const used = [...source.matchAll(/\[\^(\w+)\](?!:)/g)].map((m) => m[1]);
    const refs = body.locator('sup a[data-footnote-ref]');
    await expect(refs).toHaveText(used.map((_, index) => String(index + 1)));
    const notes = body.locator('section.footnotes li');
    await expect(notes).toHaveCount(used.length);
    for (const [index, name] of used.entries()) {
      await expect(notes.nth(index)).toContainText(new RegExp(`^\\[\\^${name}\\]: (.+)$`, 'm').exec(source)?.[1] ?? '');
      const back = notes.nth(index).locator('a[data-footnote-backref]');
      await expect(back).toHaveAttribute('href', `#${await refs.nth(index).getAttribute('id')}`);
    }
    // At the end of the post.
    expect(await body.evaluate((el) => el.lastElementChild?.classList.contains('footnotes'))).toBe(true);
  },
  async images(body, source) {
    const [, alt = '', src = '', title = ''] = /!\[([^\]]*)\]\((\S+) "([^"]+)"\)/.exec(source) ?? [];
    const image = body.getByRole('img', {name: alt});
    await expect(image).toHaveAttribute('src', src);
    await expect(image).toHaveAttribute('title', title);
    // The example's image is one the reader's app has: it loads.
    await expect
      .poll(() => image.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), {
        message: `${src} loads in the app create-next-app made`,
      })
      .toBeGreaterThan(0);
  },
  async html(body, source) {
    for (const tag of new Set([...source.matchAll(/<(\w+)>/g)].map((m) => m[1] ?? ''))) {
      await expect(body.locator(tag)).toHaveCount(source.match(new RegExp(`<${tag}>`, 'g'))?.length ?? 0);
    }
    const hidden = /<\/summary>\s+(.+)/.exec(source)?.[1] ?? '';
    await expect(body.getByText(hidden)).toBeHidden();
    await body.locator('summary').click();
    await expect(body.getByText(hidden)).toBeVisible();
  },
  // Shown under "For developers: the HTML rules in detail"; the editors' section before it says the same in plain words.
  async sanitized(body, source, section) {
    markdown.quote(section, 'Removed with their content:');
    for (const tag of ['script', 'iframe']) {
      expect(source).toContain(`<${tag}`);
      await expect(body.locator(tag)).toHaveCount(0);
    }
    await expect(body).not.toContainText('stolen cookies');
    markdown.quote(section, 'Attributes removed:');
    await expect(body.locator('img')).toHaveCount(1);
    await expect(body.locator('[onerror], [style]')).toHaveCount(0);
    await expect(body.getByText('a style attribute')).toBeVisible();
    markdown.quote(section, 'Links and images checked:');
    const link = /<a href="javascript:[^"]*">([^<]+)<\/a>/.exec(source)?.[1] ?? '';
    await expect(body.getByText(link)).toBeVisible();
    await expect(body.locator('a[href]').filter({hasText: link})).toHaveCount(0);
    markdown.notOnScreen(
      section,
      ['Removed, keeping their text:', 'Ids prefixed:'],
      "the guide's hostile snippet has neither; the library's sanitizer tests (1,233 payloads) and CommonMark list cover them",
    );
  },
};

async function markdownExamplesStep(page: Page): Promise<void> {
  const sections = examplesBySection();
  const names = Object.values(sections);
  await step(
    'Every Markdown example',
    `${names.join(', ')}: each typed into the editor (its Preview checked), published, and the post checked as its section says`,
    async () => {
      expect([...names].sort(), 'the guide shows every example of the demos, once').toEqual(
        Object.keys(markdownExamples).sort(),
      );
      for (const [section, name] of Object.entries(sections)) {
        const source = markdownExamples[name];
        await page.goto(`${origin}/admin/posts/new`);
        await page.getByRole('textbox', {name: 'Title', exact: true}).fill(`Markdown: ${name}`);
        await page.getByRole('textbox', {name: 'Slug', exact: true}).fill(`markdown-${name}`);
        await page.getByRole('textbox', {name: 'Body (Markdown)'}).fill(source);
        const preview = page.getByRole('region', {name: 'Preview'}).locator('.inkwell-markdown');
        await renders[name](preview, source, section);
        await page.getByRole('combobox', {name: 'Status'}).selectOption({label: 'Published'});
        await page.getByRole('button', {name: 'Save', exact: true}).click();
        await page.getByRole('link', {name: 'View post'}).click();
        await page.waitForURL(`${origin}/blog/markdown-${name}`);
        await expect(page.getByRole('heading', {level: 1, name: `Markdown: ${name}`})).toBeVisible();
        await renders[name](page.locator('main .inkwell-markdown'), source, section);
        console.log(`    ✓ ${name} ("${section}")`);
      }
    },
  );
}
