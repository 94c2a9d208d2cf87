/**
 * The sign-in providers: an OAuth client id and secret for each one offered.
 *
 * @module
 */

import type {z} from 'zod';

import type {ProviderId} from '../types.js';
import type {ConfigIssue} from './errors.js';
import {optional, pairIssue, trimmed, type Env} from './fields.js';

/** Client id and secret of an OAuth app. */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

/** A Microsoft Entra app: client id, secret and the tenant people sign in through. */
export interface MicrosoftClientConfig extends OAuthClientConfig {
  /** Directory tenant; `common` accepts work, school and personal accounts. */
  tenantId: string;
}

/** The sign-in providers that are configured; a provider is absent when it is not offered. */
export interface ProvidersConfig {
  github?: OAuthClientConfig;
  google?: OAuthClientConfig;
  microsoft?: MicrosoftClientConfig;
}

const DEFAULT_MICROSOFT_TENANT = 'common';

/** The providers' variables, in documented order; a provider is offered when its pair is set. */
export const PROVIDER_FIELDS = {
  /** GitHub OAuth app client id. */
  GITHUB_CLIENT_ID: optional(trimmed()),
  /** GitHub OAuth app client secret. */
  GITHUB_CLIENT_SECRET: optional(trimmed()),
  /** Google OAuth client id. */
  GOOGLE_CLIENT_ID: optional(trimmed()),
  /** Google OAuth client secret. */
  GOOGLE_CLIENT_SECRET: optional(trimmed()),
  /** Microsoft Entra app client id. */
  MICROSOFT_CLIENT_ID: optional(trimmed()),
  /** Microsoft Entra app client secret. */
  MICROSOFT_CLIENT_SECRET: optional(trimmed()),
  /** Microsoft Entra tenant; `common` by default. */
  MICROSOFT_TENANT_ID: optional(trimmed()),
};

type ProviderEnv = z.output<z.ZodObject<typeof PROVIDER_FIELDS>>;

const PROVIDER_PREFIXES: Record<ProviderId, string> = {
  github: 'GITHUB',
  google: 'GOOGLE',
  microsoft: 'MICROSOFT',
};

/** A provider whose client id or secret is set without the other. */
export function providerIssues(env: Env): ConfigIssue[] {
  return Object.values(PROVIDER_PREFIXES).flatMap((prefix) =>
    pairIssue(env, `${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`, 'to offer this sign-in provider'),
  );
}

/** Each provider whose client id and secret are both set. */
export function buildProviders(env: ProviderEnv): ProvidersConfig {
  const providers: ProvidersConfig = {};
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    providers.github = {clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET};
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.google = {clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET};
  }
  if (env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET) {
    providers.microsoft = {
      clientId: env.MICROSOFT_CLIENT_ID,
      clientSecret: env.MICROSOFT_CLIENT_SECRET,
      tenantId: env.MICROSOFT_TENANT_ID ?? DEFAULT_MICROSOFT_TENANT,
    };
  }
  return providers;
}
