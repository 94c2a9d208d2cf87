/**
 * One small descriptor per OAuth provider: endpoints, scopes, and how to turn the
 * provider's profile answer into a verified email, a name and an avatar.
 *
 * @module
 */

import * as z from 'zod';
import type {ProviderId} from '../types.js';
import {normaliseEmail} from '../store/records.js';
import {SignInError} from './errors.js';
import type {ProviderFixes} from './sign-in-failure.js';
import type {OAuthClientConfig} from '../config.js';
import type {AuthConfig, AuthDeps, ProviderEndpoints} from './types.js';

/** What sign-in needs to know about the person, once the provider has vouched for the email. */
export interface ProviderProfile {
  /** Lower-cased, verified by the provider. */
  email: string;
  name: string;
  image: string | null;
}

/** A provider Inkwell knows how to talk to. */
export interface ProviderDescriptor {
  id: ProviderId;
  /** Name shown to people, e.g. on error pages. */
  label: string;
  scopes: readonly string[];
  /** Environment variables that enable it, for the "not configured" answer. */
  envVars: readonly string[];
  /** Further settings worth naming in that answer. */
  optionalEnvVars?: string;
  /** Where the site owner fixes a refused secret, callback URL or app, in the provider's words. */
  fixes: ProviderFixes;
  fetchProfile(endpoints: ProviderEndpoints, accessToken: string): Promise<ProviderProfile>;
}

/** A configured provider: descriptor, resolved endpoints and client credentials. */
export interface ConfiguredProvider {
  descriptor: ProviderDescriptor;
  endpoints: ProviderEndpoints;
  credentials: OAuthClientConfig;
}

/** Stable order, used for `InkwellAuth.providers` and the sign-in screen. */
export const PROVIDER_IDS: readonly ProviderId[] = ['github', 'google', 'microsoft'];

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}

async function getJson(url: string, accessToken: string, label: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: 'application/json',
        // GitHub's API rejects requests without a User-Agent.
        'User-Agent': 'inkwell-cms',
      },
    });
  } catch (cause) {
    throw new SignInError(
      502,
      `${label} could not be reached`,
      `Inkwell could not reach ${label} to read your profile. Try again in a moment.`,
      {cause},
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SignInError(
      502,
      `${label} refused the profile request`,
      `${label} answered ${response.status} when Inkwell asked for your profile. Try signing in again.`,
    );
  }
  return response.json();
}

function noVerifiedEmail(label: string): SignInError {
  return new SignInError(
    403,
    'No verified email address',
    `Your ${label} account did not share a verified email address, and Inkwell lets people in by email. Verify an email address with ${label}, or sign in with another provider.`,
  );
}

function malformedProfile(label: string, error: z.ZodError): SignInError {
  return new SignInError(
    502,
    `Unexpected answer from ${label}`,
    `${label} sent a profile Inkwell could not read. Try again, or sign in with another provider.`,
    {cause: error},
  );
}

const oidcUserinfo = z.object({
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

/**
 * Google and Microsoft both answer the OIDC userinfo shape; they differ in whether they
 * say the email is verified and whether `picture` is a public URL.
 */
function oidcProfile(options: {label: string; requireVerifiedClaim: boolean; usePicture: boolean}) {
  return async (endpoints: ProviderEndpoints, accessToken: string): Promise<ProviderProfile> => {
    const parsed = oidcUserinfo.safeParse(await getJson(endpoints.userinfo, accessToken, options.label));
    if (!parsed.success) throw malformedProfile(options.label, parsed.error);
    const info = parsed.data;
    // Some providers send the claim as the string "true".
    const verified = info.email_verified === true || info.email_verified === 'true';
    const claimedUnverified = info.email_verified !== undefined && !verified;
    if (!info.email || claimedUnverified || (options.requireVerifiedClaim && !verified)) {
      throw noVerifiedEmail(options.label);
    }
    const email = normaliseEmail(info.email);
    return {
      email,
      name: info.name?.trim() || email,
      image: options.usePicture && info.picture ? info.picture : null,
    };
  };
}

const githubUser = z.object({
  login: z.string(),
  name: z.string().nullish(),
  avatar_url: z.string().nullish(),
});

const githubEmails = z.array(z.object({email: z.string(), primary: z.boolean(), verified: z.boolean()}));

/** GitHub's `/user` email may be absent or unverified, so the primary verified one comes from `/user/emails`. */
async function githubProfile(endpoints: ProviderEndpoints, accessToken: string): Promise<ProviderProfile> {
  const label = 'GitHub';
  if (!endpoints.emails) throw new Error('GitHub descriptor has no emails endpoint');
  const [userJson, emailsJson] = await Promise.all([
    getJson(endpoints.userinfo, accessToken, label),
    getJson(endpoints.emails, accessToken, label),
  ]);
  const user = githubUser.safeParse(userJson);
  if (!user.success) throw malformedProfile(label, user.error);
  const emails = githubEmails.safeParse(emailsJson);
  if (!emails.success) throw malformedProfile(label, emails.error);
  const primary = emails.data.find((entry) => entry.primary && entry.verified);
  if (!primary) throw noVerifiedEmail(label);
  return {
    email: normaliseEmail(primary.email),
    name: user.data.name?.trim() || user.data.login,
    image: user.data.avatar_url || null,
  };
}

const DESCRIPTORS: Record<ProviderId, ProviderDescriptor> = {
  github: {
    id: 'github',
    label: 'GitHub',
    scopes: ['read:user', 'user:email'],
    envVars: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
    fixes: {
      appName: 'OAuth app',
      console: "GitHub's Settings → Developer settings → OAuth Apps",
      newSecret: "generate a new client secret on the OAuth app's page",
      redirectSetting: 'its Authorization callback URL',
    },
    fetchProfile: githubProfile,
  },
  google: {
    id: 'google',
    label: 'Google',
    scopes: ['openid', 'email', 'profile'],
    envVars: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    fixes: {
      appName: 'OAuth client',
      console: 'the Google Cloud console, under APIs & Services → Credentials',
      newSecret: 'add a new client secret to the OAuth client under APIs & Services → Credentials',
      redirectSetting: 'one of its Authorized redirect URIs',
    },
    fetchProfile: oidcProfile({label: 'Google', requireVerifiedClaim: true, usePicture: true}),
  },
  microsoft: {
    id: 'microsoft',
    label: 'Microsoft',
    scopes: ['openid', 'email', 'profile'],
    envVars: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    fixes: {
      appName: 'app registration',
      console: 'the Microsoft Entra admin center, under App registrations',
      newSecret:
        "create a new client secret under the app registration's Certificates & secrets and copy its Value (not its Secret ID)",
      redirectSetting: 'one of its Web redirect URIs',
    },
    optionalEnvVars: 'MICROSOFT_TENANT_ID, default "common"',
    // Entra ID sends no email_verified claim; since mid-2023 it drops the email claim
    // when the domain owner is unverified, which is what keeps a foreign tenant from
    // claiming someone else's address. Its `picture` is a Graph URL that needs the
    // access token, so it cannot be shown as an <img>.
    fetchProfile: oidcProfile({label: 'Microsoft', requireVerifiedClaim: false, usePicture: false}),
  },
};

function defaultEndpoints(id: ProviderId, config: AuthConfig): ProviderEndpoints {
  switch (id) {
    case 'github':
      return {
        authorization: 'https://github.com/login/oauth/authorize',
        token: 'https://github.com/login/oauth/access_token',
        userinfo: 'https://api.github.com/user',
        emails: 'https://api.github.com/user/emails',
      };
    case 'google':
      return {
        authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
        token: 'https://oauth2.googleapis.com/token',
        userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
      };
    case 'microsoft': {
      const tenant = encodeURIComponent(config.providers.microsoft?.tenantId || 'common');
      return {
        authorization: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/authorize`,
        token: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/token`,
        userinfo: 'https://graph.microsoft.com/oidc/userinfo',
      };
    }
  }
}

export function getDescriptor(id: ProviderId): ProviderDescriptor {
  return DESCRIPTORS[id];
}

/** The providers whose client id and secret are set, in {@link PROVIDER_IDS} order. */
export function configuredProviderIds(config: AuthConfig): ProviderId[] {
  return PROVIDER_IDS.filter((id) => config.providers[id] !== undefined);
}

/** The provider ready to use, or `null` when its credentials are not configured. */
export function resolveProvider(
  id: ProviderId,
  config: AuthConfig,
  overrides: AuthDeps['providers'],
): ConfiguredProvider | null {
  const credentials = config.providers[id];
  if (!credentials) return null;
  return {
    descriptor: DESCRIPTORS[id],
    endpoints: {...defaultEndpoints(id, config), ...overrides?.[id]},
    credentials: {clientId: credentials.clientId, clientSecret: credentials.clientSecret},
  };
}
