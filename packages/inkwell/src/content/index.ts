/**
 * Content rules over a data store: validation, slugs, drafts, users and site settings.
 *
 * @module
 */

export type {ContentContext} from './context.js';
export {LastAdminError, SetupClosedError, ValidationError} from './errors.js';
export {deriveExcerpt} from './excerpt.js';
export {
  deleteMedia,
  listMedia,
  MAX_ALT_LENGTH,
  MediaInUseError,
  mediaUsage,
  updateMedia,
  uploadMedia,
  type MediaContext,
  type MediaUse,
} from './media.js';
export {entryService, type Entry, type EntryKind, type EntryService} from './entries.js';
export {HOME_SLUG, navigationItems, PAGES, pageHref, type PageInput, type PagePatch, type PageQuery} from './pages.js';
export {POSTS, type PostInput, type PostPatch, type PostQuery} from './posts.js';
export {getSiteSettings, needsSetup, setupSite, updateSiteSettings} from './site.js';
export {isValidSlug, slugify, SLUG_PATTERN} from './slug.js';
export {
  addUser,
  deleteUser,
  endSessions,
  listUsers,
  signOutEverywhere,
  updateUser,
  type UserInput,
  type UserPatch,
} from './users.js';
export {canSeeDrafts} from './visibility.js';
