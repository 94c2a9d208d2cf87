/**
 * Types shared by the sign-in modules. Internal: only {@link InkwellAuthApi} is public.
 *
 * @module
 */

import type {InkwellConfig} from '../config.js';
import type {DataStore} from '../store/index.js';
import type {ProviderId} from '../types.js';

/** The part of `InkwellConfig` that sign-in reads. */
export type AuthConfig = Pick<InkwellConfig, 'url' | 'secret' | 'production' | 'providers'>;

/** The part of the `DataStore` that sign-in reads and writes: users only. */
export type AuthStore = Pick<DataStore, 'users'>;

/** Where a provider's OAuth and profile endpoints live. */
export interface ProviderEndpoints {
  authorization: string;
  token: string;
  /** The OIDC userinfo endpoint, or GitHub's `/user`. */
  userinfo: string;
  /** GitHub's `/user/emails`; the OIDC providers put the email in userinfo. */
  emails?: string | undefined;
}

/** What {@link createInkwellAuth} needs besides the configuration. */
export interface AuthDeps {
  store: AuthStore;
  /** Endpoint overrides per provider, so tests can point a provider at a local mock server. */
  providers?: Partial<Record<ProviderId, Partial<ProviderEndpoints>>>;
  /** Clock for session issue/expiry and `createdAt`; tests pass a fixed or moving clock. */
  now?: () => Date;
  /** Where the routes are mounted. Default `/api/auth`. */
  basePath?: string;
}
