/**
 * Rules for pages: required title, well-formed unique slug that Inkwell's routes do not
 * use, navigation settings.
 *
 * @module
 */

import {z} from 'zod';

import type {Patch} from '../store/types.js';
import type {ContentStatus, NavItem, Page} from '../types.js';
import type {ContentContext} from './context.js';
import type {EntryKind} from './entries.js';
import {bodyField, slugField, statusField, titleField} from './fields.js';
import {RESERVED_PAGE_SLUGS} from './slug.js';

/** The slug of the page shown at `/`. */
export const HOME_SLUG = 'home';

/** What a writer sends to create a page. */
export interface PageInput {
  /** The page's title: required, trimmed, at most 200 characters. */
  title: string;
  /**
   * URL segment at `/<slug>`: lower-case letters, digits and single hyphens, at most 100
   * characters, not one of Inkwell's own (`admin`, `api`, `blog`, `setup`, `uploads`).
   * Derived from the title when omitted or blank. The page with slug `home` is shown at `/`.
   */
  slug?: string;
  /** Markdown; empty when omitted. */
  body?: string;
  /** `draft` (only editors and admins see it) or `published`; `draft` when omitted. */
  status?: ContentStatus;
  /** Whether the page is in the navigation menu; `false` when omitted. */
  showInNav?: boolean;
  /** Position in the menu, lowest first; `0` when omitted. */
  navOrder?: number;
}

/** What a writer sends to change a page; omitted fields keep their value. */
export type PagePatch = Partial<PageInput>;

/** Which pages a list includes, and which page of the list. */
export interface PageQuery {
  /** 1-based page; 1 by default. */
  page?: number;
  /** Pages per page, 1 to 100; 10 by default. */
  pageSize?: number;
  /** Include drafts (for editors and admins); `false` by default. */
  includeDrafts?: boolean;
}

const showInNavField = z.boolean({error: 'showInNav must be true or false.'});
const navOrderField = z
  .number({error: 'navOrder must be a whole number.'})
  .int({error: 'navOrder must be a whole number.'})
  .min(-1_000_000, {error: 'navOrder must be between -1000000 and 1000000.'})
  .max(1_000_000, {error: 'navOrder must be between -1000000 and 1000000.'});

const createSchema = z.object({
  title: titleField,
  slug: slugField,
  body: bodyField.default(''),
  status: statusField.default('draft'),
  showInNav: showInNavField.default(false),
  navOrder: navOrderField.default(0),
});

const patchSchema = z.object({
  title: titleField.optional(),
  slug: slugField,
  body: bodyField.optional(),
  status: statusField.optional(),
  showInNav: showInNavField.optional(),
  navOrder: navOrderField.optional(),
});

/** Pages: navigation settings, and slugs that Inkwell's own routes use are refused. */
export const PAGES: EntryKind<Page, z.output<typeof createSchema>, z.output<typeof patchSchema>> = {
  collection: (store) => store.pages,
  reserved: RESERVED_PAGE_SLUGS,
  createSchema,
  patchSchema,
  build: (fields, {id, slug, now}) => ({
    id,
    slug,
    title: fields.title,
    body: fields.body,
    status: fields.status,
    showInNav: fields.showInNav,
    navOrder: fields.navOrder,
    updatedAt: now,
  }),
  change: ({slug: _slug, ...fields}, now) => {
    const patch: Patch<Page> = {
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      updatedAt: now,
    };
    return () => patch;
  },
};

/** The URL of a page: `/` for the home page, `/<slug>` otherwise. */
export function pageHref(page: Pick<Page, 'slug'>): string {
  return page.slug === HOME_SLUG ? '/' : `/${page.slug}`;
}

/** Published pages marked `showInNav`, in `navOrder`, as menu entries. */
export async function navigationItems(context: ContentContext): Promise<NavItem[]> {
  const items: NavItem[] = [];
  for (let page = 1; ; page += 1) {
    const result = await context.store.pages.list({
      filter: {status: 'published', showInNav: true},
      page,
      pageSize: 100,
    });
    items.push(...result.items.map((entry) => ({title: entry.title, href: pageHref(entry)})));
    if (page >= result.pageCount) return items;
  }
}
