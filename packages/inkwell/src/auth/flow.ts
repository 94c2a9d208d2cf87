/**
 * The two halves of the OAuth 2 authorization-code flow with `state` and PKCE (S256):
 * sending the browser to the provider, and handling its way back.
 *
 * @module
 */

import {isErrorKind} from '../error-kind.js';
import {
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  generateCodeVerifier,
  generateState,
  type OAuth2Tokens,
} from 'arctic';
import type {User} from '../types.js';
import {deleteCookie, parseCookies, serializeCookie} from './cookies.js';
import {SignInError} from './errors.js';
import type {ConfiguredProvider} from './providers.js';
import {htmlPage, redirectResponse} from './responses.js';
import {refusalError, signInFailureLogLine, type ProviderRefusal} from './sign-in-failure.js';
import type {AdmitInput} from './rules.js';
import {SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, createSessionToken, sessionVersionOf} from './session.js';
import type {AuthConfig} from './types.js';
import {type SiteUrl, safeCallbackPath, siteHref} from './urls.js';

export const STATE_COOKIE = 'inkwell_oauth_state';
export const VERIFIER_COOKIE = 'inkwell_oauth_verifier';
export const CALLBACK_COOKIE = 'inkwell_oauth_callback';
/** Long enough to pick an account and pass two-factor checks; short enough that a stale state is useless. */
export const OAUTH_COOKIE_MAX_AGE_SECONDS = 10 * 60;

export interface FlowContext {
  config: AuthConfig;
  site: SiteUrl;
  basePath: string;
  now: () => Date;
  admit: (input: Omit<AdmitInput, 'store'>) => Promise<User>;
}

function oauthCookiePath(ctx: FlowContext): string {
  // Only the callback reads these, so they are not sent with every page request.
  return `${ctx.site.prefix}${ctx.basePath}`;
}

function redirectUri(ctx: FlowContext, provider: ConfiguredProvider): string {
  return siteHref(ctx.site, `${ctx.basePath}/callback/${provider.descriptor.id}`);
}

function client(ctx: FlowContext, provider: ConfiguredProvider): OAuth2Client {
  return new OAuth2Client(provider.credentials.clientId, provider.credentials.clientSecret, redirectUri(ctx, provider));
}

/** Redirects to the provider's consent screen, remembering `state`, the PKCE verifier and where to return to. */
export function startSignIn(ctx: FlowContext, provider: ConfiguredProvider, callbackUrl: string | null): Response {
  const state = generateState();
  const verifier = generateCodeVerifier();
  const authorizationUrl = client(ctx, provider).createAuthorizationURLWithPKCE(
    provider.endpoints.authorization,
    state,
    CodeChallengeMethod.S256,
    verifier,
    [...provider.descriptor.scopes],
  );
  const attributes = {path: oauthCookiePath(ctx), maxAge: OAUTH_COOKIE_MAX_AGE_SECONDS, secure: ctx.config.production};
  const returnTo = safeCallbackPath(callbackUrl, ctx.site) ?? '';
  return redirectResponse(authorizationUrl.toString(), [
    // The provider id is part of the state cookie so a callback for another provider
    // cannot reuse it.
    serializeCookie(STATE_COOKIE, `${provider.descriptor.id}:${state}`, attributes),
    serializeCookie(VERIFIER_COOKIE, verifier, attributes),
    serializeCookie(CALLBACK_COOKIE, returnTo, attributes),
  ]);
}

/** The provider's OAuth error in a token answer's body, or `null` when it holds none. */
function refusalIn(data: object): ProviderRefusal | null {
  const {error, error_description: description} = data as {error?: unknown; error_description?: unknown};
  if (typeof error !== 'string') return null;
  return {code: error, description: typeof description === 'string' ? description : null};
}

async function exchangeCode(
  ctx: FlowContext,
  provider: ConfiguredProvider,
  code: string,
  verifier: string,
): Promise<string> {
  const label = provider.descriptor.label;
  let tokens: OAuth2Tokens;
  try {
    tokens = await client(ctx, provider).validateAuthorizationCode(provider.endpoints.token, code, verifier);
  } catch (error) {
    if (error instanceof OAuth2RequestError) {
      throw refusalError(
        provider.descriptor,
        {code: error.code, description: error.description},
        redirectUri(ctx, provider),
      );
    }
    throw new SignInError(
      502,
      `${label} could not complete the sign-in`,
      `Inkwell could not exchange the sign-in code with ${label}. Try again in a moment.`,
      {cause: error},
    );
  }
  // GitHub reports a refused exchange with a 200 and an `error` field, which arctic's generic
  // client hands back as tokens.
  const refusal = refusalIn(tokens.data);
  if (refusal) throw refusalError(provider.descriptor, refusal, redirectUri(ctx, provider));
  try {
    return tokens.accessToken();
  } catch (error) {
    throw new SignInError(
      502,
      `${label} could not complete the sign-in`,
      `Inkwell could not exchange the sign-in code with ${label}. Try again in a moment.`,
      {cause: error},
    );
  }
}

/**
 * Handles the provider's redirect back: checks `state`, exchanges the code with the PKCE
 * verifier, reads the profile, applies the sign-in rules and sets the session cookie.
 */
export async function completeSignIn(
  ctx: FlowContext,
  provider: ConfiguredProvider,
  request: Request,
): Promise<Response> {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie'));
  const oauthAttributes = {path: oauthCookiePath(ctx), secure: ctx.config.production};
  // Whatever happens next, a state is good for one attempt only.
  const clearOauthCookies = [STATE_COOKIE, VERIFIER_COOKIE, CALLBACK_COOKIE].map((name) =>
    deleteCookie(name, oauthAttributes),
  );
  const home = siteHref(ctx.site, '/');
  const label = provider.descriptor.label;

  try {
    const expectedState = cookies.get(STATE_COOKIE);
    const verifier = cookies.get(VERIFIER_COOKIE);
    if (!expectedState || !verifier) {
      throw new SignInError(
        400,
        'Sign-in could not be verified',
        'This sign-in is missing its security check (the state cookie). It may have taken more than 10 minutes, been started in another browser, or cookies may be blocked. Start signing in again.',
      );
    }
    const state = url.searchParams.get('state');
    if (!state || expectedState !== `${provider.descriptor.id}:${state}`) {
      throw new SignInError(
        400,
        'Sign-in could not be verified',
        `The state returned by ${label} does not match the sign-in this browser started, so Inkwell stopped to protect your account. Start signing in again.`,
      );
    }
    // GitHub sends a suspended app or a wrong callback URL back here too, not only a "no".
    const providerError = url.searchParams.get('error');
    if (providerError) {
      throw refusalError(
        provider.descriptor,
        {code: providerError, description: url.searchParams.get('error_description')},
        redirectUri(ctx, provider),
      );
    }
    const code = url.searchParams.get('code');
    if (!code) {
      throw new SignInError(
        400,
        'Sign-in could not be completed',
        `${label} sent no sign-in code. Start signing in again.`,
      );
    }

    const accessToken = await exchangeCode(ctx, provider, code, verifier);
    const profile = await provider.descriptor.fetchProfile(provider.endpoints, accessToken);
    const now = ctx.now();
    const user = await ctx.admit({profile, provider: provider.descriptor.id, now});
    const session = await createSessionToken(user.id, ctx.config.secret, now, sessionVersionOf(user));

    const returnTo = safeCallbackPath(cookies.get(CALLBACK_COOKIE), ctx.site);
    return redirectResponse(returnTo ? `${ctx.site.origin}${returnTo}` : home, [
      ...clearOauthCookies,
      serializeCookie(SESSION_COOKIE, session.token, {
        path: '/',
        maxAge: SESSION_MAX_AGE_SECONDS,
        secure: ctx.config.production,
      }),
    ]);
  } catch (error) {
    if (!isErrorKind(error, 'SignInError')) throw error;
    // The site owner's only view of why sign-in fails: the page goes to whoever tried.
    console.warn(
      signInFailureLogLine(label, error, [provider.credentials.clientSecret, url.searchParams.get('code') ?? '']),
    );
    return htmlPage(error.status, error.title, error.message, home, clearOauthCookies);
  }
}
