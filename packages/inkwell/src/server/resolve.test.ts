import type {Session} from '@inkwell/cms';
import {PNG} from '../media/__tests__/samples.js';
import {createHarness, type Harness} from './__tests__/harness.js';

let h: Harness;
let adminSession: Session;
let editorSession: Session;

beforeEach(async () => {
  h = await createHarness();
  adminSession = h.sessionFor(h.admin);
  editorSession = h.sessionFor(h.editor);
});
afterEach(() => h.cleanup());

async function publishedPost(title: string, extra: Record<string, unknown> = {}) {
  return h.server.posts.create({title, status: 'published', ...extra}, {author: h.admin.id});
}

describe('resolve: public paths', () => {
  it('shows the post list at / when there is no published home page, and the home page when there is', async () => {
    const post = await publishedPost('Hello');
    const atRoot = await h.server.resolve('/');
    expect(atRoot).toMatchObject({kind: 'post-list', posts: {page: 1, total: 1}});
    expect(atRoot.kind === 'post-list' && atRoot.posts.items[0]?.id).toBe(post.id);

    const home = await h.server.pages.create({title: 'Welcome', slug: 'home'});
    expect((await h.server.resolve('/')).kind).toBe('post-list');
    await h.server.pages.update(home.id, {status: 'published'});
    expect(await h.server.resolve('/')).toMatchObject({kind: 'page', page: {id: home.id}});
  });

  it('lists published posts at /blog and /blog/page/N, newest first, 10 per page', async () => {
    for (let index = 1; index <= 12; index += 1) await publishedPost(`Post ${index}`);
    await h.server.posts.create({title: 'Draft'}, {author: h.admin.id});
    const first = await h.server.resolve('/blog');
    expect(first).toMatchObject({kind: 'post-list', posts: {page: 1, pageCount: 2, total: 12}});
    expect(first.kind === 'post-list' && first.posts.items[0]?.title).toBe('Post 12');
    const second = await h.server.resolve('/blog/page/2');
    expect(second.kind === 'post-list' && second.posts.items.map((post) => post.title)).toEqual(['Post 2', 'Post 1']);
    expect(await h.server.resolve('/blog/page/1')).toEqual(first);
    for (const path of ['/blog/page/3', '/blog/page/0', '/blog/page/01', '/blog/page/x', '/blog/page/2/extra']) {
      expect(await h.server.resolve(path), path).toEqual({kind: 'not-found'});
    }
  });

  it('shows an empty first page for a blog with no posts', async () => {
    expect(await h.server.resolve('/blog')).toEqual({
      kind: 'post-list',
      posts: {items: [], page: 1, pageCount: 1, total: 0},
    });
  });

  it('shows a published post at /blog/<slug> and a published page at /<slug>', async () => {
    const post = await publishedPost('Hello World');
    const page = await h.server.pages.create({title: 'About', status: 'published'});
    expect(await h.server.resolve('/blog/hello-world')).toEqual({kind: 'post', post});
    expect(await h.server.resolve('/about')).toEqual({kind: 'page', page});
    expect(await h.server.resolve('/about/?ref=nav#top')).toEqual({kind: 'page', page});
    for (const path of [
      '/blog/missing',
      '/missing',
      '/About',
      '/about/extra',
      '/blog/hello-world/extra',
      '/hello-world',
    ]) {
      expect(await h.server.resolve(path), path).toEqual({kind: 'not-found'});
    }
  });

  it('hides drafts from visitors but shows them to editors and admins', async () => {
    const post = await h.server.posts.create({title: 'Secret post'}, {author: h.admin.id});
    const page = await h.server.pages.create({title: 'Secret page'});
    expect(await h.server.resolve('/blog/secret-post')).toEqual({kind: 'not-found'});
    expect(await h.server.resolve('/secret-page', {session: null})).toEqual({kind: 'not-found'});
    expect((await h.server.resolve('/blog')).kind === 'post-list').toBe(true);
    expect(await h.server.resolve('/blog')).toMatchObject({posts: {total: 0}});
    expect(await h.server.resolve('/blog/secret-post', {session: editorSession})).toEqual({kind: 'post', post});
    expect(await h.server.resolve('/secret-page', {session: adminSession})).toEqual({kind: 'page', page});
    expect(await h.server.resolve('/blog', {session: editorSession})).toMatchObject({posts: {total: 1}});
  });

  it('treats a session whose user no longer exists as a visitor', async () => {
    await h.server.posts.create({title: 'Secret post'}, {author: h.admin.id});
    await h.store.users.delete(h.editor.id);
    expect(await h.server.resolve('/blog/secret-post', {session: editorSession})).toEqual({kind: 'not-found'});
  });
});

describe('resolve: setup', () => {
  it('shows setup only while no user exists', async () => {
    expect(await h.server.resolve('/setup')).toEqual({kind: 'not-found'});
    const fresh = await createHarness({users: false});
    try {
      expect(await fresh.server.resolve('/setup')).toEqual({kind: 'setup'});
      expect(await fresh.server.resolve('/setup/more')).toEqual({kind: 'not-found'});
    } finally {
      await fresh.cleanup();
    }
  });
});

describe('resolve: admin paths', () => {
  const adminPaths = [
    '/admin/posts/new',
    '/admin/posts/some-id',
    '/admin/pages/new',
    '/admin/pages/x',
    '/admin/users',
    '/admin/settings',
    '/admin',
  ];

  it.each(adminPaths)('asks a visitor to sign in at %s, listing the configured providers', async (path) => {
    expect(await h.server.resolve(path)).toEqual({kind: 'sign-in', providers: ['github', 'microsoft']});
  });

  it('asks someone whose account was removed to sign in again', async () => {
    await h.store.users.delete(h.editor.id);
    expect(await h.server.resolve('/admin/posts/new', {session: editorSession})).toMatchObject({kind: 'sign-in'});
  });

  it.each([
    ['editor', () => editorSession],
    ['admin', () => adminSession],
  ])('opens the editors for an %s', async (_role, session) => {
    const post = await h.server.posts.create({title: 'Draft post'}, {author: h.admin.id});
    const page = await h.server.pages.create({title: 'Draft page'});
    expect(await h.server.resolve('/admin/posts/new', {session: session()})).toEqual({kind: 'edit-post', post: null});
    expect(await h.server.resolve(`/admin/posts/${post.id}`, {session: session()})).toEqual({kind: 'edit-post', post});
    expect(await h.server.resolve('/admin/pages/new', {session: session()})).toEqual({kind: 'edit-page', page: null});
    expect(await h.server.resolve(`/admin/pages/${page.id}`, {session: session()})).toEqual({kind: 'edit-page', page});
    expect(await h.server.resolve('/admin/posts/missing', {session: session()})).toEqual({kind: 'not-found'});
    expect(await h.server.resolve('/admin/pages/missing', {session: session()})).toEqual({kind: 'not-found'});
    expect(await h.server.resolve('/admin/posts', {session: session()})).toEqual({kind: 'not-found'});
    expect(await h.server.resolve('/admin/unknown/x', {session: session()})).toEqual({kind: 'not-found'});
  });

  it('shows the users screen to admins only', async () => {
    const result = await h.server.resolve('/admin/users', {session: adminSession});
    expect(result).toEqual({kind: 'users', users: [h.admin, h.editor]});
    expect(await h.server.resolve('/admin/users', {session: editorSession})).toEqual({kind: 'not-found'});
  });

  it.each([
    ['editor', () => editorSession],
    ['admin', () => adminSession],
  ])('shows an %s the dashboard at /admin: posts and pages, drafts first', async (_role, session) => {
    const old = await publishedPost('Old news');
    const draft = await h.server.posts.create({title: 'Work in progress'}, {author: h.admin.id});
    const page = await h.server.pages.create({title: 'About'});
    const result = await h.server.resolve('/admin/', {session: session()});
    expect(result).toEqual({
      kind: 'dashboard',
      posts: {items: [draft, old], page: 1, pageCount: 1, total: 2},
      pages: {items: [page], page: 1, pageCount: 1, total: 1},
    });
  });

  it('lists at most 10 posts on the dashboard, with the total', async () => {
    for (let index = 1; index <= 12; index += 1) await publishedPost(`Post ${index}`);
    const result = await h.server.resolve('/admin', {session: editorSession});
    expect(result).toMatchObject({kind: 'dashboard', posts: {page: 1, total: 12}});
    expect(result.kind === 'dashboard' && result.posts.items).toHaveLength(10);
  });

  it('shows the settings screen to admins only, with the current settings', async () => {
    await h.server.site.update({name: 'Ink Notes', description: 'About ink.'});
    expect(await h.server.resolve('/admin/settings', {session: adminSession})).toEqual({
      kind: 'settings',
      site: {name: 'Ink Notes', description: 'About ink.'},
    });
    expect(await h.server.resolve('/admin/settings', {session: editorSession})).toEqual({kind: 'not-found'});
    expect(await h.server.resolve('/admin/settings/x', {session: adminSession})).toEqual({kind: 'not-found'});
  });

  it.each([
    ['editor', () => editorSession],
    ['admin', () => adminSession],
  ])('shows an %s the media screen at /admin/media: the first 24 images, newest first', async (_role, session) => {
    const file = {name: 'nib.png', type: 'image/png', bytes: PNG};
    for (let index = 1; index <= 25; index += 1) await h.server.media.upload(file, {alt: `Image ${index}`});
    const result = await h.server.resolve('/admin/media', {session: session()});
    expect(result).toMatchObject({kind: 'media', media: {page: 1, pageCount: 2, total: 25}});
    expect(result.kind === 'media' && result.media.items.map((item) => item.alt)).toEqual(
      Array.from({length: 24}, (_, index) => `Image ${25 - index}`),
    );
    expect(await h.server.resolve('/admin/media')).toMatchObject({kind: 'sign-in'});
    expect(await h.server.resolve('/admin/media/x', {session: session()})).toEqual({kind: 'not-found'});
  });

  it('uses the role in the store, not the one the session claims', async () => {
    const claimsAdmin = h.sessionFor(h.editor, 'admin');
    expect(await h.server.resolve('/admin/users', {session: claimsAdmin})).toEqual({kind: 'not-found'});
  });
});

describe('navigation', () => {
  it('lists published pages shown in navigation, by navOrder, with home at /', async () => {
    await h.server.pages.create({title: 'About', status: 'published', showInNav: true, navOrder: 2});
    await h.server.pages.create({title: 'Home', slug: 'home', status: 'published', showInNav: true, navOrder: 1});
    await h.server.pages.create({title: 'Draft', showInNav: true, navOrder: 0});
    expect(await h.server.navigation()).toEqual([
      {title: 'Home', href: '/'},
      {title: 'About', href: '/about'},
    ]);
  });
});

describe('resolve: the proxy hands its answer to the page', () => {
  it('reads a signed-in path once for the proxy and the page of one request, and afresh for the next', async () => {
    await publishedPost('First');
    const lists = vi.spyOn(h.store.posts, 'list');
    // The proxy asks with `handToPage: true`; the page of the same request asks without.
    const proxy = await h.server.resolve('/blog', {session: adminSession, handToPage: true});
    expect(await h.server.resolve('/blog', {session: adminSession})).toEqual(proxy);
    expect(lists).toHaveBeenCalledTimes(1);

    // The answer served one page: the next page reads the store.
    await h.server.resolve('/blog', {session: adminSession});
    expect(lists).toHaveBeenCalledTimes(2);

    // Another person's page, or another path, does not take it.
    await h.server.resolve('/blog', {session: adminSession, handToPage: true});
    await h.server.resolve('/blog', {session: editorSession});
    expect(lists).toHaveBeenCalledTimes(4);
  });

  it('keeps the two options apart: visitorCache hands nothing to a page, handToPage caches no visitor', async () => {
    await publishedPost('First');
    const lists = vi.spyOn(h.store.posts, 'list');
    await h.server.resolve('/blog', {session: adminSession, visitorCache: true});
    await h.server.resolve('/blog', {session: adminSession});
    expect(lists).toHaveBeenCalledTimes(2);
    await h.server.resolve('/blog', {handToPage: true});
    await h.server.resolve('/blog', {handToPage: true});
    expect(lists).toHaveBeenCalledTimes(4);
  });

  it('lets a save between the proxy and the page show on the page', async () => {
    await h.server.resolve('/blog', {session: adminSession, handToPage: true});
    await h.server.posts.create({title: 'Draft saved meanwhile'}, {author: h.admin.id});
    const page = await h.server.resolve('/blog', {session: adminSession});
    expect(page.kind === 'post-list' && page.posts.items.map((post) => post.title)).toEqual(['Draft saved meanwhile']);
  });
});
