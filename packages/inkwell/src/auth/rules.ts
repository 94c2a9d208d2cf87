/**
 * Who may sign in: the first person becomes the admin; after that, only emails an admin
 * has added.
 *
 * @module
 */

import type {ProviderId, User} from '../types.js';
import {normaliseEmail} from '../store/records.js';
import {SignInError} from './errors.js';
import type {ProviderProfile} from './providers.js';
import type {AuthStore} from './types.js';

export interface AdmitInput {
  store: AuthStore;
  profile: ProviderProfile;
  provider: ProviderId;
  now: Date;
}

/**
 * What a person whose email no admin has added is told (403). Also what the usage guide's
 * "not added" demo shows, so the docs cannot drift from the page.
 */
export function notAddedError(email: string): SignInError {
  return new SignInError(
    403,
    'This email has not been added',
    `${email} has not been added to this site, so it cannot sign in. Ask a site admin to add it, then sign in again.`,
  );
}

/**
 * The user the profile signs in as, created (first user) or filled in (added user).
 *
 * @throws {@link SignInError} 403 when users exist and the email is not one of them; nothing is written.
 */
export async function admitUser({store, profile, provider, now}: AdmitInput): Promise<User> {
  const email = normaliseEmail(profile.email);

  if ((await store.users.count()) === 0) {
    return store.users.create({
      // Web Crypto rather than node:crypto, so sign-in also runs on edge runtimes.
      id: crypto.randomUUID(),
      name: profile.name,
      email,
      image: profile.image,
      role: 'admin',
      provider,
      createdAt: now.toISOString(),
    });
  }

  const user = await store.users.findByEmail(email);
  if (!user) throw notAddedError(email);

  // A name the admin typed when adding the user is kept; the provider fills it in only
  // when it was left empty. The avatar and provider follow the latest sign-in.
  const patch: Partial<User> = {};
  if (!user.name.trim() && profile.name) patch.name = profile.name;
  if (profile.image && profile.image !== user.image) patch.image = profile.image;
  if (user.provider !== provider) patch.provider = provider;
  return Object.keys(patch).length > 0 ? store.users.update(user.id, patch) : user;
}
