/**
 * `Inkwell`: the server API, configured from the environment on first use.
 *
 * @module
 */

import {loadConfig, type InkwellConfig} from '../config.js';
import {createMediaStorage} from '../media/index.js';
import type {MediaStorage} from '../media/types.js';
import {createDataStore} from '../store/index.js';
import type {Session} from '../types.js';
import {addChangeListener, cacheTagsForPath} from './changes.js';
import {createInkwell} from './create-inkwell.js';
import {startupFailure} from './http/handler.js';
import {checkInkwellConfig} from '../startup.js';
import type {
  InkwellEnvServer,
  InkwellServer,
  MediaService,
  PageService,
  PostService,
  RequestHandler,
  SiteService,
  UserService,
} from './types.js';

export type {InkwellServer} from './types.js';

// Nothing here runs at import: the environment is read, and the store opened, on first use,
// so importing the package (from a component, a build step or a bundler) has no side effects.
let server: Promise<InkwellServer> | undefined;

/** Media storage opened on the first upload, so a media setting problem never blocks reading posts. */
function lazyMedia(config: InkwellConfig): MediaStorage {
  let storage: Promise<MediaStorage> | undefined;
  const open = (): Promise<MediaStorage> => {
    storage ??= createMediaStorage(config);
    storage.catch(() => {
      storage = undefined;
    });
    return storage;
  };
  return {
    maxUploadBytes: config.media.maxUploadBytes,
    upload: async (file) => (await open()).upload(file),
    delete: async (key) => (await open()).delete(key),
  };
}

async function readSession(request: Request): Promise<Session | null> {
  // Imported at first use: sign-in is its own module, and the server must not load it at import.
  const {InkwellAuth} = await import('../auth/inkwell-auth.js');
  return InkwellAuth.getSession(request);
}

async function start(): Promise<InkwellServer> {
  const config = loadConfig(process.env);
  for (const warning of config.warnings) console.warn(`[inkwell] ${warning}`);
  const store = await createDataStore(config);
  return createInkwell(config, {store, media: lazyMedia(config), getSession: readSession});
}

function current(): Promise<InkwellServer> {
  if (!server) {
    server = start();
    // A store that failed to open (say, a permission fixed a moment later) is retried on the
    // next call rather than remembered for the life of the process.
    server.catch(() => {
      server = undefined;
    });
  }
  return server;
}

type AsyncMethods<S> = {
  [K in keyof S]: S[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;
};

/**
 * A service whose methods wait for the server to start, then call the real service.
 * `names` lists every method, so forgetting one is a type error.
 */
function deferred<S extends AsyncMethods<S>>(pick: (server: InkwellServer) => S, names: Record<keyof S, true>): S {
  const service: Partial<Record<keyof S, unknown>> = {};
  for (const name of Object.keys(names) as (keyof S)[]) {
    service[name] = async (...args: unknown[]) => {
      const target = pick(await current());
      // The mapped type above guarantees each named member is an async method.
      return (target[name] as (...params: unknown[]) => Promise<unknown>).apply(target, args);
    };
  }
  // Every key of S was assigned in the loop, with a function of the matching shape.
  return service as S;
}

const handler: RequestHandler = async (request) => {
  let ready: InkwellServer;
  try {
    ready = await current();
  } catch (error) {
    return startupFailure(error);
  }
  return ready.handler(request);
};

const CRUD = {list: true, get: true, getBySlug: true, create: true, update: true, delete: true} as const;

/**
 * The Inkwell server API: what a path shows, posts, pages, users, site settings, media, and the
 * HTTP API the admin screens use, configured from the environment on first use.
 *
 * @remarks
 * The first use reads the environment with the rules in the configuration guide
 * (`INKWELL_URL`, `INKWELL_SECRET`, `INKWELL_DATA_STORE`, `INKWELL_MEDIA_STORAGE`, …) and
 * opens the data store; importing the package does neither. A configuration problem throws a
 * `ConfigError` naming each variable to fix (the HTTP handler answers `500` and logs it).
 * The session comes from {@link InkwellAuth}. See {@link InkwellServer} for every member and
 * the HTTP routes.
 *
 * @example
 * Two of the seven files the [getting-started guide](/docs/getting-started/create-new-project#mount-inkwells-routes)
 * adds to a Next.js 16 app. The content API route, as the guide gives it; it also expires the
 * cached pages a save changes:
 * ```ts title="app/api/inkwell/[...path]/route.ts" check-skip="Next.js 16's revalidateTag(tag, profile); the guide runner builds this file with Next.js 16"
 * import {revalidateTag} from 'next/cache';
 * import {Inkwell} from '@inkwell/cms';
 *
 * Inkwell.onChange(({tags}) => tags.forEach((tag) => revalidateTag(tag, {expire: 0})));
 *
 * export const {GET, POST, PATCH, PUT, DELETE} = Inkwell.routeHandlers;
 * ```
 * The page for signed-in people, shortened: the guide's renders `site-layout.tsx`, whose
 * `SiteProvider` also holds a toolbar, a header and a footer. It reads the request, so it
 * renders per request, inside `Suspense`:
 * ```tsx
 * // app/inkwell-edit/[[...slug]]/page.tsx
 * import {Suspense} from 'react';
 * import {headers} from 'next/headers';
 * import {notFound} from 'next/navigation';
 * import {connection} from 'next/server';
 * import {Inkwell, InkwellAuth, InkwellRouter, SiteProvider} from '@inkwell/cms';
 *
 * type Props = {params: Promise<{slug?: string[]}>};
 *
 * export default function SignedInPage({params}: Props) {
 *   return (
 *     <Suspense>
 *       <Site params={params} />
 *     </Suspense>
 *   );
 * }
 *
 * async function Site({params}: Props) {
 *   await connection();
 *   const {slug = []} = await params;
 *   const path = `/${slug.join('/')}`;
 *   const session = await InkwellAuth.getSession(await headers());
 *   const result = await Inkwell.resolve(path, {session});
 *   if (result.kind === 'not-found') notFound();
 *   return (
 *     <SiteProvider
 *       site={await Inkwell.site.get()}
 *       navigation={await Inkwell.navigation()}
 *       session={session}
 *       providers={[...InkwellAuth.providers]}
 *       currentPath={path}
 *     >
 *       <InkwellRouter result={result} />
 *     </SiteProvider>
 *   );
 * }
 * ```
 */
export const Inkwell: InkwellEnvServer = {
  resolve: async (path, options) => (await current()).resolve(path, options),
  posts: deferred<PostService>((ready) => ready.posts, CRUD),
  pages: deferred<PageService>((ready) => ready.pages, CRUD),
  users: deferred<UserService>((ready) => ready.users, {
    list: true,
    get: true,
    getByEmail: true,
    add: true,
    update: true,
    delete: true,
    signOutEverywhere: true,
  }),
  site: deferred<SiteService>((ready) => ready.site, {get: true, update: true, needsSetup: true, setup: true}),
  media: deferred<MediaService>((ready) => ready.media, {
    upload: true,
    list: true,
    usage: true,
    update: true,
    delete: true,
  }),
  navigation: async () => (await current()).navigation(),
  // Listeners and tags need no configuration, so neither waits for (nor starts) the server.
  onChange: (listener) => addChangeListener(listener),
  cacheTags: (path) => cacheTagsForPath(path),
  handler,
  routeHandlers: {GET: handler, POST: handler, PATCH: handler, PUT: handler, DELETE: handler},
  checkConfig: (env) => checkInkwellConfig(env),
};
