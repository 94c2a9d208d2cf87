import {Inkwell, type ContentChange, type Page, type Post} from '@inkwell/cms';
import {call, createHarness, type Harness} from './__tests__/harness.js';

let h: Harness;
let token: string;
let changes: ContentChange[];
let stop: () => void;

beforeEach(async () => {
  h = await createHarness();
  token = h.tokenFor(h.admin);
  changes = [];
  stop = h.server.onChange((change) => changes.push(change));
});
afterEach(async () => {
  stop();
  vi.restoreAllMocks();
  await h.cleanup();
});

/** The tags reported by the requests `run` makes, sorted. */
async function tagsOf(run: () => Promise<unknown>): Promise<string[]> {
  changes = [];
  await run();
  return changes.flatMap((change) => change.tags).sort();
}

describe('onChange', () => {
  it('reports each post write with the views it touched, and the list only for published posts', async () => {
    let post: Post | undefined;
    expect(
      await tagsOf(async () => {
        post = (await call(h, 'POST', '/posts', {token, json: {title: 'Draft one'}})).body as Post;
      }),
    ).toEqual(['inkwell:post:draft-one']);
    const id = post?.id ?? '';
    expect(changes[0]).toMatchObject({kind: 'post', id});

    expect(await tagsOf(() => call(h, 'PATCH', `/posts/${id}`, {token, json: {status: 'published'}}))).toEqual([
      'inkwell:post:draft-one',
      'inkwell:posts',
    ]);
    expect(await tagsOf(() => call(h, 'PATCH', `/posts/${id}`, {token, json: {slug: 'renamed'}}))).toEqual([
      'inkwell:post:draft-one',
      'inkwell:post:renamed',
      'inkwell:posts',
    ]);
    expect(await tagsOf(() => call(h, 'PATCH', `/posts/${id}`, {token, json: {status: 'draft'}}))).toEqual([
      'inkwell:post:renamed',
      'inkwell:posts',
    ]);
    expect(await tagsOf(() => call(h, 'PATCH', `/posts/${id}`, {token, json: {body: 'Still a draft.'}}))).toEqual([
      'inkwell:post:renamed',
    ]);
    expect(await tagsOf(() => call(h, 'DELETE', `/posts/${id}`, {token}))).toEqual(['inkwell:post:renamed']);
  });

  it('reports the menu for pages that are or were in it, and the site for settings', async () => {
    const page = (await call(h, 'POST', '/pages', {token, json: {title: 'About', status: 'published'}})).body as Page;
    expect(changes.flatMap((change) => change.tags)).toEqual(['inkwell:page:about']);
    expect(await tagsOf(() => call(h, 'PATCH', `/pages/${page.id}`, {token, json: {showInNav: true}}))).toEqual([
      'inkwell:menu',
      'inkwell:page:about',
    ]);
    expect(await tagsOf(() => call(h, 'DELETE', `/pages/${page.id}`, {token}))).toEqual([
      'inkwell:menu',
      'inkwell:page:about',
    ]);
    expect(await tagsOf(() => call(h, 'PUT', '/site', {token, json: {name: 'Renamed'}}))).toEqual(['inkwell:site']);
    expect(changes[0]?.kind).toBe('site');
  });

  it('reports writes made through the server API, not only over HTTP, and nothing for refused ones', async () => {
    expect(
      await tagsOf(() => h.server.posts.create({title: 'Direct', status: 'published'}, {author: h.admin.id})),
    ).toEqual(['inkwell:post:direct', 'inkwell:posts']);
    expect(await tagsOf(() => call(h, 'POST', '/posts', {token, json: {title: ''}}))).toEqual([]);
    expect(await tagsOf(() => call(h, 'POST', '/users', {token, json: {email: 'new@example.com'}}))).toEqual([]);
  });

  it('keeps the write when a listener throws, and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = h.server.onChange(() => {
      throw new Error('revalidation failed');
    });
    const created = await call(h, 'POST', '/posts', {token, json: {title: 'Kept'}});
    remove();
    expect(created.status).toBe(201);
    expect(await h.server.posts.getBySlug('kept', {includeDrafts: true})).not.toBeNull();
    expect(logged).toHaveBeenCalledWith('[inkwell] A change listener failed:', expect.any(Error));
    expect(changes.map((change) => change.tags)).toEqual([['inkwell:post:kept']]);
  });

  it('stops calling a removed listener', async () => {
    stop();
    await call(h, 'POST', '/posts', {token, json: {title: 'Unheard'}});
    expect(changes).toEqual([]);
  });
});

describe('cacheTags', () => {
  it('names the tags a visitor path depends on, matching those writes report', () => {
    expect(Inkwell.cacheTags('/')).toEqual(['inkwell:page:home', 'inkwell:posts', 'inkwell:menu', 'inkwell:site']);
    expect(Inkwell.cacheTags('/blog')).toEqual(['inkwell:posts', 'inkwell:menu', 'inkwell:site']);
    expect(Inkwell.cacheTags('/blog/page/3?x=1')).toEqual(['inkwell:posts', 'inkwell:menu', 'inkwell:site']);
    expect(Inkwell.cacheTags('/blog/page')).toEqual(['inkwell:post:page', 'inkwell:menu', 'inkwell:site']);
    expect(Inkwell.cacheTags('/blog/hello/')).toEqual(['inkwell:post:hello', 'inkwell:menu', 'inkwell:site']);
    expect(Inkwell.cacheTags('/about')).toEqual(['inkwell:page:about', 'inkwell:menu', 'inkwell:site']);
    expect(Inkwell.cacheTags('/admin/posts/new')).toBeNull();
    expect(Inkwell.cacheTags('/setup')).toBeNull();
  });
});
