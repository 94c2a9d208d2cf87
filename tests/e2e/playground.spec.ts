import {axeAudit, wcagTags} from '../support/axe';
import {expect, test, type Page} from '@playwright/test';
import {settleAnimations} from './support/page';

/**
 * The playground on "Create a blog post": the library's own server and screens run in the
 * page. A reader creates a post, uploads a real PNG, saves a draft, publishes, and sees the
 * blog and the menu change, with nothing sent to a server; Reset and a reload start afresh.
 */

const GUIDE = '/docs/using-inkwell/create-a-blog-post';

// A 4 × 4 red PNG, so the upload is a real image the server checks by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==',
  'base64',
);

async function openPlayground(page: Page) {
  await page.goto(GUIDE);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('button', {name: 'Open the playground'}).click();
  const playground = page.getByRole('region', {name: 'Inkwell playground'});
  await expect(playground.getByRole('heading', {level: 1, name: 'Dashboard'})).toBeVisible();
  return playground;
}

test('a reader writes, illustrates, drafts and publishes a post, and the blog and menu change', async ({page}) => {
  const sentToServer: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['/api/', '/admin', '/uploads/', '/blog'].some((path) => url.pathname.startsWith(path))) {
      sentToServer.push(request.url());
    }
  });
  const playground = await openPlayground(page);
  const address = playground.locator('[data-playground-address]');
  await expect(address).toHaveText('/admin');

  // The toolbar's link opens the editor inside the playground, not a docs route.
  await playground.getByRole('link', {name: 'New post'}).first().click();
  await expect(playground.getByRole('heading', {level: 1, name: 'New post'})).toBeVisible();
  await expect(address).toHaveText('/admin/posts/new');
  expect(new URL(page.url()).pathname).toBe(GUIDE);

  await playground.getByLabel('Title').fill('Choosing a nib');
  await playground.getByLabel('Body (Markdown)').fill('Fine nibs suit small handwriting.\n\n');

  await playground.locator('input[type="file"]').setInputFiles({name: 'nib.png', mimeType: 'image/png', buffer: PNG});
  await playground.getByLabel('Alt text').fill('A red square');
  await playground.getByRole('button', {name: 'Upload and insert'}).click();
  await expect(playground.getByText('Image inserted. Save to keep it in the post.')).toBeVisible();
  await expect(playground.getByLabel('Body (Markdown)')).toHaveValue(/!\[A red square\]\(\/uploads\/[\w-]+\.png\)/);
  const preview = playground.getByRole('region', {name: 'Preview'});
  await expect(preview.getByRole('img', {name: 'A red square'})).toBeVisible();
  await expect
    .poll(() => preview.getByRole('img', {name: 'A red square'}).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(4);

  await playground.getByRole('button', {name: 'Save', exact: true}).click();
  await expect(playground.getByText('Post created as a draft.')).toBeVisible();
  await expect(address).toHaveText(/^\/admin\/posts\/[\w-]+$/);

  // The media library lists the upload with its thumbnail, shown from the page's own storage,
  // and refuses to delete it while the post uses it.
  await playground.getByRole('button', {name: 'Image…', exact: true}).click();
  const item = playground.getByRole('group', {name: 'Media library'}).getByRole('listitem', {name: 'A red square'});
  await expect(item).toContainText(/1 KB · [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect
    .poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(4);
  await item.getByRole('button', {name: 'Delete', exact: true}).click();
  await item.getByRole('button', {name: 'Yes, delete image'}).click();
  await expect(item.getByRole('alert')).toHaveText(
    'This image is used in the post "Choosing a nib". Take it out of that post first, then delete it.',
  );
  await playground.getByRole('button', {name: 'Close'}).click();

  await playground.getByLabel('Status').selectOption('published');
  await playground.getByRole('button', {name: 'Save', exact: true}).click();
  await expect(playground.getByText('Saved and published.')).toBeVisible();

  // The site's name links home, which is the blog until there is a home page.
  await playground.getByRole('link', {name: 'Field Notes', exact: true}).click();
  await expect(address).toHaveText('/');
  await expect(playground.getByRole('heading', {level: 1, name: 'Latest posts'})).toBeVisible();
  await playground.getByRole('link', {name: 'Choosing a nib'}).click();
  await expect(address).toHaveText('/blog/choosing-a-nib');
  await expect(playground.getByRole('heading', {level: 1, name: 'Choosing a nib'})).toBeVisible();
  await expect(playground.getByRole('img', {name: 'A red square'})).toBeVisible();

  // A page shown in the menu: the menu changes as soon as it is saved.
  const menu = playground.getByRole('navigation', {name: 'Main'});
  await expect(menu.getByRole('link', {name: 'About'})).toBeVisible();
  await expect(menu.getByRole('link', {name: 'Contact'})).toHaveCount(0);
  await playground.getByRole('link', {name: 'New page'}).first().click();
  await playground.getByLabel('Title').fill('Contact');
  await playground.getByLabel('Show in navigation').check();
  await playground.getByLabel('Status').selectOption('published');
  await playground.getByRole('button', {name: 'Save', exact: true}).click();
  await expect(playground.getByText('Page created and published.')).toBeVisible();
  await expect(menu.getByRole('link', {name: 'Contact'})).toBeVisible();
  await menu.getByRole('link', {name: 'Contact'}).click();
  await expect(address).toHaveText('/contact');
  expect(new URL(page.url()).pathname).toBe(GUIDE);

  expect(sentToServer).toEqual([]);
});

test('Reset and a reload start the playground afresh', async ({page}) => {
  let playground = await openPlayground(page);
  await playground.getByRole('link', {name: 'New post'}).first().click();
  await playground.getByLabel('Title').fill('Kept until reset');
  await playground.getByRole('button', {name: 'Save', exact: true}).click();
  await expect(playground.getByText('Post created as a draft.')).toBeVisible();
  await playground.getByRole('link', {name: 'Dashboard'}).first().click();
  await expect(playground.getByRole('link', {name: 'Kept until reset'})).toBeVisible();

  await page.getByRole('button', {name: 'Reset'}).click();
  await expect(playground.getByRole('heading', {level: 1, name: 'Dashboard'})).toBeVisible();
  await expect(playground.getByRole('link', {name: 'Welcome to Field Notes'})).toBeVisible();
  await expect(playground.getByRole('link', {name: 'Kept until reset'})).toHaveCount(0);

  await playground.getByRole('link', {name: 'New post'}).first().click();
  await playground.getByLabel('Title').fill('Gone after a reload');
  await playground.getByRole('button', {name: 'Save', exact: true}).click();
  await expect(playground.getByText('Post created as a draft.')).toBeVisible();
  await page.reload();
  playground = await openPlayground(page);
  await expect(playground.getByRole('link', {name: 'Welcome to Field Notes'})).toBeVisible();
  await expect(playground.getByRole('link', {name: 'Gone after a reload'})).toHaveCount(0);
});

test('signing out leaves the reader a visitor of the site, and the sign-in page signs them in again', async ({
  page,
}) => {
  const playground = await openPlayground(page);
  const address = playground.locator('[data-playground-address]');
  await playground.getByRole('button', {name: 'Sign out'}).click();
  await expect(address).toHaveText('/');
  await expect(playground.getByRole('heading', {level: 1, name: 'Latest posts'})).toBeVisible();
  await expect(playground.getByRole('button', {name: 'Sign out'})).toHaveCount(0);

  await expect(playground.getByText('You are signed out, so you see the site as its visitors do.')).toBeVisible();

  // The sign-in page is where a visitor of a real site goes; signing in there opens the dashboard.
  await playground.getByRole('button', {name: 'Open the sign-in page'}).click();
  await expect(address).toHaveText('/admin');
  await expect(playground.getByRole('heading', {level: 1, name: 'Sign in'})).toBeVisible();
  await playground.getByRole('link', {name: 'Sign in with GitHub'}).click();
  await expect(address).toHaveText('/admin');
  await expect(playground.getByRole('heading', {level: 1, name: 'Dashboard'})).toBeVisible();
  await expect(playground.getByText('You are signed in as an admin on this page only.')).toBeVisible();
  await expect(playground.getByRole('button', {name: 'Sign out'})).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(GUIDE);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open playground and its editor have no WCAG 2.2 AA violations, ${colorScheme}`, async ({page}) => {
    // Two full audits of a long guide page: slower than one click-through on a busy machine.
    test.slow();
    await page.emulateMedia({colorScheme});
    const playground = await openPlayground(page);
    // A click can scroll the page, and the docs' navbar then slides in or out over the
    // playground's menu (a transform transition): axe reads the colours once it has stopped.
    const audit = async () => {
      await settleAnimations(page);
      return (
        await axeAudit(page).include('[aria-label="Inkwell playground"]').withTags(wcagTags).analyze()
      ).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    };
    expect(await audit()).toEqual([]);
    await playground.getByRole('link', {name: 'New post'}).first().click();
    await expect(playground.getByRole('heading', {level: 1, name: 'New post'})).toBeVisible();
    expect(await audit()).toEqual([]);
  });
}
