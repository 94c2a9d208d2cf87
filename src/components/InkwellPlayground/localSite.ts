/** The playground's site: Inkwell's own server over a memory store and object-URL media, in the page. */
import type {Session} from '@inkwell/cms';
import {sampleSite} from '../InkwellDemo/sampleData';
import {createInkwell, MemoryStore, ObjectUrlMediaStorage} from '@inkwell/cms/playground';

/** Where the playground's API answers: the path the components call by default. */
export const API_BASE = '/api/inkwell';
/** Where sign-in would live on a real site; the playground answers it itself. */
export const AUTH_BASE = '/api/auth';

/** The reader, signed in as an admin on this page only. */
export const localSession: Session = {
  user: {id: 'playground-you', name: 'You', email: 'you@example.com', image: null, role: 'admin'},
  expiresAt: '2099-12-31T23:59:59.000Z',
};

export type LocalSite = Awaited<ReturnType<typeof createLocalSite>>;

/** What one address of the playground shows, with the site settings and the menu around it. */
export type SiteView = Awaited<ReturnType<LocalSite['view']>>;

/** A new site at `origin` (the page's) with an About page, one post and the reader as admin; it stays in the page. */
export async function createLocalSite(origin: string) {
  const store = new MemoryStore();
  const media = new ObjectUrlMediaStorage({maxUploadBytes: 5 * 1024 * 1024});
  // Sign-out in the playground ends this local session; signing in again restores it.
  let signedIn = true;
  const server = createInkwell(
    {
      url: origin,
      apiPath: API_BASE,
      // Offered on the sign-in screen as on a real site; the playground answers the link itself.
      providers: {github: {clientId: 'inkwell-playground', clientSecret: 'inkwell-playground'}},
      media: {kind: 'local', dir: '', maxUploadBytes: media.maxUploadBytes},
    },
    {store, media, getSession: () => Promise.resolve(signedIn ? localSession : null)},
  );
  await store.users.create({...localSession.user, provider: null, createdAt: new Date().toISOString()});
  await server.site.update(sampleSite);
  await server.pages.create({
    title: 'About',
    slug: 'about',
    body: 'Field Notes is written by people who like paper and ink.',
    status: 'published',
    showInNav: true,
    navOrder: 1,
  });
  await server.posts.create(
    {
      title: 'Welcome to Field Notes',
      body: 'This post was here when the playground opened. Write the next one.',
      status: 'published',
    },
    {author: localSession.user.id},
  );
  return {
    server,
    /** Answers a request as the site's HTTP API would; the components' `fetch`. */
    send: (request: Request) => server.handler(request),
    /** What `path` shows to the reader, signed in or not. */
    async view(path: string, session: Session | null) {
      signedIn = session !== null;
      const [result, site, navigation] = await Promise.all([
        server.resolve(path, {session}),
        server.site.get(),
        server.navigation(),
      ]);
      return {path, result, site, navigation};
    },
    /** The `blob:` URL of an image uploaded to it, from its public URL (`/uploads/…`). */
    imageUrl: (url: string) => media.objectUrl(url),
    /** Releases the images uploaded to it. */
    close: () => media.clear(),
  };
}
