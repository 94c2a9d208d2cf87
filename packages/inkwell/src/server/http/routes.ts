/**
 * The HTTP API's routes: who may call each, and what each does.
 *
 * @module
 */

import {
  addUser,
  deleteMedia,
  deleteUser,
  entryService,
  getSiteSettings,
  listMedia,
  listUsers,
  PAGES,
  POSTS,
  setupSite,
  signOutEverywhere,
  updateSiteSettings,
  updateMedia,
  updateUser,
  uploadMedia,
  type Entry,
  type EntryService,
} from '../../content/index.js';
import {NotFoundError} from '../../store/errors.js';
import type {ServerContext} from '../context.js';
import {HttpError} from './errors.js';
import {queryNumber, readJson, readUpload} from './request.js';
import {json, noContent} from './responses.js';

/** Who may call an endpoint. Admins may do everything editors may. */
export type Access = 'anyone' | 'editor' | 'admin';

/** The HTTP methods the API answers. */
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Everything an endpoint needs to answer one request. */
export interface EndpointCall {
  context: ServerContext;
  request: Request;
  url: URL;
  /** The `:id` segment, for routes that have one. */
  id: string;
  /** Id of the signed-in user; empty for endpoints open to anyone. */
  userId: string;
}

/** One method of one route. */
export interface Endpoint {
  access: Access;
  handle(call: EndpointCall): Promise<Response>;
}

/** A path (relative to the API's mount point) and its methods. */
export interface Route {
  /** Path segments; `:id` matches any one segment. */
  pattern: readonly string[];
  methods: Partial<Record<Method, Endpoint>>;
}

function found<T>(item: T | null, what: string, id: string): T {
  if (item === null) throw new NotFoundError(what, id);
  return item;
}

function paging(url: URL): {page?: number; pageSize?: number} {
  const page = queryNumber(url, 'page');
  const pageSize = queryNumber(url, 'pageSize');
  return {...(page !== undefined ? {page} : {}), ...(pageSize !== undefined ? {pageSize} : {})};
}

/** The routes of posts or pages, at `/posts` and `/posts/:id` (or `/pages`…). */
function entryRoutes(kind: 'post' | 'page', entries: (context: ServerContext) => EntryService<Entry>): Route[] {
  const path = `${kind}s`;
  return [
    {
      pattern: [path],
      methods: {
        GET: {
          access: 'editor',
          handle: async ({context, url}) => json(await entries(context).list({...paging(url), includeDrafts: true})),
        },
        POST: {
          access: 'editor',
          handle: async ({context, request, userId}) =>
            json(await entries(context).create(await readJson(request), {author: userId}), 201),
        },
      },
    },
    {
      pattern: [path, ':id'],
      methods: {
        GET: {
          access: 'editor',
          handle: async ({context, id}) => json(found(await entries(context).get(id, {includeDrafts: true}), kind, id)),
        },
        PATCH: {
          access: 'editor',
          handle: async ({context, request, id}) => json(await entries(context).update(id, await readJson(request))),
        },
        DELETE: {
          access: 'editor',
          handle: async ({context, id}) => {
            await entries(context).delete(id);
            return noContent();
          },
        },
      },
    },
  ];
}

const userRoutes: Route[] = [
  {
    pattern: ['users'],
    methods: {
      GET: {access: 'admin', handle: async ({context}) => json(await listUsers(context))},
      POST: {
        access: 'admin',
        handle: async ({context, request}) => json(await addUser(context, await readJson(request)), 201),
      },
    },
  },
  {
    pattern: ['users', ':id'],
    methods: {
      GET: {
        access: 'admin',
        handle: async ({context, id}) => json(found(await context.store.users.get(id), 'user', id)),
      },
      PATCH: {
        access: 'admin',
        handle: async ({context, request, id}) => json(await updateUser(context, id, await readJson(request))),
      },
      DELETE: {
        access: 'admin',
        handle: async ({context, id}) => {
          await deleteUser(context, id);
          return noContent();
        },
      },
    },
  },
  {
    // "Sign out everywhere": ends every session of the user, wherever it was started.
    pattern: ['users', ':id', 'sessions'],
    methods: {
      DELETE: {
        access: 'admin',
        handle: async ({context, id}) => {
          await signOutEverywhere(context, id);
          return noContent();
        },
      },
    },
  },
];

const siteRoutes: Route[] = [
  {
    pattern: ['site'],
    methods: {
      GET: {
        access: 'anyone',
        handle: async ({context}) => {
          const settings = await getSiteSettings(context);
          if (!settings) throw new HttpError(404, 'not-found', 'The site has not been set up yet: open /setup.');
          return json(settings);
        },
      },
      PUT: {
        access: 'admin',
        handle: async ({context, request}) => json(await updateSiteSettings(context, await readJson(request))),
      },
    },
  },
  {
    pattern: ['setup'],
    methods: {
      POST: {
        access: 'anyone',
        handle: async ({context, request}) => json(await setupSite(context, await readJson(request)), 201),
      },
    },
  },
];

// The media library has the same roles as posts: any editor may list, upload, change alt text and delete.
const mediaRoutes: Route[] = [
  {
    pattern: ['media'],
    methods: {
      GET: {access: 'editor', handle: async ({context, url}) => json(await listMedia(context, paging(url)))},
      POST: {
        access: 'editor',
        handle: async ({context, request}) => {
          const {file, alt} = await readUpload(request, context.config.media.maxUploadBytes);
          return json(await uploadMedia(context, file, alt), 201);
        },
      },
    },
  },
  {
    pattern: ['media', ':id'],
    methods: {
      GET: {
        access: 'editor',
        handle: async ({context, id}) => json(found(await context.store.media.get(id), 'image', id)),
      },
      PATCH: {
        access: 'editor',
        handle: async ({context, request, id}) => json(await updateMedia(context, id, await readJson(request))),
      },
      DELETE: {
        access: 'editor',
        handle: async ({context, id}) => {
          await deleteMedia(context, id);
          return noContent();
        },
      },
    },
  },
];

/** Every route of the HTTP API. */
export const ROUTES: readonly Route[] = [
  ...entryRoutes('post', (context) => entryService(POSTS, context)),
  ...entryRoutes('page', (context) => entryService(PAGES, context)),
  ...userRoutes,
  ...siteRoutes,
  ...mediaRoutes,
];

/** The route matching the segments, and its `:id`. */
export function matchRoute(segments: readonly string[]): {route: Route; id: string} | null {
  for (const route of ROUTES) {
    if (route.pattern.length !== segments.length) continue;
    let id = '';
    const matches = route.pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part !== ':id') return part === segment;
      id = segment;
      return true;
    });
    if (matches) return {route, id};
  }
  return null;
}
