import {chmod, mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import * as realFs from 'node:fs/promises';
import {join} from 'node:path';

import {runsAsRoot, startChild, waitForLine} from './__tests__/child.js';
import {makePage, makePost, makeUser, tempDir} from './__tests__/fixtures.js';
import {FileStore, openFileStore} from './file-store.js';
import {
  ConflictError,
  CorruptDataError,
  createDataStore,
  EmailTakenError,
  NotFoundError,
  SlugTakenError,
} from './index.js';

let dir: string;
let cleanup: () => Promise<void>;
let path: string;

beforeEach(async () => {
  ({dir, cleanup} = await tempDir());
  path = join(dir, '.inkwell', 'content.json');
});
afterEach(() => cleanup());

describe('FileStore basics', () => {
  it('starts empty when the file does not exist, without creating it', async () => {
    const store = new FileStore(path);
    expect(await store.posts.list()).toEqual({items: [], page: 1, pageCount: 1, total: 0});
    expect(await store.users.count()).toBe(0);
    expect(await store.site.get()).toBeNull();
    await expect(readdir(dir)).resolves.toEqual([]);
  });

  it('creates, reads, updates and deletes posts, persisting them in one JSON file', async () => {
    const store = new FileStore(path);
    const post = makePost({slug: 'hello'});
    expect(await store.posts.create(post)).toEqual(post);
    expect(await store.posts.get(post.id)).toEqual(post);
    expect(await store.posts.findBySlug('hello')).toEqual(post);
    expect(await store.posts.get('missing')).toBeNull();
    expect(await store.posts.findBySlug('missing')).toBeNull();

    const updated = await store.posts.update(post.id, {title: 'New title', slug: undefined});
    expect(updated).toEqual({...post, title: 'New title'});

    // A second store on the same file sees everything: it is all on disk.
    const reopened = new FileStore(path);
    expect(await reopened.posts.get(post.id)).toEqual(updated);
    const onDisk: unknown = JSON.parse(await readFile(path, 'utf8'));
    expect(onDisk).toMatchObject({version: 1, posts: [updated], pages: [], users: [], site: null});

    await store.posts.delete(post.id);
    expect(await store.posts.get(post.id)).toBeNull();
    expect(await store.posts.count()).toBe(0);
  });

  it('never lets an update change the id', async () => {
    const store = new FileStore(path);
    const post = await store.posts.create(makePost());
    const patch = {id: 'other', title: 'x'} as Partial<typeof post>;
    expect((await store.posts.update(post.id, patch)).id).toBe(post.id);
  });

  it('hands out copies, so callers cannot change stored data by mutation', async () => {
    const store = new FileStore(path);
    const post = makePost();
    const created = await store.posts.create(post);
    post.title = 'mutated input';
    created.title = 'mutated output';
    expect((await store.posts.get(post.id))?.title).not.toMatch(/mutated/);
  });

  it('throws NotFoundError for updating or deleting a missing item', async () => {
    const store = new FileStore(path);
    await expect(store.posts.update('nope', {title: 'x'})).rejects.toBeInstanceOf(NotFoundError);
    await expect(store.pages.delete('nope')).rejects.toBeInstanceOf(NotFoundError);
    await expect(store.users.update('nope', {role: 'admin'})).rejects.toThrow('No user has the id "nope".');
  });

  it('reads a file written before the media library as having no images, and adds the first one', async () => {
    const post = makePost({slug: 'older'});
    await mkdir(join(path, '..'), {recursive: true});
    await writeFile(path, JSON.stringify({version: 1, posts: [post], pages: [], users: [], site: null}));
    const store = new FileStore(path);
    expect((await store.media.list()).items).toEqual([]);
    const image = {
      id: 'm1',
      url: '/uploads/a.png',
      key: 'a.png',
      alt: '',
      size: 68,
      type: 'image/png',
      createdAt: '2026-01-01T09:00:00.000Z',
    };
    await store.media.create(image);
    const onDisk = JSON.parse(await readFile(path, 'utf8')) as {posts: unknown[]; media: unknown[]};
    expect(onDisk.media).toEqual([image]);
    expect(onDisk.posts).toEqual([post]);
  });

  it('keeps site settings', async () => {
    const store = new FileStore(path);
    await store.site.set({name: 'My site', description: 'About things'});
    expect(await new FileStore(path).site.get()).toEqual({name: 'My site', description: 'About things'});
  });
});

describe('FileStore uniqueness', () => {
  it('refuses a duplicate post or page slug with SlugTakenError, on create and update', async () => {
    const store = new FileStore(path);
    await store.posts.create(makePost({slug: 'taken'}));
    const other = await store.posts.create(makePost({slug: 'free'}));
    await expect(store.posts.create(makePost({slug: 'taken'}))).rejects.toBeInstanceOf(SlugTakenError);
    const error = await store.posts.update(other.id, {slug: 'taken'}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SlugTakenError);
    expect(error).toMatchObject({field: 'slug', slug: 'taken'});
    expect((await store.posts.get(other.id))?.slug).toBe('free');
    expect(await store.posts.count()).toBe(2);

    // Posts and pages are separate namespaces: /blog/taken and /taken do not clash.
    await expect(store.pages.create(makePage({slug: 'taken'}))).resolves.toBeDefined();
    await expect(store.pages.create(makePage({slug: 'taken'}))).rejects.toThrow(
      'Another page already uses the slug "taken".',
    );
  });

  it('allows an update that keeps the same slug', async () => {
    const store = new FileStore(path);
    const post = await store.posts.create(makePost({slug: 'same'}));
    await expect(store.posts.update(post.id, {slug: 'same', title: 'Renamed'})).resolves.toMatchObject({slug: 'same'});
  });

  it('refuses a duplicate id', async () => {
    const store = new FileStore(path);
    await store.posts.create(makePost({id: 'one', slug: 'a'}));
    await expect(store.posts.create(makePost({id: 'one', slug: 'b'}))).rejects.toMatchObject({field: 'id'});
    await expect(store.posts.create(makePost({id: 'one', slug: 'b'}))).rejects.toBeInstanceOf(ConflictError);
  });

  it('stores emails lower-cased, finds them ignoring case, and refuses duplicates', async () => {
    const store = new FileStore(path);
    const user = await store.users.create(makeUser({email: 'Ada@Example.COM'}));
    expect(user.email).toBe('ada@example.com');
    expect((await store.users.findByEmail('ADA@example.com'))?.id).toBe(user.id);
    expect(await store.users.findByEmail('nobody@example.com')).toBeNull();
    await expect(store.users.create(makeUser({email: 'ada@example.com'}))).rejects.toBeInstanceOf(EmailTakenError);
  });
});

describe('FileStore lists', () => {
  it('orders posts by publishedAt then updatedAt, newest first, with never-published drafts first', async () => {
    const store = new FileStore(path);
    const old = await store.posts.create(makePost({publishedAt: '2024-01-01T00:00:00.000Z'}));
    const recent = await store.posts.create(makePost({publishedAt: '2024-03-01T00:00:00.000Z'}));
    const draftOld = await store.posts.create(
      makePost({status: 'draft', publishedAt: null, updatedAt: '2024-01-05T00:00:00.000Z'}),
    );
    const draftNew = await store.posts.create(
      makePost({status: 'draft', publishedAt: null, updatedAt: '2024-02-05T00:00:00.000Z'}),
    );
    const ids = (await store.posts.list()).items.map((post) => post.id);
    expect(ids).toEqual([draftNew.id, draftOld.id, recent.id, old.id]);
  });

  it('orders pages by navOrder ascending, then title', async () => {
    const store = new FileStore(path);
    const c = await store.pages.create(makePage({navOrder: 2, title: 'C'}));
    const b = await store.pages.create(makePage({navOrder: 1, title: 'B'}));
    const a = await store.pages.create(makePage({navOrder: 1, title: 'A'}));
    expect((await store.pages.list()).items.map((page) => page.id)).toEqual([a.id, b.id, c.id]);
  });

  it('orders users by createdAt and accepts an explicit order', async () => {
    const store = new FileStore(path);
    const second = await store.users.create(makeUser({createdAt: '2024-02-01T00:00:00.000Z', name: 'Zed'}));
    const first = await store.users.create(makeUser({createdAt: '2024-01-01T00:00:00.000Z', name: 'Amy'}));
    expect((await store.users.list()).items.map((user) => user.id)).toEqual([first.id, second.id]);
    const byName = await store.users.list({order: [{field: 'name', direction: 'desc'}]});
    expect(byName.items.map((user) => user.name)).toEqual(['Zed', 'Amy']);
  });

  it('filters by field equality and counts with a filter', async () => {
    const store = new FileStore(path);
    await store.pages.create(makePage({status: 'published', showInNav: true}));
    await store.pages.create(makePage({status: 'draft', showInNav: true}));
    await store.pages.create(makePage({status: 'published', showInNav: false}));
    const nav = await store.pages.list({filter: {status: 'published', showInNav: true}});
    expect(nav.total).toBe(1);
    expect(await store.pages.count({status: 'published'})).toBe(2);
    expect(await store.pages.count({showInNav: true})).toBe(2);
  });

  it('paginates, with pageCount at least 1 and empty pages past the end', async () => {
    const store = new FileStore(path);
    for (let day = 1; day <= 25; day += 1) {
      await store.posts.create(makePost({publishedAt: `2024-01-${String(day).padStart(2, '0')}T00:00:00.000Z`}));
    }
    const first = await store.posts.list({pageSize: 10});
    expect(first).toMatchObject({page: 1, pageCount: 3, total: 25});
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.publishedAt).toBe('2024-01-25T00:00:00.000Z');
    const third = await store.posts.list({page: 3, pageSize: 10});
    expect(third.items.map((post) => post.publishedAt)).toEqual([
      '2024-01-05T00:00:00.000Z',
      '2024-01-04T00:00:00.000Z',
      '2024-01-03T00:00:00.000Z',
      '2024-01-02T00:00:00.000Z',
      '2024-01-01T00:00:00.000Z',
    ]);
    expect((await store.posts.list({page: 4, pageSize: 10})).items).toEqual([]);
    await expect(store.posts.list({page: 0})).rejects.toBeInstanceOf(RangeError);
    await expect(store.posts.list({pageSize: 101})).rejects.toBeInstanceOf(RangeError);
  });
});

describe('FileStore durability', () => {
  it('keeps all 20 of 20 concurrent writes', async () => {
    const store = new FileStore(path);
    const created = await Promise.all(
      Array.from({length: 20}, (_, index) => store.posts.create(makePost({slug: `concurrent-${index}`}))),
    );
    expect(created).toHaveLength(20);
    expect(await new FileStore(path).posts.count()).toBe(20);
  });

  it('saves 200 concurrent creates in a few file writes, refusing only the one whose slug is taken', async () => {
    let writes = 0;
    const store = new FileStore(path, {
      fs: {
        rename: async (...args: Parameters<typeof realFs.rename>) => {
          writes += 1;
          return realFs.rename(...args);
        },
      },
    });
    const results = await Promise.allSettled([
      ...Array.from({length: 200}, (_, index) => store.posts.create(makePost({slug: `batch-${index}`}))),
      store.posts.create(makePost({slug: 'batch-7'})),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(200);
    const duplicate = results.at(-1);
    expect(duplicate?.status === 'rejected' && duplicate.reason instanceof SlugTakenError).toBe(true);
    // The first write starts alone; everything that arrived meanwhile shares the next one.
    expect(writes).toBeLessThanOrEqual(3);
    const reopened = new FileStore(path);
    expect(await reopened.posts.count()).toBe(200);
    expect((await reopened.posts.findBySlug('batch-199'))?.slug).toBe('batch-199');
  });

  it('keeps both of two concurrent updates to the same item', async () => {
    const store = new FileStore(path);
    const page = await store.pages.create(makePage({title: 'Old', navOrder: 0}));
    await Promise.all([store.pages.update(page.id, {title: 'New'}), store.pages.update(page.id, {navOrder: 7})]);
    expect(await store.pages.get(page.id)).toMatchObject({title: 'New', navOrder: 7});
  });

  it('shares one store, and one write queue, per file across openFileStore calls and createDataStore', async () => {
    const a = openFileStore(path);
    const b = await createDataStore({dataStore: {kind: 'file', path}});
    expect(b).toBe(a);
    await Promise.all(
      Array.from({length: 10}, (_, index) =>
        (index % 2 === 0 ? a : b).users.create(makeUser({email: `shared${index}@example.com`})),
      ),
    );
    expect(await a.users.count()).toBe(10);
  });

  it('parses the file once per version: reads and lists share it, a write or a hand edit is seen next', async () => {
    const writer = new FileStore(path);
    for (let index = 0; index < 30; index += 1) {
      await writer.posts.create(makePost({publishedAt: `2024-02-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`}));
    }
    let reads = 0;
    const store = new FileStore(path, {
      fs: {
        readFile: ((...args: Parameters<typeof realFs.readFile>) => {
          reads += 1;
          return realFs.readFile(...args);
        }) as typeof realFs.readFile,
      },
    });
    const first = await store.posts.list({page: 2, pageSize: 10});
    expect(first.items[0]?.publishedAt).toBe('2024-02-20T00:00:00.000Z');
    await Promise.all([
      store.posts.list(),
      store.posts.list({page: 3, pageSize: 10}),
      store.posts.get(first.items[0]?.id ?? ''),
      store.posts.findBySlug(first.items[0]?.slug ?? ''),
      store.posts.count({status: 'published'}),
      store.site.get(),
    ]);
    expect(reads).toBe(1);

    const newest = await writer.posts.create(makePost({publishedAt: '2024-03-01T00:00:00.000Z'}));
    expect((await store.posts.list()).items[0]?.id).toBe(newest.id);
    expect(reads).toBe(2);

    const data = JSON.parse(await readFile(path, 'utf8')) as {posts: {id: string; title: string}[]};
    data.posts = data.posts.map((post) => (post.id === newest.id ? {...post, title: 'Edited by hand'} : post));
    await writeFile(path, JSON.stringify(data));
    expect((await store.posts.list()).items[0]?.title).toBe('Edited by hand');
    await rm(path);
    expect(await store.posts.list()).toEqual({items: [], page: 1, pageCount: 1, total: 0});
  });

  it('hands out copies of the shared parse, so a caller cannot change what the next read sees', async () => {
    const store = new FileStore(path);
    const post = await store.posts.create(makePost({title: 'Original'}));
    const listed = await store.posts.list();
    const item = listed.items[0];
    if (item) item.title = 'Changed by a caller';
    const got = await store.posts.get(post.id);
    if (got) got.title = 'Changed again';
    expect((await store.posts.list()).items[0]?.title).toBe('Original');
    expect((await store.posts.get(post.id))?.title).toBe('Original');
  });

  it('leaves the previous file intact and readable when a write crashes before the rename', async () => {
    const store = new FileStore(path);
    const kept = await store.posts.create(makePost({slug: 'kept'}));
    const before = await readFile(path, 'utf8');

    const crashing = new FileStore(path, {
      fs: {
        rename: () =>
          Promise.reject(Object.assign(new Error('simulated crash: power lost before rename'), {code: 'EIO'})),
      },
    });
    await expect(crashing.posts.create(makePost({slug: 'lost'}))).rejects.toThrow('simulated crash');

    expect(await readFile(path, 'utf8')).toBe(before);
    const reopened = new FileStore(path);
    expect((await reopened.posts.list()).items.map((post) => post.id)).toEqual([kept.id]);
    // The failed write's temp file was cleaned up; only the data file remains.
    expect(await readdir(join(dir, '.inkwell'))).toEqual(['content.json']);
    // The store keeps working after a failed write.
    await expect(crashing.posts.update(kept.id, {title: 'still readable'})).rejects.toThrow('simulated crash');
    await expect(reopened.posts.create(makePost({slug: 'after'}))).resolves.toBeDefined();
    expect(await reopened.posts.count()).toBe(2);
  });

  it('ignores a temp file a crashed process left behind, and writes past it', async () => {
    const store = new FileStore(path);
    await store.site.set({name: 'Before', description: ''});
    const leftover = join(dir, '.inkwell', '.content.json.999.abc.inkwell-tmp');
    await writeFile(leftover, '{"version":1,"posts":[{"id":"half-writ');
    expect(await store.site.get()).toEqual({name: 'Before', description: ''});
    await store.site.set({name: 'After', description: ''});
    expect(await new FileStore(path).site.get()).toEqual({name: 'After', description: ''});
  });

  it('fsyncs the temp file before renaming it over the data file', async () => {
    const calls: string[] = [];
    const store = new FileStore(path, {
      fs: {
        open: async (...args: Parameters<typeof realFs.open>) => {
          const handle = await realFs.open(...args);
          const sync = handle.sync.bind(handle);
          handle.sync = async () => {
            calls.push(`sync ${String(args[0]).endsWith('.inkwell-tmp') ? 'temp' : 'dir'}`);
            return sync();
          };
          return handle;
        },
        rename: async (from, to) => {
          calls.push('rename');
          return realFs.rename(from, to);
        },
      },
    });
    await store.site.set({name: 'Synced', description: ''});
    expect(calls.slice(0, 2)).toEqual(['sync temp', 'rename']);
  });

  it('refuses a corrupt file with an error naming its path, and never overwrites it', async () => {
    await mkdir(join(dir, '.inkwell'), {recursive: true});
    const garbage = '{"version":1,"posts":[{"id":';
    await writeFile(path, garbage);
    const store = new FileStore(path);

    const error = await store.posts.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CorruptDataError);
    expect((error as Error).message).toContain(path);
    expect((error as Error).message).toMatch(/has not been changed/);
    await expect(store.posts.create(makePost())).rejects.toBeInstanceOf(CorruptDataError);
    await expect(store.site.set({name: 'x', description: ''})).rejects.toBeInstanceOf(CorruptDataError);
    expect(await readFile(path, 'utf8')).toBe(garbage);
  });

  it('refuses valid JSON of the wrong shape, naming what is wrong', async () => {
    await mkdir(join(dir, '.inkwell'), {recursive: true});
    const wrong = JSON.stringify({version: 1, posts: [{id: 1, slug: 'x'}], pages: [], users: [], site: null});
    await writeFile(path, wrong);
    const store = new FileStore(path);
    await expect(store.posts.get('x')).rejects.toThrow(/posts\.0\.id/);
    await expect(store.users.create(makeUser())).rejects.toBeInstanceOf(CorruptDataError);
    expect(await readFile(path, 'utf8')).toBe(wrong);
  });
});

describe('FileStore start-up', () => {
  it('removes the temp file of a write killed by SIGKILL when the store opens, and only that', async () => {
    await mkdir(join(dir, '.inkwell'), {recursive: true});
    await chmod(dir, 0o777);
    await chmod(join(dir, '.inkwell'), 0o777);
    await new FileStore(path).site.set({name: 'Before', description: ''});
    await chmod(path, 0o666);
    // A real write by the real code, in another process, stopped dead before its rename.
    const {child, output, exited} = await startChild(`
      import {FileStore} from '@store/file-store.ts';
      const store = new FileStore(${JSON.stringify(path)}, {
        fs: {rename: () => { console.log('temp file written'); return new Promise(() => {}); }},
      });
      void store.site.set({name: 'Never saved', description: ''});
      setInterval(() => {}, 1000);
    `);
    await waitForLine(output, 'temp file written');
    child.kill('SIGKILL');
    await exited;
    const leftovers = (await readdir(join(dir, '.inkwell'))).filter((name) => name.endsWith('.inkwell-tmp'));
    expect(leftovers).toHaveLength(1);
    // Files that are not a dead process's leftovers of this data file stay.
    const ours = `.content.json.${process.pid}.00000000-0000-4000-8000-000000000000.inkwell-tmp`;
    const otherFile = `.other.json.${child.pid}.00000000-0000-4000-8000-000000000000.inkwell-tmp`;
    for (const name of [ours, otherFile, 'notes.txt']) await writeFile(join(dir, '.inkwell', name), 'x');

    const store = await createDataStore({dataStore: {kind: 'file', path}});
    expect((await readdir(join(dir, '.inkwell'))).sort()).toEqual(
      [ours, otherFile, 'content.json', 'notes.txt'].sort(),
    );
    expect(await store.site.get()).toEqual({name: 'Before', description: ''});
  }, 60_000);

  it('refuses to open a data file in a folder this process cannot write, naming the folder and the fix', async () => {
    const readOnly = join(dir, 'read-only');
    await mkdir(readOnly);
    await chmod(dir, 0o755);
    await chmod(readOnly, 0o555);
    const {output, exited} = await startChild(`
      import {createDataStore} from '@store/index.ts';
      // jiti compiles to CommonJS, which has no top-level await.
      void (async () => {
        for (const path of [${JSON.stringify(join(readOnly, 'content.json'))}, ${JSON.stringify(join(readOnly, 'new', 'content.json'))}]) {
          try {
            await createDataStore({dataStore: {kind: 'file', path}});
            console.log('opened');
          } catch (error) {
            console.log(error.name + ': ' + error.message);
          }
        }
      })();
    `);
    expect(await exited, output()).toBe(0);
    const lines = output()
      .trim()
      .split('\n')
      .filter((line) => !line.includes('Warning') && line.includes(':'));
    expect(lines).toEqual([
      `UnwritableDataError: Inkwell cannot save to its data file ${join(readOnly, 'content.json')}: the folder ${readOnly} is not writable by this server process (EACCES). Saves write a temporary file there and rename it over the data file. Make the folder writable by the user the server runs as, or set INKWELL_DATA_FILE to a path in a writable folder.`,
      `UnwritableDataError: Inkwell cannot save to its data file ${join(readOnly, 'new', 'content.json')}: the folder ${readOnly} is not writable by this server process (EACCES). Saves write a temporary file there and rename it over the data file. Make the folder writable by the user the server runs as, or set INKWELL_DATA_FILE to a path in a writable folder.`,
    ]);
    console.log(`unwritable-folder check ran ${runsAsRoot ? 'as nobody (the tests run as root)' : 'as this user'}`);
  }, 60_000);

  it('opens a writable folder that does not exist yet, creating nothing until the first write', async () => {
    const nested = join(dir, 'a', 'b', 'content.json');
    const store = await createDataStore({dataStore: {kind: 'file', path: nested}});
    await expect(readdir(dir)).resolves.toEqual([]);
    await store.site.set({name: 'Saved', description: ''});
    expect(JSON.parse(await readFile(nested, 'utf8'))).toMatchObject({site: {name: 'Saved'}});
  });
});

describe('createDataStore', () => {
  it('opens MongoDB and DynamoDB stores without connecting until the first call', async () => {
    const mongo = await createDataStore({dataStore: {kind: 'mongodb', uri: 'mongodb://127.0.0.1:1', database: 'blog'}});
    const dynamo = await createDataStore({dataStore: {kind: 'dynamodb', table: 'inkwell', region: 'eu-west-1'}});
    for (const store of [mongo, dynamo]) {
      expect(Object.keys(store).sort()).toEqual(['media', 'pages', 'posts', 'site', 'users']);
    }
  });
});
