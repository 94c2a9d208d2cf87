import type {ResolveResult} from '@inkwell/cms';
import {createHarness, type Harness} from './__tests__/harness.js';
import {makePost} from '../store/__tests__/fixtures.js';
import {VISITOR_ANSWER_LIMIT, VISITOR_ANSWER_MAX_AGE_MS, VisitorAnswers} from './visitor-cache.js';

let h: Harness;
let slugReads: number;

beforeEach(async () => {
  h = await createHarness();
  slugReads = 0;
  const findBySlug = h.store.posts.findBySlug.bind(h.store.posts);
  h.store.posts.findBySlug = (slug) => {
    slugReads += 1;
    return findBySlug(slug);
  };
});
afterEach(() => {
  vi.restoreAllMocks();
  return h.cleanup();
});

describe('resolve with visitorCache: true', () => {
  it("answers a visitor's repeat from the cache, without reading the store again", async () => {
    await h.server.posts.create({title: 'Hello', status: 'published'}, {author: h.admin.id});
    slugReads = 0;
    for (let request = 0; request < 5; request += 1) {
      expect((await h.server.resolve('/blog/hello', {visitorCache: true})).kind).toBe('post');
    }
    expect(slugReads).toBe(1);
    // Without the option, or for a signed-in person, every call reads.
    await h.server.resolve('/blog/hello');
    await h.server.resolve('/blog/hello', {visitorCache: true, session: h.sessionFor(h.editor)});
    expect(slugReads).toBe(3);
  });

  it('drops the answers a save changes at once: a new post is found, an unpublished one is gone', async () => {
    expect(await h.server.resolve('/blog/fresh', {visitorCache: true})).toEqual({kind: 'not-found'});
    const post = await h.server.posts.create({title: 'Fresh', status: 'published'}, {author: h.admin.id});
    expect(await h.server.resolve('/blog/fresh', {visitorCache: true})).toMatchObject({
      kind: 'post',
      post: {id: post.id},
    });
    const list = await h.server.resolve('/blog?page=ignored', {visitorCache: true});
    expect(list.kind === 'post-list' && list.posts.total).toBe(1);
    await h.server.posts.update(post.id, {status: 'draft'});
    expect(await h.server.resolve('/blog/fresh', {visitorCache: true})).toEqual({kind: 'not-found'});
    const emptied = await h.server.resolve('/blog', {visitorCache: true});
    expect(emptied.kind === 'post-list' && emptied.posts.total).toBe(0);
  });

  it('sees a write that sent no notice (another process, a hand edit) once the answer is 10 seconds old', async () => {
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    expect(await h.server.resolve('/blog/elsewhere', {visitorCache: true})).toEqual({kind: 'not-found'});
    await h.store.posts.create(
      makePost({slug: 'elsewhere', status: 'published', publishedAt: '2024-01-01T00:00:00.000Z', author: h.admin.id}),
    );
    now += VISITOR_ANSWER_MAX_AGE_MS - 1;
    expect(await h.server.resolve('/blog/elsewhere', {visitorCache: true})).toEqual({kind: 'not-found'});
    now += 1;
    expect((await h.server.resolve('/blog/elsewhere', {visitorCache: true})).kind).toBe('post');
  });

  it('never keeps /admin or /setup, which depend on who asks, nor a failed read', async () => {
    const answers = new VisitorAnswers();
    let loads = 0;
    const load = (): Promise<ResolveResult> => {
      loads += 1;
      return Promise.resolve({kind: 'setup'});
    };
    await answers.get('/setup', load);
    await answers.get('/setup', load);
    await answers.get('/admin/posts/new', load);
    await answers.get('/admin/posts/new', load);
    expect(loads).toBe(4);
    await expect(answers.get('/about', () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect(await answers.get('/about', () => Promise.resolve({kind: 'not-found'}))).toEqual({kind: 'not-found'});
  });

  it(`keeps at most ${VISITOR_ANSWER_LIMIT} answers, dropping the oldest`, async () => {
    const answers = new VisitorAnswers();
    let loads = 0;
    const load = (): Promise<ResolveResult> => {
      loads += 1;
      return Promise.resolve({kind: 'not-found'});
    };
    for (let index = 0; index <= VISITOR_ANSWER_LIMIT; index += 1) await answers.get(`/page-${index}`, load);
    await answers.get(`/page-${VISITOR_ANSWER_LIMIT}`, load);
    expect(loads).toBe(VISITOR_ANSWER_LIMIT + 1);
    await answers.get('/page-0', load);
    expect(loads).toBe(VISITOR_ANSWER_LIMIT + 2);
  });
});
