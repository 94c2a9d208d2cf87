/**
 * What a provider's refusal of a sign-in means, what the person in the browser reads about it,
 * and the one line the server logs for it. One classification for GitHub, Google and Microsoft:
 * their error codes differ, so the tables below map each code to a cause.
 *
 * @module
 */

import {SignInError} from './errors.js';
import type {ProviderDescriptor} from './providers.js';

/** A provider's OAuth error: its `error` code and `error_description`, as it sent them. */
export interface ProviderRefusal {
  code: string;
  description: string | null;
}

/** Why a provider refused a sign-in, as far as its answer tells. */
export type SignInFailureCause =
  | 'wrong-secret'
  | 'expired-secret'
  | 'redirect-mismatch'
  | 'app-unavailable'
  | 'code-expired'
  | 'cancelled'
  | 'unknown';

/**
 * Microsoft Entra ID answers most refusals with `invalid_client` or `invalid_grant` and says
 * which one in an `AADSTS…` code at the start of `error_description`, so that code decides first.
 */
const AADSTS_CAUSES: Readonly<Record<string, SignInFailureCause>> = {
  AADSTS7000215: 'wrong-secret', // Invalid client secret provided (often the Secret ID, not its Value).
  AADSTS7000222: 'expired-secret', // The provided client secret keys are expired.
  AADSTS50011: 'redirect-mismatch', // The redirect URI does not match those configured.
  AADSTS500112: 'redirect-mismatch', // The reply address differs from the authorization request's.
  AADSTS700016: 'app-unavailable', // Application not found in the directory.
  AADSTS7000112: 'app-unavailable', // Application is disabled.
  AADSTS70008: 'code-expired', // The authorization code has expired.
  AADSTS54005: 'code-expired', // The authorization code was already redeemed.
};

/** The OAuth error codes GitHub, Google and Microsoft send, at the token exchange or the callback. */
const ERROR_CODE_CAUSES: Readonly<Record<string, SignInFailureCause>> = {
  incorrect_client_credentials: 'wrong-secret', // GitHub, in a 200 answer.
  invalid_client: 'wrong-secret', // Google (401); Microsoft without an AADSTS code listed above.
  redirect_uri_mismatch: 'redirect-mismatch', // GitHub (200 or at the callback), Google (400).
  application_suspended: 'app-unavailable', // GitHub, at the callback.
  unauthorized_client: 'app-unavailable', // Google and Microsoft: the client may not sign in.
  deleted_client: 'app-unavailable', // Google.
  disabled_client: 'app-unavailable', // Google.
  bad_verification_code: 'code-expired', // GitHub.
  invalid_grant: 'code-expired', // Google, Microsoft.
  access_denied: 'cancelled', // The person said no on the provider's consent screen.
};

/** The `AADSTS…` code at the start of a Microsoft `error_description`, or `null`. */
function aadstsCode(description: string | null): string | null {
  return /^\s*(AADSTS\d+)\b/.exec(description ?? '')?.[1] ?? null;
}

/**
 * Why a provider refused a sign-in.
 *
 * @param refusal - The provider's `error` and `error_description`.
 * @returns The likely cause; `unknown` for a code none of the providers is known to send.
 */
export function classifyRefusal(refusal: ProviderRefusal): SignInFailureCause {
  const aadsts = aadstsCode(refusal.description);
  const byAadsts = aadsts === null ? undefined : AADSTS_CAUSES[aadsts];
  if (byAadsts) return byAadsts;
  return Object.hasOwn(ERROR_CODE_CAUSES, refusal.code) ? (ERROR_CODE_CAUSES[refusal.code] ?? 'unknown') : 'unknown';
}

/** The code the page shows: Microsoft's `AADSTS…` code where it sent one (it names the problem), else `error`. */
function shownCode(refusal: ProviderRefusal): string {
  return aadstsCode(refusal.description) ?? refusal.code;
}

/** What the site owner is told to do, in the provider's own words for its console. */
export interface ProviderFixes {
  /** What the provider calls the app the client ID belongs to, e.g. `OAuth app`. */
  appName: string;
  /** Where the site owner manages that app. */
  console: string;
  /** How to get a new client secret, as a clause. */
  newSecret: string;
  /** The setting that holds the callback URL. */
  redirectSetting: string;
}

const OWNER_ELSE = 'Otherwise, tell the person who runs it.';

/**
 * The page a person sees when a provider refused the sign-in: its status, heading and message.
 * The message names the likely cause and the fix, and never the client secret or the code.
 *
 * @param descriptor - The provider.
 * @param refusal - The provider's error.
 * @param redirectUri - This site's callback URL for the provider, which it must have registered.
 * @returns A {@link SignInError} carrying the refusal for the server's log.
 */
export function refusalError(
  descriptor: ProviderDescriptor,
  refusal: ProviderRefusal,
  redirectUri: string,
): SignInError {
  const {label, fixes} = descriptor;
  const [idEnv = '', secretEnv = ''] = descriptor.envVars;
  const code = shownCode(refusal);
  const failure = (status: number, title: string, message: string) =>
    new SignInError(status, title, message, {refusal});
  switch (classifyRefusal(refusal)) {
    case 'wrong-secret':
      return failure(
        500,
        `${label} did not accept this site's client secret`,
        `${label} refused the client ID and secret this site signs in with (${code}). If you run the site: ${fixes.newSecret}, put it in ${secretEnv} (and check ${idEnv}), then restart the app. ${OWNER_ELSE}`,
      );
    case 'expired-secret':
      return failure(
        500,
        `This site's ${label} client secret has expired`,
        `${label} refused the client secret this site signs in with because it has expired (${code}). If you run the site: ${fixes.newSecret}, put it in ${secretEnv}, then restart the app. ${OWNER_ELSE}`,
      );
    case 'redirect-mismatch':
      return failure(
        500,
        `${label} did not accept this site's callback URL`,
        `${label} refused the sign-in because ${redirectUri} is not registered with this site's ${fixes.appName} (${code}). If you run the site: add that exact address as ${fixes.redirectSetting}, and check that INKWELL_URL is the site's address. ${OWNER_ELSE}`,
      );
    case 'app-unavailable':
      return failure(
        500,
        `${label} no longer accepts this site's ${fixes.appName}`,
        `${label} says the ${fixes.appName} this site signs in with is suspended, disabled or deleted, or its client ID is wrong (${code}). If you run the site: check the ${fixes.appName} in ${fixes.console}, or create a new one and put its client ID and secret in ${idEnv} and ${secretEnv}, then restart the app. ${OWNER_ELSE}`,
      );
    case 'code-expired':
      return failure(
        400,
        `${label} did not accept the sign-in`,
        `${label} refused the sign-in code (${code}). It may have expired: start signing in again.`,
      );
    case 'cancelled':
      return failure(
        400,
        'Sign-in was not completed',
        `${label} ended the sign-in (${code}). Start signing in again if you meant to sign in.`,
      );
    case 'unknown':
      return failure(
        502,
        `${label} refused the sign-in`,
        `${label} refused the sign-in (${code}). Start signing in again; if it happens again, the server's log has ${label}'s reason.`,
      );
  }
}

/**
 * The one line the server logs for a failed sign-in: the provider, and its error code and
 * description where it refused, else the page's heading and message. Line breaks (Microsoft's
 * descriptions carry a trace ID on lines of their own) become spaces, and `hidden` values (the
 * client secret, the sign-in code) are replaced wherever they appear.
 *
 * @param label - The provider's name, e.g. `GitHub`.
 * @param error - The failure.
 * @param hidden - Values that must never reach the log.
 * @returns The line, starting `[inkwell] Sign-in with <provider> failed:`.
 */
export function signInFailureLogLine(label: string, error: SignInError, hidden: readonly string[]): string {
  const detail = error.refusal
    ? `${error.refusal.code}${error.refusal.description ? `: ${error.refusal.description}` : ''}`
    : `${error.title}: ${error.message}`;
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  let line = `[inkwell] Sign-in with ${label} failed (${error.status}): ${detail}`;
  // Before and after the line breaks go, so a value is caught however it was spaced.
  for (const value of hidden) if (value.trim() !== '') line = line.split(value).join('[hidden]');
  line = oneLine(line);
  for (const value of hidden) if (oneLine(value) !== '') line = line.split(oneLine(value)).join('[hidden]');
  return line;
}
