/**
 * Builds the server API from a configuration and its dependencies.
 *
 * @module
 */

import type {InkwellConfig} from '../config.js';
import {
  addUser,
  deleteMedia,
  deleteUser,
  entryService,
  getSiteSettings,
  listMedia,
  listUsers,
  mediaUsage,
  navigationItems,
  needsSetup,
  PAGES,
  POSTS,
  setupSite,
  signOutEverywhere,
  updateSiteSettings,
  updateMedia,
  updateUser,
  uploadMedia,
} from '../content/index.js';
import {NotFoundError} from '../store/errors.js';
import type {InkwellDeps, ServerConfig, ServerContext} from './context.js';
import {addChangeListener, cacheTagsForPath, withChangeNotices} from './changes.js';
import {createHandler} from './http/handler.js';
import {resolveAndHand, takeHanded} from './handoff.js';
import {resolvePath} from './resolve.js';
import {VisitorAnswers} from './visitor-cache.js';
import type {InkwellServer, SiteService, UserService} from './types.js';

export type {InkwellDeps} from './context.js';

function userService(context: ServerContext): UserService {
  return {
    list: () => listUsers(context),
    get: (id) => context.store.users.get(id),
    getByEmail: (email) => context.store.users.findByEmail(email),
    add: (input) => addUser(context, input),
    update: (id, patch) => updateUser(context, id, patch),
    delete: (id) => deleteUser(context, id),
    signOutEverywhere: (id) => signOutEverywhere(context, id),
  };
}

function siteService(context: ServerContext): SiteService {
  return {
    get: () => getSiteSettings(context),
    update: (input) => updateSiteSettings(context, input),
    needsSetup: () => needsSetup(context),
    setup: (input) => setupSite(context, input),
  };
}

/**
 * Builds the server API over a store, a media storage and a session reader.
 *
 * @remarks
 * `Inkwell` is this, configured from the environment on first use. Tests and custom servers
 * call it directly to inject a temp-dir store and a fake session reader.
 *
 * @param config - The validated configuration (or the parts the server reads).
 * @param deps - Store, media storage, session reader, and optionally a clock and id source.
 * @returns The server API.
 */
export function createInkwell(config: ServerConfig | InkwellConfig, deps: InkwellDeps): InkwellServer {
  const context: ServerContext = {
    config,
    store: withChangeNotices(deps.store),
    media: deps.media,
    getSession: deps.getSession,
    ...(deps.now ? {now: deps.now} : {}),
    ...(deps.newId ? {newId: deps.newId} : {}),
  };
  const handler = createHandler(context);
  const visitorAnswers = new VisitorAnswers();
  return {
    resolve: (path, options) => {
      const session = options?.session;
      if (!session) {
        return options?.visitorCache
          ? visitorAnswers.get(path, () => resolvePath(context, path, null))
          : resolvePath(context, path, null);
      }
      const now = (context.now?.() ?? new Date()).getTime();
      if (options.handToPage) return resolveAndHand(path, session, () => resolvePath(context, path, session), now);
      return takeHanded(path, session, now) ?? resolvePath(context, path, session);
    },
    posts: entryService(POSTS, context),
    pages: entryService(PAGES, context),
    users: userService(context),
    site: siteService(context),
    media: {
      upload: (file, options) => uploadMedia(context, file, options?.alt),
      list: (query) => listMedia(context, query),
      usage: async (id) => {
        const item = await context.store.media.get(id);
        if (!item) throw new NotFoundError('image', id);
        return mediaUsage(context, item.url);
      },
      update: (id, patch) => updateMedia(context, id, patch),
      delete: (id) => deleteMedia(context, id),
    },
    navigation: () => navigationItems(context),
    onChange: (listener) => addChangeListener(listener),
    cacheTags: (path) => cacheTagsForPath(path),
    handler,
    routeHandlers: {GET: handler, POST: handler, PATCH: handler, PUT: handler, DELETE: handler},
  };
}
