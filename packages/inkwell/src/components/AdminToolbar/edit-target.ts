/**
 * Which item the toolbar's "Edit this page" opens.
 *
 * @internal
 * @module
 */
import type {ResolveResult} from '../../types.js';

/** A post or page the toolbar can open in the editor. */
export interface AdminToolbarEditTarget {
  /** Whether the item is a post or a page. */
  kind: 'post' | 'page';
  /** The item's id (not its slug). */
  id: string;
}

/**
 * The editable item a resolve result shows, or `null` for lists, editor screens and the rest.
 */
export function editTargetOf(result: ResolveResult | undefined): AdminToolbarEditTarget | null {
  if (result?.kind === 'post') return {kind: 'post', id: result.post.id};
  if (result?.kind === 'page') return {kind: 'page', id: result.page.id};
  return null;
}

/** The editor URL for an item: `/admin/posts/<id>` or `/admin/pages/<id>`. */
export function editHref(target: AdminToolbarEditTarget): string {
  return `/admin/${target.kind === 'post' ? 'posts' : 'pages'}/${encodeURIComponent(target.id)}`;
}

/**
 * Picks the edit target: an explicit `edit` prop wins (`null` means "no edit link"), otherwise
 * the resolve result decides.
 */
export function chooseEditTarget(
  edit: AdminToolbarEditTarget | null | undefined,
  result: ResolveResult | undefined,
): AdminToolbarEditTarget | null {
  return edit === undefined ? editTargetOf(result) : edit;
}
