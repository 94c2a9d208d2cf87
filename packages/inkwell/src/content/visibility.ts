/**
 * Who sees drafts: editors and admins do, visitors do not.
 *
 * @module
 */

import type {ContentStatus, Session} from '../types.js';

/** Whether the session belongs to someone who may see drafts. */
export function canSeeDrafts(session: Session | null | undefined): boolean {
  return session?.user.role === 'admin' || session?.user.role === 'editor';
}

/** Whether an item with this status is visible, given whether drafts are. */
export function isVisible(item: {status: ContentStatus}, includeDrafts: boolean): boolean {
  return includeDrafts || item.status === 'published';
}
