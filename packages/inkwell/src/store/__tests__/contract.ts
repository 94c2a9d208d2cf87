/**
 * The data-store contract: one suite, run against every implementation (file, DynamoDB,
 * MongoDB). Each implementation's test file calls {@link describeDataStoreContract}.
 */

import {createInkwell} from '../../server/create-inkwell.js';
import type {MediaStorage} from '../../media/types.js';
import {ConflictError, EmailTakenError, NotFoundError, SlugTakenError} from '../errors.js';
import type {DataStore} from '../types.js';
import {makePage, makePost, makeUser} from './fixtures.js';

/** Opens an empty store; `close` removes what the test left behind. */
export type OpenStore = () => Promise<{store: DataStore; close: () => Promise<void>}>;

const noMedia: MediaStorage = {
  maxUploadBytes: 1,
  upload: () => Promise.reject(new Error('no media in store tests')),
  delete: () => Promise.resolve(),
};

/**
 * Declares the contract tests for one store.
 *
 * @param name - The implementation's name, shown in test titles.
 * @param open - Opens a fresh, empty store for each test.
 */
export function describeDataStoreContract(name: string, open: OpenStore): void {
  describe(`DataStore contract: ${name}`, () => {
    let store: DataStore;
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({store, close} = await open());
    });
    afterEach(() => close());

    it('creates and reads posts, pages and users by id, slug and email', async () => {
      const post = makePost({slug: 'hello'});
      expect(await store.posts.create(post)).toEqual(post);
      expect(await store.posts.get(post.id)).toEqual(post);
      expect(await store.posts.findBySlug('hello')).toEqual(post);
      expect(await store.posts.get('missing')).toBeNull();
      expect(await store.posts.findBySlug('missing')).toBeNull();

      const page = makePage({slug: 'about', showInNav: true, navOrder: 3});
      await store.pages.create(page);
      expect(await store.pages.findBySlug('about')).toEqual(page);

      const user = await store.users.create(makeUser({email: 'Ada@Example.COM', image: null, provider: null}));
      expect(user.email).toBe('ada@example.com');
      expect(await store.users.get(user.id)).toEqual(user);
      expect((await store.users.findByEmail('ADA@example.com'))?.id).toBe(user.id);
      expect(await store.users.findByEmail('nobody@example.com')).toBeNull();
    });

    it('hands out copies, so callers cannot change stored data by mutation', async () => {
      const post = makePost();
      const created = await store.posts.create(post);
      post.title = 'mutated input';
      created.title = 'mutated output';
      expect((await store.posts.get(post.id))?.title).not.toMatch(/mutated/);
    });

    it('updates only the given fields, never the id, and keeps the slug lookup current', async () => {
      const post = await store.posts.create(makePost({slug: 'old-slug', title: 'Old'}));
      const patch = {id: 'other', title: 'New', slug: 'new-slug', excerpt: undefined} as Partial<typeof post>;
      const updated = await store.posts.update(post.id, patch);
      expect(updated).toEqual({...post, title: 'New', slug: 'new-slug'});
      expect(await store.posts.get(post.id)).toEqual(updated);
      expect(await store.posts.findBySlug('new-slug')).toEqual(updated);
      expect(await store.posts.findBySlug('old-slug')).toBeNull();
      // The old slug is free again.
      await expect(store.posts.create(makePost({slug: 'old-slug'}))).resolves.toBeDefined();
      expect(await store.posts.update(post.id, {publishedAt: null})).toMatchObject({publishedAt: null});
    });

    it('deletes, and throws NotFoundError for a missing item on update or delete', async () => {
      const page = await store.pages.create(makePage({slug: 'gone'}));
      await store.pages.delete(page.id);
      expect(await store.pages.get(page.id)).toBeNull();
      expect(await store.pages.findBySlug('gone')).toBeNull();
      expect(await store.pages.count()).toBe(0);
      await expect(store.pages.delete(page.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(store.posts.update('nope', {title: 'x'})).rejects.toBeInstanceOf(NotFoundError);
      await expect(store.users.update('nope', {role: 'admin'})).rejects.toThrow('No user has the id "nope".');
      // A deleted page's slug can be used again.
      await expect(store.pages.create(makePage({slug: 'gone'}))).resolves.toBeDefined();
    });

    it('keeps slugs unique per collection, on create and update', async () => {
      await store.posts.create(makePost({slug: 'taken'}));
      const other = await store.posts.create(makePost({slug: 'free'}));
      await expect(store.posts.create(makePost({slug: 'taken'}))).rejects.toBeInstanceOf(SlugTakenError);
      const error = await store.posts.update(other.id, {slug: 'taken'}).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SlugTakenError);
      expect(error).toMatchObject({field: 'slug'});
      expect((await store.posts.get(other.id))?.slug).toBe('free');
      expect(await store.posts.findBySlug('free')).toMatchObject({id: other.id});
      expect(await store.posts.count()).toBe(2);
      await expect(store.posts.update(other.id, {slug: 'free', title: 'Same slug'})).resolves.toMatchObject({
        slug: 'free',
      });

      // Posts and pages are separate namespaces: /blog/taken and /taken do not clash.
      await expect(store.pages.create(makePage({slug: 'taken'}))).resolves.toBeDefined();
      await expect(store.pages.create(makePage({slug: 'taken'}))).rejects.toThrow(
        'Another page already uses the slug "taken".',
      );
    });

    it('keeps ids and emails unique', async () => {
      await store.posts.create(makePost({id: 'one', slug: 'a'}));
      const duplicate = store.posts.create(makePost({id: 'one', slug: 'b'}));
      await expect(duplicate).rejects.toBeInstanceOf(ConflictError);
      await expect(store.posts.create(makePost({id: 'one', slug: 'c'}))).rejects.toMatchObject({field: 'id'});
      // The refused create did not keep its slug.
      await expect(store.posts.create(makePost({slug: 'b'}))).resolves.toBeDefined();

      await store.users.create(makeUser({email: 'ada@example.com'}));
      await expect(store.users.create(makeUser({email: 'ADA@example.com'}))).rejects.toBeInstanceOf(EmailTakenError);
      expect(await store.users.count()).toBe(1);
    });

    it('orders posts newest first with never-published drafts first, pages by navOrder then title, users by createdAt', async () => {
      const old = await store.posts.create(makePost({publishedAt: '2024-01-01T00:00:00.000Z'}));
      const recent = await store.posts.create(makePost({publishedAt: '2024-03-01T00:00:00.000Z'}));
      const draftOld = await store.posts.create(
        makePost({status: 'draft', publishedAt: null, updatedAt: '2024-01-05T00:00:00.000Z'}),
      );
      const draftNew = await store.posts.create(
        makePost({status: 'draft', publishedAt: null, updatedAt: '2024-02-05T00:00:00.000Z'}),
      );
      expect((await store.posts.list()).items.map((post) => post.id)).toEqual([
        draftNew.id,
        draftOld.id,
        recent.id,
        old.id,
      ]);

      const c = await store.pages.create(makePage({navOrder: 2, title: 'C'}));
      const b = await store.pages.create(makePage({navOrder: 1, title: 'B'}));
      const a = await store.pages.create(makePage({navOrder: 1, title: 'A'}));
      expect((await store.pages.list()).items.map((page) => page.id)).toEqual([a.id, b.id, c.id]);

      const second = await store.users.create(makeUser({createdAt: '2024-02-01T00:00:00.000Z', name: 'Zed'}));
      const first = await store.users.create(makeUser({createdAt: '2024-01-01T00:00:00.000Z', name: 'Amy'}));
      expect((await store.users.list()).items.map((user) => user.id)).toEqual([first.id, second.id]);
      const byName = await store.users.list({order: [{field: 'name', direction: 'desc'}]});
      expect(byName.items.map((user) => user.name)).toEqual(['Zed', 'Amy']);
    });

    it('filters by equality and counts with a filter', async () => {
      await store.pages.create(makePage({status: 'published', showInNav: true}));
      await store.pages.create(makePage({status: 'draft', showInNav: true}));
      await store.pages.create(makePage({status: 'published', showInNav: false}));
      const nav = await store.pages.list({filter: {status: 'published', showInNav: true}});
      expect(nav.total).toBe(1);
      expect(nav.items).toHaveLength(1);
      expect(await store.pages.count({status: 'published'})).toBe(2);
      expect(await store.pages.count({showInNav: true})).toBe(2);
      expect(await store.pages.count()).toBe(3);
    });

    it('paginates, with pageCount at least 1, empty pages past the end, and bounds checked', async () => {
      expect(await store.posts.list()).toEqual({items: [], page: 1, pageCount: 1, total: 0});
      await Promise.all(
        Array.from({length: 25}, (_, index) =>
          store.posts.create(makePost({publishedAt: `2024-01-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`})),
        ),
      );
      const first = await store.posts.list({pageSize: 10});
      expect(first).toMatchObject({page: 1, pageCount: 3, total: 25});
      expect(first.items).toHaveLength(10);
      expect(first.items[0]?.publishedAt).toBe('2024-01-25T00:00:00.000Z');
      const third = await store.posts.list({page: 3, pageSize: 10});
      expect(third.items.map((post) => (post.publishedAt ?? '').slice(8, 10))).toEqual(['05', '04', '03', '02', '01']);
      expect((await store.posts.list({page: 4, pageSize: 10})).items).toEqual([]);
      await expect(store.posts.list({page: 0})).rejects.toBeInstanceOf(RangeError);
      await expect(store.posts.list({pageSize: 101})).rejects.toBeInstanceOf(RangeError);
    });

    it('hides drafts from visitors through the content rules, and shows them to editors', async () => {
      const server = createInkwell(
        {
          url: 'http://localhost:3000',
          apiPath: '/api/inkwell',
          providers: {},
          media: {kind: 'local', dir: 'unused', maxUploadBytes: 1},
        },
        {store, media: noMedia, getSession: () => Promise.resolve(null)},
      );
      const published = await server.posts.create({title: 'Out now', status: 'published'}, {author: 'user-1'});
      const draft = await server.posts.create({title: 'Not yet', status: 'draft'}, {author: 'user-1'});
      await server.pages.create({title: 'Secret plan', status: 'draft', showInNav: true});
      expect((await server.posts.list()).items.map((post) => post.id)).toEqual([published.id]);
      expect(await server.posts.getBySlug(draft.slug)).toBeNull();
      expect(await server.resolve(`/blog/${draft.slug}`, {session: null})).toEqual({kind: 'not-found'});
      expect(await server.navigation()).toEqual([]);
      expect((await server.posts.list({includeDrafts: true})).total).toBe(2);
    });

    it('keeps both of two concurrent updates to different fields of one item', async () => {
      const page = await store.pages.create(makePage({title: 'Old', navOrder: 0}));
      await Promise.all([store.pages.update(page.id, {title: 'New'}), store.pages.update(page.id, {navOrder: 7})]);
      expect(await store.pages.get(page.id)).toMatchObject({title: 'New', navOrder: 7});
    });

    it('applies a function change to the item as stored when written, so concurrent increments all count', async () => {
      const page = await store.pages.create(makePage({navOrder: 0}));
      await Promise.all(
        Array.from({length: 8}, () => store.pages.update(page.id, (current) => ({navOrder: current.navOrder + 1}))),
      );
      expect((await store.pages.get(page.id))?.navOrder).toBe(8);
      await expect(
        store.pages.update('missing', (current) => ({navOrder: current.navOrder + 1})),
      ).rejects.toBeInstanceOf(NotFoundError);
    });

    it('loses nothing when an excerpt edit and a body edit of one post race (50 trials)', async () => {
      const server = createInkwell(
        {
          url: 'http://localhost:3000',
          apiPath: '/api/inkwell',
          providers: {},
          media: {kind: 'local', dir: 'unused', maxUploadBytes: 1},
        },
        {store, media: noMedia, getSession: () => Promise.resolve(null)},
      );
      const trials = 50;
      const lost: number[] = [];
      for (let trial = 0; trial < trials; trial += 1) {
        const post = await server.posts.create(
          {title: `Race ${trial}`, body: 'The first paragraph.'},
          {author: 'user-1'},
        );
        const excerptEdit = () => server.posts.update(post.id, {excerpt: `Written by hand ${trial}.`});
        const bodyEdit = () => server.posts.update(post.id, {body: `A new first paragraph ${trial}.`});
        // Both orders of arrival: either write may be the one that reads first.
        await Promise.all(trial % 2 === 0 ? [excerptEdit(), bodyEdit()] : [bodyEdit(), excerptEdit()]);
        const stored = await server.posts.get(post.id, {includeDrafts: true});
        if (stored?.excerpt !== `Written by hand ${trial}.` || stored.body !== `A new first paragraph ${trial}.`) {
          lost.push(trial);
        }
      }
      console.log(`${name}: concurrent excerpt + body edits, ${trials} trials, ${lost.length} lost`);
      expect(lost).toEqual([]);
    }, 60_000);

    it('lets exactly one of several concurrent creates with the same slug win', async () => {
      const results = await Promise.allSettled(
        Array.from({length: 5}, () => store.posts.create(makePost({slug: 'race'}))),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(SlugTakenError);
      }
      expect(await store.posts.count()).toBe(1);
    });

    it('keeps all of 20 concurrent creates', async () => {
      await Promise.all(
        Array.from({length: 20}, (_, index) => store.users.create(makeUser({email: `concurrent${index}@example.com`}))),
      );
      expect(await store.users.count()).toBe(20);
    });

    it('keeps image records: unique addresses, newest first, deleted by id', async () => {
      const image = (id: string, url: string, createdAt: string) => ({
        id,
        url,
        key: url.slice('/uploads/'.length),
        alt: `Image ${id}`,
        size: 68,
        type: 'image/png',
        createdAt,
      });
      const older = await store.media.create(image('m1', '/uploads/a.png', '2026-01-01T09:00:00.000Z'));
      // A file name is kept where it was given (the newer upload) and absent where it was not.
      const newer = await store.media.create({
        ...image('m2', '/uploads/b.png', '2026-01-02T09:00:00.000Z'),
        name: 'Blue-black ink.png',
      });
      await expect(
        store.media.create(image('m3', '/uploads/a.png', '2026-01-03T09:00:00.000Z')),
      ).rejects.toBeInstanceOf(ConflictError);
      expect((await store.media.list()).items).toEqual([newer, older]);
      expect(await store.media.get('m1')).toEqual(older);
      await store.media.delete('m1');
      expect(await store.media.get('m1')).toBeNull();
      await expect(store.media.delete('m1')).rejects.toBeInstanceOf(NotFoundError);
      expect(await store.media.count()).toBe(1);
    });

    it('keeps site settings, null until set', async () => {
      expect(await store.site.get()).toBeNull();
      await store.site.set({name: 'My site', description: 'About things'});
      await store.site.set({name: 'My site', description: 'Renamed'});
      expect(await store.site.get()).toEqual({name: 'My site', description: 'Renamed'});
    });
  });
}
