/**
 * Choosing a slug for a new or renamed post or page.
 *
 * @module
 */

import {isErrorKind} from '../error-kind.js';
import {SlugTakenError} from '../store/errors.js';
import type {SluggedCollection} from '../store/types.js';
import {ValidationError} from './errors.js';
import {numberedSlug, slugify} from './slug.js';

/** Tries `base`, `base-2`, `base-3`… up to this many before giving up. */
const MAX_ATTEMPTS = 1000;

type Slugged = {id: string; slug: string};

/** A slug for the item, derived from its title when none was given. */
export interface SlugChoice {
  slug: string;
  /** Whether it was derived, and so may be numbered to avoid a clash. */
  derived: boolean;
}

/**
 * Checks a requested slug, or derives one from the title.
 *
 * @param requested - The slug the writer entered, if any (already well-formed).
 * @param title - The title to derive from.
 * @param reserved - Slugs that may not be used.
 */
export function chooseSlug(
  requested: string | undefined,
  title: string,
  reserved: ReadonlySet<string> = new Set(),
): SlugChoice {
  if (requested !== undefined) {
    if (reserved.has(requested)) {
      throw new ValidationError('slug', `The slug "${requested}" is used by Inkwell's own pages. Choose another.`);
    }
    return {slug: requested, derived: false};
  }
  const slug = slugify(title);
  if (slug === '') {
    throw new ValidationError('slug', 'No slug can be made from this title: enter a slug such as "about-us".');
  }
  return {slug, derived: true};
}

/**
 * Saves an item with its slug. A derived slug that is taken (or reserved) is numbered
 * (`hello-world-2`); a slug the writer chose is not, and a clash is a {@link SlugTakenError}.
 *
 * @param collection - Where slugs must be unique.
 * @param choice - The slug and whether it was derived.
 * @param save - Writes the item with a slug; throws `SlugTakenError` on a clash.
 * @param reserved - Slugs that may not be used.
 */
export async function saveWithSlug<T extends Slugged, R>(
  collection: SluggedCollection<T>,
  choice: SlugChoice,
  save: (slug: string) => Promise<R>,
  reserved: ReadonlySet<string> = new Set(),
  selfId?: string,
): Promise<R> {
  if (!choice.derived) return save(choice.slug);
  for (let n = 1; n <= MAX_ATTEMPTS; n += 1) {
    const slug = numberedSlug(choice.slug, n);
    if (reserved.has(slug)) continue;
    const existing = await collection.findBySlug(slug);
    if (existing && existing.id !== selfId) continue;
    try {
      return await save(slug);
    } catch (error) {
      // Someone took it between the check and the write; try the next number.
      if (!isErrorKind(error, 'SlugTakenError')) throw error;
    }
  }
  throw new SlugTakenError('item', choice.slug);
}
