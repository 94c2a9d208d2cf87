import {join} from 'node:path';

import {makeUser, tempDir} from '../store/__tests__/fixtures.js';
import {SlugTakenError, EmailTakenError, NotFoundError} from '../store/errors.js';
import {FileStore} from '../store/file-store.js';
import type {ContentContext} from './context.js';
import {
  addUser,
  deleteUser,
  deriveExcerpt,
  entryService,
  isValidSlug,
  LastAdminError,
  navigationItems,
  PAGES,
  POSTS,
  needsSetup,
  SetupClosedError,
  setupSite,
  slugify,
  updateSiteSettings,
  updateUser,
  ValidationError,
} from './index.js';
import {numberedSlug} from './slug.js';
import {SITE_DESCRIPTION_MAX, SITE_NAME_MAX} from '../limits.js';

let context: ContentContext & {store: FileStore};
let cleanup: () => Promise<void>;
let clock: number;
const posts = () => entryService(POSTS, context);
const pages = () => entryService(PAGES, context);

beforeEach(async () => {
  const temp = await tempDir();
  cleanup = temp.cleanup;
  clock = Date.parse('2024-05-01T10:00:00.000Z');
  let ids = 0;
  context = {
    store: new FileStore(join(temp.dir, 'content.json')),
    // Each reading of the clock is one minute later, so order by time is predictable.
    now: () => new Date((clock += 60_000)),
    newId: () => `id-${(ids += 1)}`,
  };
});
afterEach(() => cleanup());

async function validationError(promise: Promise<unknown>): Promise<ValidationError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

describe('slugs', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['  Crème brûlée à la carte ', 'creme-brulee-a-la-carte'],
    ['Ünïcödé & CAPS -- 2024', 'unicode-caps-2024'],
    ['---', ''],
  ])('slugify(%j) is %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts long slugs at a hyphen within 100 characters', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(isValidSlug(slug)).toBe(true);
    expect(numberedSlug(slug, 12).endsWith('-12')).toBe(true);
    expect(numberedSlug(slug, 12).length).toBeLessThanOrEqual(100);
  });

  it.each(['ok', 'a-b-c', '2024-recap'])('accepts %j', (slug) => expect(isValidSlug(slug)).toBe(true));
  it.each(['', 'Upper', 'a--b', '-a', 'a-', 'a b', 'a_b', 'x'.repeat(101)])('rejects %j', (slug) =>
    expect(isValidSlug(slug)).toBe(false),
  );
});

describe('deriveExcerpt', () => {
  it('uses the first paragraph after any heading, as plain text', () => {
    const body = '# Title\n\nSome **bold** and [a link](https://example.com) with `code`.\n\nSecond paragraph.';
    expect(deriveExcerpt(body)).toBe('Some bold and a link with code.');
    expect(deriveExcerpt('> Quoted _line_\n\n- item')).toBe('Quoted line');
    expect(deriveExcerpt('Some **bold** and [a link](https://x.y) and ![img](a.png) here.\n\nMore.')).toBe(
      'Some bold and a link and here.',
    );
  });

  it('skips code blocks and HTML, and cuts long text at a word with an ellipsis', () => {
    expect(deriveExcerpt('```js\nalert(1)\n```\n\n<div>Hi</div> there')).toBe('Hi there');
    const long = deriveExcerpt('lorem ipsum '.repeat(50));
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long.endsWith('ipsum…') || long.endsWith('lorem…')).toBe(true);
    expect(deriveExcerpt('')).toBe('');
  });
});

describe('posts', () => {
  it('creates a draft with trimmed title, derived slug and excerpt, and no publishedAt', async () => {
    const post = await posts().create({title: '  My First Post  ', body: 'Hello there.\n\nMore.'}, {author: 'user-1'});
    expect(post).toMatchObject({
      id: 'id-1',
      title: 'My First Post',
      slug: 'my-first-post',
      excerpt: 'Hello there.',
      status: 'draft',
      publishedAt: null,
      author: 'user-1',
    });
    expect(await context.store.posts.get(post.id)).toEqual(post);
  });

  it('sets publishedAt when created published, and keeps a written excerpt', async () => {
    const post = await posts().create({title: 'T', body: 'b', excerpt: ' Mine ', status: 'published'}, {author: 'u'});
    expect(post.publishedAt).toBe(post.updatedAt);
    expect(post.excerpt).toBe('Mine');
  });

  it.each([
    [{}, 'title', 'title is required.'],
    [{title: '   '}, 'title', 'title is required: enter a title.'],
    [{title: 42}, 'title', 'title must be text.'],
    [{title: 'x'.repeat(201)}, 'title', 'title must be at most 200 characters.'],
    [{title: 'ok', slug: 'Bad Slug'}, 'slug', undefined],
    [{title: 'ok', slug: 'a--b'}, 'slug', undefined],
    [{title: 'ok', slug: 'a'.repeat(101)}, 'slug', 'slug must be at most 100 characters.'],
    [{title: '!!!'}, 'slug', undefined],
    [{title: 'ok', status: 'live'}, 'status', 'status must be "draft" or "published".'],
    [{title: 'ok', body: 5}, 'body', 'body must be text.'],
    [{title: 'ok', excerpt: 'x'.repeat(501)}, 'excerpt', 'excerpt must be at most 500 characters.'],
  ])('refuses %j, naming %s, and stores nothing', async (input, field, message) => {
    const error = await validationError(posts().create(input, {author: 'u'}));
    expect(error.field).toBe(field);
    if (message) expect(error.message).toBe(message);
    expect(await context.store.posts.count()).toBe(0);
  });

  it('refuses a body that is not an object', async () => {
    const error = await validationError(posts().create(['title'], {author: 'u'}));
    expect(error.field).toBeUndefined();
  });

  it('refuses a chosen slug that is taken, but numbers a derived one', async () => {
    await posts().create({title: 'Hello'}, {author: 'u'});
    await expect(posts().create({title: 'Other', slug: 'hello'}, {author: 'u'})).rejects.toBeInstanceOf(SlugTakenError);
    expect((await posts().create({title: 'Hello'}, {author: 'u'})).slug).toBe('hello-2');
    expect((await posts().create({title: 'Hello', slug: ''}, {author: 'u'})).slug).toBe('hello-3');
    expect(await context.store.posts.count()).toBe(3);
  });

  it('sets publishedAt on first publish only, and bumps updatedAt on every change', async () => {
    const draft = await posts().create({title: 'Draft'}, {author: 'u'});
    const published = await posts().update(draft.id, {status: 'published'});
    expect(published.publishedAt).not.toBeNull();
    expect(published.updatedAt > draft.updatedAt).toBe(true);
    const unpublished = await posts().update(draft.id, {status: 'draft'});
    expect(unpublished.publishedAt).toBe(published.publishedAt);
    const republished = await posts().update(draft.id, {status: 'published'});
    expect(republished.publishedAt).toBe(published.publishedAt);
  });

  it('keeps following the body across saves from the editor, which sends the shown excerpt back', async () => {
    // The editor's payload: every field as the form shows it, the derived excerpt included.
    const post = await posts().create({title: 'Follow', body: 'First version.'}, {author: 'u'});
    expect(post.excerpt).toBe('First version.');
    const first = await posts().update(post.id, {
      title: 'Follow',
      body: 'Second version.',
      excerpt: post.excerpt,
      status: 'draft',
    });
    expect(first.excerpt).toBe('Second version.');
    const second = await posts().update(post.id, {
      title: 'Follow',
      body: 'Third version.',
      excerpt: first.excerpt,
      status: 'draft',
    });
    expect(second.excerpt).toBe('Third version.');
    // A written excerpt, once saved, stays written when the editor sends it back with a new body.
    const written = await posts().update(post.id, {body: 'Third version.', excerpt: 'My own summary.'});
    expect(written.excerpt).toBe('My own summary.');
    const after = await posts().update(post.id, {body: 'Fourth version.', excerpt: 'My own summary.'});
    expect(after.excerpt).toBe('My own summary.');
  });

  it('re-derives a derived excerpt when the body changes, but keeps a written one', async () => {
    const derived = await posts().create({title: 'A', body: 'First.'}, {author: 'u'});
    expect((await posts().update(derived.id, {body: 'Second.'})).excerpt).toBe('Second.');
    const written = await posts().create({title: 'B', body: 'First.', excerpt: 'Custom'}, {author: 'u'});
    expect((await posts().update(written.id, {body: 'Second.'})).excerpt).toBe('Custom');
    expect((await posts().update(written.id, {excerpt: ''})).excerpt).toBe('Second.');
  });

  it('changes only the given fields, and refuses bad changes without changing anything', async () => {
    const post = await posts().create({title: 'Keep', body: 'Body', slug: 'keep'}, {author: 'u'});
    await posts().create({title: 'Other', slug: 'other'}, {author: 'u'});
    const before = await context.store.posts.get(post.id);
    await validationError(posts().update(post.id, {title: ''}));
    await validationError(posts().update(post.id, {slug: 'Not OK'}));
    await expect(posts().update(post.id, {slug: 'other', title: 'New'})).rejects.toBeInstanceOf(SlugTakenError);
    expect(await context.store.posts.get(post.id)).toEqual(before);
    await expect(posts().update('missing', {title: 'x'})).rejects.toBeInstanceOf(NotFoundError);

    const renamed = await posts().update(post.id, {title: 'Renamed'});
    expect(renamed).toMatchObject({title: 'Renamed', slug: 'keep', body: 'Body'});
    expect((await posts().update(post.id, {slug: ''})).slug).toBe('renamed');
  });

  it('hides drafts from visitors', async () => {
    const draft = await posts().create({title: 'Secret'}, {author: 'u'});
    const live = await posts().create({title: 'Public', status: 'published'}, {author: 'u'});
    expect(await posts().get(draft.id)).toBeNull();
    expect(await posts().get(draft.id, {includeDrafts: true})).toMatchObject({id: draft.id});
    expect(await posts().getBySlug('secret')).toBeNull();
    expect((await posts().list()).items.map((post) => post.id)).toEqual([live.id]);
    expect((await posts().list({includeDrafts: true})).total).toBe(2);
    await expect(posts().list({page: 0})).rejects.toMatchObject({field: 'page'});
    await posts().delete(draft.id);
    expect(await context.store.posts.count()).toBe(1);
  });
});

describe('pages', () => {
  it('creates pages with navigation defaults and validates navigation fields', async () => {
    const page = await pages().create({title: 'About'});
    expect(page).toMatchObject({slug: 'about', status: 'draft', showInNav: false, navOrder: 0});
    expect((await validationError(pages().create({title: 'x', showInNav: 'yes'}))).field).toBe('showInNav');
    expect((await validationError(pages().create({title: 'x', navOrder: 1.5}))).field).toBe('navOrder');
    expect((await validationError(pages().update(page.id, {navOrder: '2'}))).field).toBe('navOrder');
    expect(await context.store.pages.count()).toBe(1);
  });

  it.each(['blog', 'admin', 'setup', 'api', 'uploads'])('keeps the slug %j for Inkwell routes', async (slug) => {
    const error = await validationError(pages().create({title: 'Page', slug}));
    expect(error.field).toBe('slug');
    // A derived slug that would be reserved is numbered instead.
    expect((await pages().create({title: slug})).slug).toBe(`${slug}-2`);
  });

  it('builds the navigation from published pages marked showInNav, in order, with home at /', async () => {
    await pages().create({title: 'Contact', status: 'published', showInNav: true, navOrder: 3});
    await pages().create({title: 'Home', slug: 'home', status: 'published', showInNav: true, navOrder: 0});
    await pages().create({title: 'About', status: 'published', showInNav: true, navOrder: 1});
    await pages().create({title: 'Hidden', status: 'published', showInNav: false, navOrder: 2});
    await pages().create({title: 'Draft', status: 'draft', showInNav: true, navOrder: 2});
    expect(await navigationItems(context)).toEqual([
      {title: 'Home', href: '/'},
      {title: 'About', href: '/about'},
      {title: 'Contact', href: '/contact'},
    ]);
    expect((await pages().list()).total).toBe(4);
  });
});

describe('users', () => {
  it('adds a user with a lower-cased email, a default name and the editor role', async () => {
    const user = await addUser(context, {email: '  Grace.Hopper@Example.COM '});
    expect(user).toMatchObject({
      email: 'grace.hopper@example.com',
      name: 'grace.hopper',
      role: 'editor',
      provider: null,
      image: null,
    });
    await expect(addUser(context, {email: 'GRACE.HOPPER@example.com'})).rejects.toBeInstanceOf(EmailTakenError);
  });

  it.each([
    [{}, 'email'],
    [{email: 'not-an-email'}, 'email'],
    [{email: 'a@b.co', role: 'owner'}, 'role'],
    [{email: 'a@b.co', name: 'x'.repeat(101)}, 'name'],
  ])('refuses %j naming %s', async (input, field) => {
    expect((await validationError(addUser(context, input))).field).toBe(field);
    expect(await context.store.users.count()).toBe(0);
  });

  it('refuses to demote or delete the last admin, and allows it once another admin exists', async () => {
    const admin = await context.store.users.create(makeUser({role: 'admin'}));
    await expect(updateUser(context, admin.id, {role: 'editor'})).rejects.toBeInstanceOf(LastAdminError);
    await expect(deleteUser(context, admin.id)).rejects.toMatchObject({field: 'role'});
    expect((await context.store.users.get(admin.id))?.role).toBe('admin');

    const second = await addUser(context, {email: 'second@example.com', role: 'editor'});
    await updateUser(context, second.id, {role: 'admin'});
    await expect(updateUser(context, admin.id, {role: 'editor'})).resolves.toMatchObject({role: 'editor'});
    await expect(deleteUser(context, second.id)).rejects.toBeInstanceOf(LastAdminError);
    await deleteUser(context, admin.id);
    expect(await context.store.users.count()).toBe(1);
  });

  it('lets only one of two simultaneous demotions through, so an admin always remains', async () => {
    const a = await context.store.users.create(makeUser({role: 'admin'}));
    const b = await context.store.users.create(makeUser({role: 'admin'}));
    const results = await Promise.allSettled([
      updateUser(context, a.id, {role: 'editor'}),
      updateUser(context, b.id, {role: 'editor'}),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await context.store.users.count({role: 'admin'})).toBe(1);
  });
});

describe('site settings and setup', () => {
  it('requires a name and defaults the description', async () => {
    expect((await validationError(updateSiteSettings(context, {name: ' ', description: 'x'}))).field).toBe('name');
    expect(await context.store.site.get()).toBeNull();
    expect(await updateSiteSettings(context, {name: ' Blog '})).toEqual({name: 'Blog', description: ''});
  });

  it('caps the name and description at the lengths the setup form enforces', async () => {
    const longName = await validationError(updateSiteSettings(context, {name: 'n'.repeat(SITE_NAME_MAX + 1)}));
    expect(longName.field).toBe('name');
    expect(longName.message).toBe(`name must be at most ${SITE_NAME_MAX} characters.`);
    const longDescription = await validationError(
      updateSiteSettings(context, {name: 'Blog', description: 'd'.repeat(SITE_DESCRIPTION_MAX + 1)}),
    );
    expect(longDescription.field).toBe('description');
    expect(await context.store.site.get()).toBeNull();
    expect(await updateSiteSettings(context, {name: 'n'.repeat(SITE_NAME_MAX)})).toEqual({
      name: 'n'.repeat(SITE_NAME_MAX),
      description: '',
    });
  });

  it('allows setup only while no user exists', async () => {
    expect(await needsSetup(context)).toBe(true);
    expect(await setupSite(context, {name: 'Site', description: 'Desc'})).toEqual({name: 'Site', description: 'Desc'});
    await context.store.users.create(makeUser({role: 'admin'}));
    expect(await needsSetup(context)).toBe(false);
    await expect(setupSite(context, {name: 'Hijack'})).rejects.toBeInstanceOf(SetupClosedError);
    expect(await context.store.site.get()).toEqual({name: 'Site', description: 'Desc'});
  });
});
