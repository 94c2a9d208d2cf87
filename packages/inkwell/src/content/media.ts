/**
 * The media library's rules: every upload is recorded in the data store, listed from there,
 * and deleted only when no post or page uses it. The rules run over the {@link MediaStorage}
 * contract, so local storage, S3 and Cloudinary behave the same.
 *
 * @module
 */

import {z} from 'zod';

import {brandError} from '../error-brand.js';
import type {MediaStorage, UploadFile} from '../media/types.js';
import {detectImageType} from '../media/validate.js';
import {ConflictError, NotFoundError} from '../store/errors.js';
import type {MediaItem, PageOf} from '../types.js';
import {makeId, timestamp, type ContentContext} from './context.js';
import {ValidationError} from './errors.js';
import {parseInput, text} from './fields.js';

/** The store and the media storage the library's rules work on. */
export interface MediaContext extends ContentContext {
  media: MediaStorage;
}

/**
 * A post or page whose text uses an image.
 *
 * @example
 * ```ts
 * import {Inkwell, type MediaUse} from '@inkwell/cms';
 *
 * const [image] = (await Inkwell.media.list()).items;
 * const uses: MediaUse[] = image ? await Inkwell.media.usage(image.id) : [];
 * console.log(uses.map((use) => `${use.kind} "${use.title}"`).join(', ') || 'unused');
 * ```
 */
export interface MediaUse {
  /** `post` or `page`. */
  kind: 'post' | 'page';
  /** The post's or page's id. */
  id: string;
  /** Its title, as the refusal names it. */
  title: string;
}

/** The longest alt text accepted, in characters. */
export const MAX_ALT_LENGTH = 1000;

/** The image is used by posts or pages, so it was not deleted; `usedBy` names them. */
export class MediaInUseError extends ConflictError {
  /** @param usedBy - The posts and pages that use the image. */
  constructor(readonly usedBy: readonly MediaUse[]) {
    super('id', inUseMessage(usedBy));
    this.name = 'MediaInUseError';
    brandError(this, 'MediaInUseError');
  }
}

function inUseMessage(usedBy: readonly MediaUse[]): string {
  const names = usedBy.map((use) => `the ${use.kind} "${use.title}"`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}` : (names[0] ?? '');
  const them = usedBy.length > 1 ? 'each of them' : `that ${usedBy[0]?.kind ?? 'post'}`;
  return `This image is used in ${list}. Take it out of ${them} first, then delete it.`;
}

/**
 * The one rule for alt text, on upload and on change: runs of white space become one space,
 * the ends are trimmed, and at most {@link MAX_ALT_LENGTH} characters remain.
 *
 * @throws `ValidationError` on `alt` when the text is longer.
 */
function checkAlt(alt: string): string {
  const cleaned = alt.replace(/\s+/g, ' ').trim();
  if (cleaned.length > MAX_ALT_LENGTH) {
    throw new ValidationError('alt', `Alt text can be at most ${MAX_ALT_LENGTH} characters.`);
  }
  return cleaned;
}

/** The longest file name kept with an image, in characters (most file systems allow 255). */
const MAX_NAME_LENGTH = 255;

/**
 * The name an upload's file is kept under: its last path segment (a browser may send a path),
 * with control characters, the invisible marks that reorder text (which could show
 * `photo\u202Egnp.exe` as `photoexe.png`) and runs of white space made one space, at most
 * {@link MAX_NAME_LENGTH} characters; `undefined` when nothing is left. A longer name is cut
 * before its extension, which a person reads to know the file's kind, and the cut is marked `…`.
 */
function uploadName(name: string): string | undefined {
  const base = name.split(/[/\\]/).at(-1) ?? '';
  const cleaned = base.replace(/[\s\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu, ' ').trim();
  if (!cleaned) return undefined;
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = /\.[^.\s]{1,10}$/u.exec(cleaned)?.[0] ?? '';
  const stem = characters.slice(0, MAX_NAME_LENGTH - 1 - Array.from(extension).length).join('');
  return `${stem.trimEnd()}…${extension}`;
}

/**
 * Stores an image in the media storage and records it (file name, alt text, size, type, date)
 * in the data store.
 *
 * @param context - Store, media storage, clock and id source.
 * @param file - The uploaded file.
 * @param alt - What the image shows; empty for decoration.
 * @returns The recorded image.
 * @throws `ValidationError` for alt text over {@link MAX_ALT_LENGTH} characters, and the
 * storage's `UploadRejectedError` for a file that is not an accepted image; neither stores anything.
 */
export async function uploadMedia(context: MediaContext, file: UploadFile, alt = ''): Promise<MediaItem> {
  const altText = checkAlt(alt);
  const name = uploadName(file.name);
  const stored = await context.media.upload(file);
  const item: MediaItem = {
    id: makeId(context),
    url: stored.url,
    key: stored.key,
    ...(name === undefined ? {} : {name}),
    alt: altText,
    size: file.bytes.byteLength,
    // The storage accepted the file, so its bytes are an image type Inkwell knows.
    type: detectImageType(file.bytes)?.mime ?? file.type,
    createdAt: timestamp(context),
  };
  try {
    return await context.store.media.create(item);
  } catch (error) {
    // An image without its record could never be listed or deleted: take it back out.
    await context.media.delete(stored.key).catch(() => undefined);
    throw error;
  }
}

const altPatchSchema = z.object({alt: text('alt')});

/**
 * Changes an image's alt text. Only its record in the data store changes, so it works the
 * same whichever media storage holds the file.
 *
 * @param context - The store.
 * @param id - The image's id.
 * @param input - `{alt}`, untrusted (a request body); empty alt text marks the image as decoration.
 * @returns The image with its new alt text.
 * @throws `ValidationError` when `alt` is missing, not text or over {@link MAX_ALT_LENGTH}
 * characters, and `NotFoundError` when there is no image with this id.
 */
export async function updateMedia(context: ContentContext, id: string, input: unknown): Promise<MediaItem> {
  const alt = checkAlt(parseInput(altPatchSchema, input).alt);
  return context.store.media.update(id, {alt});
}

/**
 * One page of the uploaded images, newest first.
 *
 * @param context - The store.
 * @param query - Page number (from 1) and page size (1 to 100; 10 by default).
 * @returns The page of images.
 */
export function listMedia(
  context: ContentContext,
  query: {page?: number; pageSize?: number} = {},
): Promise<PageOf<MediaItem>> {
  return context.store.media.list(query);
}

/**
 * The posts and pages, drafts included, whose text contains the image's address.
 *
 * @param context - The store.
 * @param url - The image's public URL.
 * @returns Each post, then each page, that uses it.
 */
export async function mediaUsage(context: ContentContext, url: string): Promise<MediaUse[]> {
  const uses: MediaUse[] = [];
  for (const kind of ['post', 'page'] as const) {
    const collection = kind === 'post' ? context.store.posts : context.store.pages;
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const found = await collection.list({page, pageSize: 100});
      pageCount = found.pageCount;
      for (const item of found.items) {
        const text = 'excerpt' in item ? `${item.body}\n${item.excerpt}` : item.body;
        if (text.includes(url)) uses.push({kind, id: item.id, title: item.title});
      }
    }
  }
  return uses;
}

/**
 * Deletes an image that no post or page uses: its file, then its record.
 *
 * @param context - Store and media storage.
 * @param id - The image's id.
 * @returns Nothing, once the image is gone.
 * @throws `MediaInUseError` naming the posts and pages that use it (nothing is deleted), and
 * `NotFoundError` when there is no image with this id.
 */
export async function deleteMedia(context: MediaContext, id: string): Promise<void> {
  const item = await context.store.media.get(id);
  if (!item) throw new NotFoundError('image', id);
  const usedBy = await mediaUsage(context, item.url);
  if (usedBy.length > 0) throw new MediaInUseError(usedBy);
  // The file first: if that fails, the record stays, and deleting again tries again.
  await context.media.delete(item.key);
  await context.store.media.delete(id);
}
