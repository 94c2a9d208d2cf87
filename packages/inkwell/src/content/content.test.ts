import {join} from 'node:path';

import {makeUser, tempDir} from '../store/__tests__/fixtures.js';
import {SlugTakenError, EmailTakenError, NotFoundError} from '../store/errors.js';
import {FileStore} from '../store/file-store.js';
import type {ContentContext} from './context.js';
import {
  addUser,
  createPage,
  createPost,
  deletePost,
  deleteUser,
  deriveExcerpt,
  getPost,
  getPostBySlug,
  isValidSlug,
  LastAdminError,
  listPages,
  listPosts,
  navigationItems,
  needsSetup,
  SetupClosedError,
  setupSite,
  slugify,
  updatePage,
  updatePost,
  updateSiteSettings,
  updateUser,
  ValidationError,
} from './index.js';
import {numberedSlug} from './slug.js';
import {SITE_DESCRIPTION_MAX, SITE_NAME_MAX} from '../limits.js';

let context: ContentContext & {store: FileStore};
let cleanup: () => Promise<void>;
let clock: number;

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
    const post = await createPost(context, {title: '  My First Post  ', body: 'Hello there.\n\nMore.'}, 'user-1');
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
    const post = await createPost(context, {title: 'T', body: 'b', excerpt: ' Mine ', status: 'published'}, 'u');
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
    const error = await validationError(createPost(context, input, 'u'));
    expect(error.field).toBe(field);
    if (message) expect(error.message).toBe(message);
    expect(await context.store.posts.count()).toBe(0);
  });

  it('refuses a body that is not an object', async () => {
    const error = await validationError(createPost(context, ['title'], 'u'));
    expect(error.field).toBeUndefined();
  });

  it('refuses a chosen slug that is taken, but numbers a derived one', async () => {
    await createPost(context, {title: 'Hello'}, 'u');
    await expect(createPost(context, {title: 'Other', slug: 'hello'}, 'u')).rejects.toBeInstanceOf(SlugTakenError);
    expect((await createPost(context, {title: 'Hello'}, 'u')).slug).toBe('hello-2');
    expect((await createPost(context, {title: 'Hello', slug: ''}, 'u')).slug).toBe('hello-3');
    expect(await context.store.posts.count()).toBe(3);
  });

  it('sets publishedAt on first publish only, and bumps updatedAt on every change', async () => {
    const draft = await createPost(context, {title: 'Draft'}, 'u');
    const published = await updatePost(context, draft.id, {status: 'published'});
    expect(published.publishedAt).not.toBeNull();
    expect(published.updatedAt > draft.updatedAt).toBe(true);
    const unpublished = await updatePost(context, draft.id, {status: 'draft'});
    expect(unpublished.publishedAt).toBe(published.publishedAt);
    const republished = await updatePost(context, draft.id, {status: 'published'});
    expect(republished.publishedAt).toBe(published.publishedAt);
  });

  it('re-derives a derived excerpt when the body changes, but keeps a written one', async () => {
    const derived = await createPost(context, {title: 'A', body: 'First.'}, 'u');
    expect((await updatePost(context, derived.id, {body: 'Second.'})).excerpt).toBe('Second.');
    const written = await createPost(context, {title: 'B', body: 'First.', excerpt: 'Custom'}, 'u');
    expect((await updatePost(context, written.id, {body: 'Second.'})).excerpt).toBe('Custom');
    expect((await updatePost(context, written.id, {excerpt: ''})).excerpt).toBe('Second.');
  });

  it('changes only the given fields, and refuses bad changes without changing anything', async () => {
    const post = await createPost(context, {title: 'Keep', body: 'Body', slug: 'keep'}, 'u');
    await createPost(context, {title: 'Other', slug: 'other'}, 'u');
    const before = await context.store.posts.get(post.id);
    await validationError(updatePost(context, post.id, {title: ''}));
    await validationError(updatePost(context, post.id, {slug: 'Not OK'}));
    await expect(updatePost(context, post.id, {slug: 'other', title: 'New'})).rejects.toBeInstanceOf(SlugTakenError);
    expect(await context.store.posts.get(post.id)).toEqual(before);
    await expect(updatePost(context, 'missing', {title: 'x'})).rejects.toBeInstanceOf(NotFoundError);

    const renamed = await updatePost(context, post.id, {title: 'Renamed'});
    expect(renamed).toMatchObject({title: 'Renamed', slug: 'keep', body: 'Body'});
    expect((await updatePost(context, post.id, {slug: ''})).slug).toBe('renamed');
  });

  it('hides drafts from visitors', async () => {
    const draft = await createPost(context, {title: 'Secret'}, 'u');
    const live = await createPost(context, {title: 'Public', status: 'published'}, 'u');
    expect(await getPost(context, draft.id)).toBeNull();
    expect(await getPost(context, draft.id, {includeDrafts: true})).toMatchObject({id: draft.id});
    expect(await getPostBySlug(context, 'secret')).toBeNull();
    expect((await listPosts(context)).items.map((post) => post.id)).toEqual([live.id]);
    expect((await listPosts(context, {includeDrafts: true})).total).toBe(2);
    await expect(listPosts(context, {page: 0})).rejects.toMatchObject({field: 'page'});
    await deletePost(context, draft.id);
    expect(await context.store.posts.count()).toBe(1);
  });
});

describe('pages', () => {
  it('creates pages with navigation defaults and validates navigation fields', async () => {
    const page = await createPage(context, {title: 'About'});
    expect(page).toMatchObject({slug: 'about', status: 'draft', showInNav: false, navOrder: 0});
    expect((await validationError(createPage(context, {title: 'x', showInNav: 'yes'}))).field).toBe('showInNav');
    expect((await validationError(createPage(context, {title: 'x', navOrder: 1.5}))).field).toBe('navOrder');
    expect((await validationError(updatePage(context, page.id, {navOrder: '2'}))).field).toBe('navOrder');
    expect(await context.store.pages.count()).toBe(1);
  });

  it.each(['blog', 'admin', 'setup', 'api', 'uploads'])('keeps the slug %j for Inkwell routes', async (slug) => {
    const error = await validationError(createPage(context, {title: 'Page', slug}));
    expect(error.field).toBe('slug');
    // A derived slug that would be reserved is numbered instead.
    expect((await createPage(context, {title: slug})).slug).toBe(`${slug}-2`);
  });

  it('builds the navigation from published pages marked showInNav, in order, with home at /', async () => {
    await createPage(context, {title: 'Contact', status: 'published', showInNav: true, navOrder: 3});
    await createPage(context, {title: 'Home', slug: 'home', status: 'published', showInNav: true, navOrder: 0});
    await createPage(context, {title: 'About', status: 'published', showInNav: true, navOrder: 1});
    await createPage(context, {title: 'Hidden', status: 'published', showInNav: false, navOrder: 2});
    await createPage(context, {title: 'Draft', status: 'draft', showInNav: true, navOrder: 2});
    expect(await navigationItems(context)).toEqual([
      {title: 'Home', href: '/'},
      {title: 'About', href: '/about'},
      {title: 'Contact', href: '/contact'},
    ]);
    expect((await listPages(context)).total).toBe(4);
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
