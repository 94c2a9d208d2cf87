/**
 * What the server's parts share: configuration, store, media, session reader, clock.
 *
 * @module
 */

import type {InkwellConfig} from '../config.js';
import {freshRole} from '../auth/fresh-sessions.js';
import type {ContentContext} from '../content/context.js';
import type {MediaStorage} from '../media/types.js';
import type {DataStore} from '../store/types.js';
import type {ProviderId, Role, Session} from '../types.js';

/** The configuration the server reads. */
export type ServerConfig = Pick<InkwellConfig, 'url' | 'apiPath' | 'providers' | 'media'>;

/** What {@link createInkwell} needs besides the configuration. */
export interface InkwellDeps {
  store: DataStore;
  media: MediaStorage;
  /** Reads the session from a request (`InkwellAuth.getSession` in production, a fake in tests). */
  getSession: (request: Request) => Promise<Session | null>;
  /** Clock for `updatedAt`/`publishedAt`/`createdAt`; tests pass a fixed or moving clock. */
  now?: () => Date;
  /** Id source; tests pass a predictable one. */
  newId?: () => string;
}

/** Configuration and dependencies, as every server module receives them. */
export interface ServerContext extends ContentContext {
  config: ServerConfig;
  media: MediaStorage;
  getSession: (request: Request) => Promise<Session | null>;
}

const PROVIDER_ORDER: readonly ProviderId[] = ['github', 'google', 'microsoft'];

/** The configured sign-in providers, in a fixed order. */
export function configuredProviders(config: ServerConfig): ProviderId[] {
  return PROVIDER_ORDER.filter((id) => config.providers[id] !== undefined);
}

/**
 * The role the session's user has now, according to the store.
 *
 * @remarks
 * A session cookie lives 30 days; the store is the truth about whether its user still
 * exists and what they may do, so a demoted or removed user loses access at once. A session
 * that `getSession` returned within the last few seconds was read from the store then, so its
 * role is used as it is: one request reads the user once, in its proxy or its page.
 *
 * @returns The role, or `null` for no session or a user who no longer exists.
 */
export async function currentRole(context: ServerContext, session: Session | null | undefined): Promise<Role | null> {
  if (!session) return null;
  // A session getSession read from the store a moment ago already holds the role it found.
  const fresh = freshRole(session, (context.now?.() ?? new Date()).getTime());
  if (fresh !== undefined) return fresh;
  const user = await context.store.users.get(session.user.id);
  return user?.role ?? null;
}
