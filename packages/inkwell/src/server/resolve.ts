/**
 * Path resolution: what a site path shows, for `InkwellRouter` to render.
 *
 * @module
 */

import {
  entryService,
  getSiteSettings,
  HOME_SLUG,
  isValidSlug,
  listMedia,
  listUsers,
  needsSetup,
  PAGES,
  POSTS,
} from '../content/index.js';
import {MEDIA_PAGE_SIZE} from '../limits.js';
import type {ResolveResult, Role, Session} from '../types.js';
import {configuredProviders, currentRole, type ServerContext} from './context.js';

/** Posts per page at `/blog`. */
export const POSTS_PER_PAGE = 10;

/** Posts, and pages, the dashboard at `/admin` lists. */
export const DASHBOARD_ITEMS = 10;

const NOT_FOUND: ResolveResult = {kind: 'not-found'};

/** Path segments without the query, fragment, or empty segments from extra slashes. */
export function pathSegments(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((segment) => segment !== '');
}

async function postList(context: ServerContext, page: number, includeDrafts: boolean): Promise<ResolveResult> {
  const posts = await entryService(POSTS, context).list({page, pageSize: POSTS_PER_PAGE, includeDrafts});
  // Page 1 always exists (an empty blog is still a blog); later pages only if they have posts.
  return page > posts.pageCount ? NOT_FOUND : {kind: 'post-list', posts};
}

async function resolveHome(context: ServerContext, includeDrafts: boolean): Promise<ResolveResult> {
  const home = await entryService(PAGES, context).getBySlug(HOME_SLUG, {includeDrafts});
  return home ? {kind: 'page', page: home} : postList(context, 1, includeDrafts);
}

async function resolveBlog(context: ServerContext, rest: string[], includeDrafts: boolean): Promise<ResolveResult> {
  const [first, second, ...extra] = rest;
  if (first === undefined) return postList(context, 1, includeDrafts);
  if (first === 'page' && second !== undefined && extra.length === 0) {
    return /^[1-9]\d{0,8}$/.test(second) ? postList(context, Number(second), includeDrafts) : NOT_FOUND;
  }
  if (second !== undefined || !isValidSlug(first)) return NOT_FOUND;
  const post = await entryService(POSTS, context).getBySlug(first, {includeDrafts});
  return post ? {kind: 'post', post} : NOT_FOUND;
}

async function resolveEditor(context: ServerContext, kind: 'posts' | 'pages', id: string): Promise<ResolveResult> {
  if (kind === 'posts') {
    if (id === 'new') return {kind: 'edit-post', post: null};
    const post = await entryService(POSTS, context).get(id, {includeDrafts: true});
    return post ? {kind: 'edit-post', post} : NOT_FOUND;
  }
  if (id === 'new') return {kind: 'edit-page', page: null};
  const page = await entryService(PAGES, context).get(id, {includeDrafts: true});
  return page ? {kind: 'edit-page', page} : NOT_FOUND;
}

async function resolveAdmin(context: ServerContext, rest: string[], role: Role | null): Promise<ResolveResult> {
  if (role === null) return {kind: 'sign-in', providers: configuredProviders(context.config)};
  const [section, id, ...extra] = rest;
  if (extra.length > 0) return NOT_FOUND;
  if (section === undefined) {
    const query = {page: 1, pageSize: DASHBOARD_ITEMS, includeDrafts: true};
    const [posts, pages] = await Promise.all([
      entryService(POSTS, context).list(query),
      entryService(PAGES, context).list(query),
    ]);
    return {kind: 'dashboard', posts, pages};
  }
  if ((section === 'posts' || section === 'pages') && id !== undefined) {
    return resolveEditor(context, section, id);
  }
  if (section === 'media' && id === undefined) {
    return {kind: 'media', media: await listMedia(context, {page: 1, pageSize: MEDIA_PAGE_SIZE})};
  }
  if (section === 'users' && id === undefined && role === 'admin') {
    return {kind: 'users', users: await listUsers(context)};
  }
  if (section === 'settings' && id === undefined && role === 'admin') {
    return {kind: 'settings', site: await getSiteSettings(context)};
  }
  return NOT_FOUND;
}

/**
 * Finds what a site path shows for this session; see `InkwellServer.resolve` for the table.
 *
 * @param context - Store and configuration.
 * @param path - The URL path, possibly with a query string.
 * @param session - The signed-in person, if any.
 */
export async function resolvePath(
  context: ServerContext,
  path: string,
  session: Session | null | undefined,
): Promise<ResolveResult> {
  const segments = pathSegments(path);
  const role = await currentRole(context, session);
  const includeDrafts = role !== null;
  const [first, ...rest] = segments;
  switch (first) {
    case undefined:
      return resolveHome(context, includeDrafts);
    case 'blog':
      return resolveBlog(context, rest, includeDrafts);
    case 'admin':
      return resolveAdmin(context, rest, role);
    case 'setup':
      return rest.length === 0 && (await needsSetup(context)) ? {kind: 'setup'} : NOT_FOUND;
    default: {
      if (rest.length > 0 || !isValidSlug(first)) return NOT_FOUND;
      const page = await entryService(PAGES, context).getBySlug(first, {includeDrafts});
      return page ? {kind: 'page', page} : NOT_FOUND;
    }
  }
}
