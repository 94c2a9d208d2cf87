/**
 * Joins class names, skipping falsy ones.
 *
 * @remarks A local helper rather than `clsx`, so the package ships one dependency fewer.
 * @internal
 */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
