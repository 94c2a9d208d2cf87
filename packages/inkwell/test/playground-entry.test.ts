import fc from 'fast-check';
import {createInkwell, MemoryStore, notAddedPageParts, ObjectUrlMediaStorage} from '@inkwell/cms/playground';

describe('@inkwell/cms/playground', () => {
  it('runs a site in memory: its HTTP API saves a post and its resolve shows it', async () => {
    const media = new ObjectUrlMediaStorage({maxUploadBytes: 1024});
    const admin = {id: 'you', name: 'You', email: 'you@example.com', image: null, role: 'admin' as const};
    const store = new MemoryStore();
    await store.users.create({...admin, provider: null, createdAt: new Date().toISOString()});
    const session = {user: admin, expiresAt: '2099-01-01T00:00:00.000Z'};
    const server = createInkwell(
      {
        url: 'http://localhost',
        apiPath: '/api/inkwell',
        providers: {},
        media: {kind: 'local', dir: '', maxUploadBytes: 1024},
      },
      {store, media, getSession: () => Promise.resolve(session)},
    );
    const created = await server.handler(
      new Request('http://localhost/api/inkwell/posts', {
        method: 'POST',
        headers: {'content-type': 'application/json', origin: 'http://localhost'},
        body: JSON.stringify({title: 'In the page', status: 'published'}),
      }),
    );
    expect(created.status).toBe(201);
    expect(await server.resolve('/blog/in-the-page')).toMatchObject({kind: 'post', post: {title: 'In the page'}});
  });

  it('shows the real sign-in page for an email no admin added, with the email escaped', () => {
    fc.assert(
      fc.property(fc.string(), (email) => {
        const {style, main} = notAddedPageParts(email, '/');
        expect(style).toContain('main{');
        expect(main).toMatch(/^<main>\n<h1>This email has not been added<\/h1>/);
        const message = /<p>(.*) has not been added to this site/s.exec(main)?.[1] ?? '';
        expect(message).not.toMatch(/[<>"']/);
      }),
    );
  });
});
