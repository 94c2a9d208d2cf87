/**
 * Two copies of `@inkwell/cms` in one process, as `next dev` loads them (one for the page, one
 * for the route handler). The file store is process-wide, so one copy's route handler meets
 * errors the other copy's classes made; they must still map to their statuses and messages.
 */

import {join} from 'node:path';
import {createSessionToken} from '../../auth/session.js';
import {openFileStore} from '../../store/file-store.js';
import {makeUser, tempDir} from '../../store/__tests__/fixtures.js';

const SECRET = 's'.repeat(40);

describe('two copies of @inkwell/cms in one process', () => {
  let dir: string;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({dir, cleanup} = await tempDir());
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('INKWELL_URL', 'http://localhost:3000');
    vi.stubEnv('INKWELL_SECRET', SECRET);
    vi.stubEnv('INKWELL_DATA_FILE', join(dir, 'content.json'));
    vi.stubEnv('INKWELL_MEDIA_DIR', join(dir, 'uploads'));
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await cleanup();
  });

  it('answers a duplicate slug with 409 and the message the guide quotes, whichever copy made the store', async () => {
    vi.resetModules();
    const first = await import('@inkwell/cms');
    // The first copy opens the shared store: its classes make the store's errors.
    await first.Inkwell.posts.create({title: 'Hello', slug: 'hello', status: 'published'}, {author: 'u1'});
    await first.Inkwell.pages.create({title: 'About', slug: 'about'});
    const editor = makeUser({id: 'u1', role: 'editor', email: 'editor@example.com'});
    await openFileStore(join(dir, 'content.json')).users.create(editor);
    const {token} = await createSessionToken(editor.id, SECRET, new Date());

    vi.resetModules();
    const second = await import('@inkwell/cms');
    expect(second.Inkwell).not.toBe(first.Inkwell);

    for (const [what, slug] of [
      ['posts', 'hello'],
      ['pages', 'about'],
    ] as const) {
      const response = await second.Inkwell.routeHandlers.POST(
        new Request(`http://localhost:3000/api/inkwell/${what}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `inkwell_session=${token}`,
            origin: 'http://localhost:3000',
          },
          body: JSON.stringify({title: 'Again', slug}),
        }),
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: {
          code: 'conflict',
          field: 'slug',
          message: `Another ${what.slice(0, -1)} already uses the slug "${slug}". Choose a different slug.`,
        },
      });
    }
    // Loading the package twice from source takes seconds on a busy machine.
  }, 60_000);
});
