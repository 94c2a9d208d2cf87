/**
 * Rules for posts: required title, well-formed unique slug, first-publish date, excerpt.
 *
 * @module
 */

import {z} from 'zod';

import type {ContentStatus, Post} from '../types.js';
import type {EntryKind} from './entries.js';
import {deriveExcerpt} from './excerpt.js';
import {bodyField, blankAsMissing, excerptField, slugField, statusField, titleField} from './fields.js';

/** What a writer sends to create a post. */
export interface PostInput {
  /** The post's title: required, trimmed, at most 200 characters. */
  title: string;
  /**
   * URL segment at `/blog/<slug>`: lower-case letters, digits and single hyphens, at most
   * 100 characters. Derived from the title when omitted or blank.
   */
  slug?: string;
  /** Markdown; empty when omitted. */
  body?: string;
  /** Derived from the body when omitted or blank. */
  excerpt?: string;
  /** `draft` (only editors and admins see it) or `published`; `draft` when omitted. */
  status?: ContentStatus;
}

/** What a writer sends to change a post; omitted fields keep their value. */
export type PostPatch = Partial<PostInput>;

/** Which posts a list or lookup includes, and which page of a list. */
export interface PostQuery {
  /** 1-based page; 1 by default. */
  page?: number;
  /** Posts per page, 1 to 100; 10 by default. */
  pageSize?: number;
  /** Include drafts (for editors and admins); `false` by default. */
  includeDrafts?: boolean;
}

const createSchema = z.object({
  title: titleField,
  slug: slugField,
  body: bodyField.default(''),
  excerpt: blankAsMissing(excerptField),
  status: statusField.default('draft'),
});

const patchSchema = z.object({
  title: titleField.optional(),
  slug: slugField,
  body: bodyField.optional(),
  excerpt: excerptField.optional(),
  status: statusField.optional(),
});

/**
 * The excerpt after a change: a written one stays, a derived one follows the body.
 *
 * @remarks
 * An excerpt counts as derived while it equals what the body gives. The editor sends every
 * field back, the excerpt included, so an excerpt sent unchanged while it is still the
 * derived one is not taken as written: otherwise the first save would freeze it.
 */
function nextExcerpt(current: Post, patch: {body?: string; excerpt?: string}): string | undefined {
  const body = patch.body ?? current.body;
  const derived = current.excerpt === deriveExcerpt(current.body);
  const written = patch.excerpt !== undefined && !(derived && patch.excerpt === current.excerpt);
  if (written) return patch.excerpt === '' ? deriveExcerpt(body) : patch.excerpt;
  if (patch.body !== undefined && derived) return deriveExcerpt(body);
  return undefined;
}

/**
 * Posts: the excerpt is derived from the body unless written, `publishedAt` is set on first
 * publish, and the author is recorded.
 *
 * @remarks The excerpt and `publishedAt` depend on the stored post, so a change is computed
 * by the store from the post as it is when written (a function `Change`), never from an earlier
 * read: a body edit racing an excerpt edit cannot put back a derived excerpt.
 */
export const POSTS: EntryKind<Post, z.output<typeof createSchema>, z.output<typeof patchSchema>> = {
  collection: (store) => store.posts,
  reserved: new Set(),
  createSchema,
  patchSchema,
  build: (fields, {id, slug, now, author}) => ({
    id,
    slug,
    title: fields.title,
    body: fields.body,
    excerpt: fields.excerpt ?? deriveExcerpt(fields.body),
    status: fields.status,
    publishedAt: fields.status === 'published' ? now : null,
    updatedAt: now,
    author,
  }),
  change: (fields, now) => (current) => {
    const excerpt = nextExcerpt(current, fields);
    const publishing = fields.status === 'published' && current.publishedAt === null;
    return {
      ...(fields.title !== undefined ? {title: fields.title} : {}),
      ...(fields.body !== undefined ? {body: fields.body} : {}),
      ...(excerpt !== undefined ? {excerpt} : {}),
      ...(fields.status !== undefined ? {status: fields.status} : {}),
      ...(publishing ? {publishedAt: now} : {}),
      updatedAt: now,
    };
  },
};
