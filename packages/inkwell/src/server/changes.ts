/**
 * What a write changed, as cache tags: the store is wrapped so that every save, publish,
 * delete or settings change tells the listeners (a Next.js app's `revalidateTag`) which
 * cached views it made stale, and the app tags each cached view with the same names.
 *
 * @module
 */

import {HOME_SLUG} from '../content/pages.js';
import type {Change, Collection, DataStore, SluggedCollection} from '../store/types.js';
import type {Page, Post, SiteSettings} from '../types.js';
import {pathSegments} from './resolve.js';
import {processWide} from '../process-wide.js';

/** The tag of every list of posts: `/blog`, its later pages, and `/` without a home page. */
const POST_LIST_TAG = 'inkwell:posts';
/** The tag of the site menu (published pages shown in navigation). */
const MENU_TAG = 'inkwell:menu';
/** The tag of the site settings (name, description). */
const SITE_TAG = 'inkwell:site';

/** The tag of one post's view, `/blog/<slug>`; a post that does not exist yet has one too. */
function postTag(slug: string): string {
  return `inkwell:post:${slug}`;
}

/** The tag of one page's view, `/<slug>` (`/` for `home`). */
function pageTag(slug: string): string {
  return `inkwell:page:${slug}`;
}

/** What a write changed, and the cache tags it made stale. */
export interface ContentChange {
  /** What kind of record changed. */
  kind: 'post' | 'page' | 'site';
  /** The record's id (none for site settings). */
  id?: string;
  /** The cache tags to revalidate: those of every view that showed, or will show, the change. */
  tags: string[];
}

/** Called after each write that visitors can see, with what it changed. */
export type ChangeListener = (change: ContentChange) => void;

/**
 * The cache tags for the views a visitor's path shows; see {@link InkwellServer.cacheTags}.
 *
 * @param path - The URL path, possibly with a query string.
 * @returns The tags, or `null` for paths that depend on who asks (`/admin/…`, `/setup`).
 */
export function cacheTagsForPath(path: string): string[] | null {
  const [first, second, third, ...extra] = pathSegments(path);
  if (first === undefined) return [pageTag(HOME_SLUG), POST_LIST_TAG, MENU_TAG, SITE_TAG];
  if (first === 'admin' || first === 'setup') return null;
  const tags = [MENU_TAG, SITE_TAG];
  if (first !== 'blog') return [pageTag(first), ...tags];
  if (second === undefined || (second === 'page' && third !== undefined && extra.length === 0)) {
    return [POST_LIST_TAG, ...tags];
  }
  return [postTag(second), ...tags];
}

/** The process-wide listeners: a listener added from the route file hears writes made by any copy. */
function listeners(): Set<ChangeListener> {
  return processWide('change-listeners', () => new Set<ChangeListener>());
}

/**
 * Adds a listener for every visible write; see {@link InkwellServer.onChange}.
 *
 * @param listener - Called after each write, in the request that made it.
 * @returns A function that removes the listener.
 */
export function addChangeListener(listener: ChangeListener): () => void {
  listeners().add(listener);
  return () => {
    listeners().delete(listener);
  };
}

function notify(change: ContentChange): void {
  if (change.tags.length === 0) return;
  for (const listener of listeners()) {
    try {
      listener(change);
    } catch (error) {
      // The write has landed; a listener's failure must not turn it into an error answer.
      console.error('[inkwell] A change listener failed:', error);
    }
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The tags a post's change touches: its view at the old and the new slug, lists it is or was in. */
function postTags(before: Post | null, after: Post | null): string[] {
  const listed = [before, after].some((post) => post?.status === 'published');
  const slugs = [before?.slug, after?.slug].filter((slug): slug is string => slug !== undefined);
  return unique([...slugs.map(postTag), ...(listed ? [POST_LIST_TAG] : [])]);
}

/** The tags a page's change touches: its view at the old and the new slug, and the menu it is or was in. */
function pageTags(before: Page | null, after: Page | null): string[] {
  const inMenu = [before, after].some((page) => page?.status === 'published' && page.showInNav);
  const slugs = [before?.slug, after?.slug].filter((slug): slug is string => slug !== undefined);
  return unique([...slugs.map(pageTag), ...(inMenu ? [MENU_TAG] : [])]);
}

/** A collection whose writes notify the listeners with the tags `tagsOf` gives. */
function notifying<T extends {id: string; slug: string}>(
  collection: SluggedCollection<T>,
  kind: 'post' | 'page',
  tagsOf: (before: T | null, after: T | null) => string[],
): SluggedCollection<T> {
  const writes: Pick<Collection<T>, 'create' | 'update' | 'delete'> = {
    create: async (item) => {
      const created = await collection.create(item);
      notify({kind, id: created.id, tags: tagsOf(null, created)});
      return created;
    },
    update: async (id: string, change: Change<T>) => {
      // Read first for the old slug and status: a write that moves or unpublishes the item
      // must also refresh where it was.
      const before = await collection.get(id);
      const updated = await collection.update(id, change);
      notify({kind, id, tags: tagsOf(before, updated)});
      return updated;
    },
    delete: async (id) => {
      const before = await collection.get(id);
      await collection.delete(id);
      notify({kind, id, tags: tagsOf(before, null)});
    },
  };
  return Object.assign(Object.create(collection) as SluggedCollection<T>, writes);
}

/**
 * The store, with every write to posts, pages and site settings reported to the listeners.
 *
 * @param store - The store to wrap.
 * @returns A store with the same data; reads go straight to `store`.
 */
export function withChangeNotices(store: DataStore): DataStore {
  return {
    posts: notifying(store.posts, 'post', postTags),
    pages: notifying(store.pages, 'page', pageTags),
    users: store.users,
    // An image's record changes no page a visitor sees: the posts that show it are unchanged.
    media: store.media,
    site: {
      get: () => store.site.get(),
      set: async (settings: SiteSettings) => {
        await store.site.set(settings);
        notify({kind: 'site', tags: [SITE_TAG]});
      },
    },
  };
}
