/**
 * Rules for posts: required title, well-formed unique slug, first-publish date, excerpt.
 *
 * @module
 */

import {z} from 'zod';

import {NotFoundError} from '../store/errors.js';
import type {Change} from '../store/types.js';
import type {ContentStatus, PageOf, Post} from '../types.js';
import {makeId, timestamp, type ContentContext} from './context.js';
import {deriveExcerpt} from './excerpt.js';
import {
  bodyField,
  blankAsMissing,
  checkPaging,
  excerptField,
  parseInput,
  slugField,
  statusField,
  titleField,
} from './fields.js';
import {chooseSlug, saveWithSlug} from './slug-choice.js';
import {isVisible} from './visibility.js';

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

/** Creates a post; see {@link PostInput} for the defaults. */
export async function createPost(context: ContentContext, input: unknown, author: string): Promise<Post> {
  const fields = parseInput(createSchema, input);
  const now = timestamp(context);
  const id = makeId(context);
  const choice = chooseSlug(fields.slug, fields.title);
  return saveWithSlug(context.store.posts, choice, (slug) =>
    context.store.posts.create({
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
  );
}

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
 * Changes a post. Only the fields given change (plus `updatedAt`, a re-derived excerpt,
 * and `publishedAt` on first publish), so two writers editing different fields both land.
 *
 * @remarks The excerpt and `publishedAt` depend on the stored post, so the patch is computed
 * by the store from the post as it is when written ({@link Change}), never from an earlier
 * read: a body edit racing an excerpt edit cannot put back a derived excerpt.
 */
export async function updatePost(context: ContentContext, id: string, input: unknown): Promise<Post> {
  const fields = parseInput(patchSchema, input);
  const now = timestamp(context);
  const change = (current: Post): Partial<Omit<Post, 'id'>> => {
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
  };
  const slugRequested = fields.slug !== undefined || (input as {slug?: unknown}).slug === '';
  if (!slugRequested) return context.store.posts.update(id, change);
  const current = await context.store.posts.get(id);
  if (!current) throw new NotFoundError('post', id);
  const choice = chooseSlug(fields.slug, fields.title ?? current.title);
  return saveWithSlug(
    context.store.posts,
    choice,
    (slug) => context.store.posts.update(id, (stored) => ({...change(stored), slug})),
    undefined,
    id,
  );
}

/** Deletes a post; throws `NotFoundError` when there is none. */
export async function deletePost(context: ContentContext, id: string): Promise<void> {
  await context.store.posts.delete(id);
}

/** Posts newest first; published only unless `includeDrafts`. */
export async function listPosts(context: ContentContext, query: PostQuery = {}): Promise<PageOf<Post>> {
  const paging = checkPaging(query);
  return context.store.posts.list({
    ...(query.includeDrafts ? {} : {filter: {status: 'published'}}),
    ...paging,
  });
}

/** The post with this id, or `null` (also for a draft unless `includeDrafts`). */
export async function getPost(
  context: ContentContext,
  id: string,
  options: {includeDrafts?: boolean} = {},
): Promise<Post | null> {
  const post = await context.store.posts.get(id);
  return post && isVisible(post, options.includeDrafts ?? false) ? post : null;
}

/** The post with this slug, or `null` (also for a draft unless `includeDrafts`). */
export async function getPostBySlug(
  context: ContentContext,
  slug: string,
  options: {includeDrafts?: boolean} = {},
): Promise<Post | null> {
  const post = await context.store.posts.findBySlug(slug);
  return post && isVisible(post, options.includeDrafts ?? false) ? post : null;
}
