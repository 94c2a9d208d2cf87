/**
 * Slugs: the URL segment of a post or page.
 *
 * @module
 */

/** Lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug accepted. */
export const MAX_SLUG_LENGTH = 100;

/** Page slugs that would be hidden behind Inkwell's own routes. */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set(['admin', 'api', 'blog', 'setup', 'uploads']);

/** Whether `slug` is a well-formed slug. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}

/**
 * Turns a title into a slug: accents dropped, lower-cased, everything else joined by hyphens,
 * cut at a hyphen to fit {@link MAX_SLUG_LENGTH}.
 *
 * @param title - The title.
 * @returns The slug; empty when the title has no letters or digits.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
}

/** `base`, or `base-2`, `base-3`… trimmed so the result stays within the length limit. */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
