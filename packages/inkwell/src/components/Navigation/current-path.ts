/**
 * Which menu entry is the page being shown.
 *
 * @internal
 * @module
 */

/**
 * Reduces a path to the form two equal pages share: no query, no fragment, no trailing slash
 * (except the root itself), and `//` runs collapsed.
 */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const collapsed = bare.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Whether a menu entry's `href` points at `currentPath`.
 *
 * @remarks Only site-relative hrefs (`/about`) can be current: an entry linking to another
 * site never is, even if its path happens to match. Matching is exact, so `/blog` is not
 * current on `/blog/some-post`; `aria-current="page"` means "this very page".
 */
export function isCurrentPath(href: string, currentPath: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  return normalizePath(href) === normalizePath(currentPath);
}
