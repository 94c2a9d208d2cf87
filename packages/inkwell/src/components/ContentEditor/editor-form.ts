/**
 * The editor's form model: values from an item, checks, and the request body.
 *
 * @internal
 * @module
 */
import type {ContentStatus, Page, Post} from '../../types.js';
import type {FieldErrors} from '../internal/fields.js';

/** What the editor edits. */
export type EditorKind = 'post' | 'page';

/** Everything the editor form holds. `navOrder` is text, as typed, until it is sent. */
export interface EditorValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  status: ContentStatus;
  showInNav: boolean;
  navOrder: string;
}

/** A field of the editor form. */
export type EditorField = keyof EditorValues;

/** Body of `POST`/`PATCH /posts`. */
export interface PostInput {
  title: string;
  slug?: string;
  body: string;
  excerpt: string;
  status: ContentStatus;
}

/** Body of `POST`/`PATCH /pages`. */
export interface PageInput {
  title: string;
  slug?: string;
  body: string;
  status: ContentStatus;
  showInNav: boolean;
  navOrder: number;
}

/** Same rule as the server: lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The fields each kind shows, in form order (also the order focus looks for errors). */
export const EDITOR_FIELDS: Readonly<Record<EditorKind, readonly EditorField[]>> = {
  post: ['title', 'slug', 'status', 'excerpt', 'body'],
  page: ['title', 'slug', 'status', 'showInNav', 'navOrder', 'body'],
};

/** The API collection of a kind: `posts` or `pages`. */
export function collectionOf(kind: EditorKind): 'posts' | 'pages' {
  return kind === 'post' ? 'posts' : 'pages';
}

/** Form values for an existing item, or blank ones for a new item. */
export function valuesFrom(item: Post | Page | null): EditorValues {
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    excerpt: item && 'excerpt' in item ? item.excerpt : '',
    body: item?.body ?? '',
    status: item?.status ?? 'draft',
    showInNav: item && 'showInNav' in item ? item.showInNav : false,
    navOrder: item && 'navOrder' in item ? String(item.navOrder) : '0',
  };
}

/** Checks the form; an empty result means it may be sent. */
export function validateEditor(kind: EditorKind, values: EditorValues): FieldErrors<EditorField> {
  const errors: FieldErrors<EditorField> = {};
  if (values.title.trim() === '') errors.title = 'Enter a title.';
  const slug = values.slug.trim();
  if (slug !== '' && !SLUG_PATTERN.test(slug)) {
    errors.slug = 'Use lower-case letters, digits and single hyphens only, for example "my-first-post".';
  }
  if (kind === 'page' && !/^-?\d+$/.test(values.navOrder.trim())) {
    errors.navOrder = 'Enter a whole number, such as 0, 1 or 10.';
  }
  return errors;
}

/**
 * The request body for saving. An empty slug is left out so the server derives one from the
 * title; every other field is sent, so a PATCH leaves the item exactly as the form shows it.
 */
export function editorPayload(kind: 'post', values: EditorValues): PostInput;
export function editorPayload(kind: 'page', values: EditorValues): PageInput;
export function editorPayload(kind: EditorKind, values: EditorValues): PostInput | PageInput;
export function editorPayload(kind: EditorKind, values: EditorValues): PostInput | PageInput {
  const slug = values.slug.trim();
  const common = {
    title: values.title.trim(),
    ...(slug === '' ? {} : {slug}),
    body: values.body,
    status: values.status,
  };
  if (kind === 'post') return {...common, excerpt: values.excerpt.trim()};
  return {...common, showInNav: values.showInNav, navOrder: Number.parseInt(values.navOrder.trim(), 10)};
}

/** Where visitors see an item: `/blog/<slug>` for posts, `/<slug>` for pages (`/` for `home`). */
export function publicHref(kind: EditorKind, slug: string): string {
  if (kind === 'post') return `/blog/${encodeURIComponent(slug)}`;
  return slug === 'home' ? '/' : `/${encodeURIComponent(slug)}`;
}

/** The editor's own address for an item: `/admin/posts/<id>` or `/admin/pages/<id>`. */
export function editorHref(kind: EditorKind, id: string): string {
  return `/admin/${collectionOf(kind)}/${encodeURIComponent(id)}`;
}

/** Whether two sets of values would save the same item. */
export function sameValues(a: EditorValues, b: EditorValues): boolean {
  return (Object.keys(a) as EditorField[]).every((key) => a[key] === b[key]);
}
