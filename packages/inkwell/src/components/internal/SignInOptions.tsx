/**
 * Sign-in links for the configured providers, or what to configure when there are none.
 *
 * @internal
 * @module
 */
import type React from 'react';

import type {ProviderId} from '../../types.js';
import {PROVIDER_ENV_VARS, PROVIDER_LABELS, ALL_PROVIDERS, signInHref} from './providers.js';

/** Props of {@link SignInOptions}. */
export interface SignInOptionsProps {
  /** Providers the server offers. */
  providers: readonly ProviderId[];
  /** Where the sign-in routes are mounted, e.g. `/api/auth`. */
  authBase: string;
  /** Path to return to after signing in. */
  callbackUrl: string;
}

/**
 * Renders one sign-in link per provider, styled as a button.
 *
 * @remarks They are links, not buttons: signing in is a navigation to the provider
 * (`GET /api/auth/signin/:provider`), which works without JavaScript.
 * @internal
 */
export function SignInOptions({providers, authBase, callbackUrl}: SignInOptionsProps): React.JSX.Element {
  if (providers.length === 0) return <NoProviderNotice />;
  return (
    <ul className="inkwell-signin-list">
      {providers.map((provider) => (
        <li key={provider}>
          <a className="inkwell-button inkwell-button--primary" href={signInHref(authBase, provider, callbackUrl)}>
            Sign in with {PROVIDER_LABELS[provider]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Tells the developer which environment variables enable a provider.
 *
 * @internal
 */
export function NoProviderNotice(): React.JSX.Element {
  return (
    <div className="inkwell-notice inkwell-notice--warning">
      <p>
        <strong>No sign-in provider is configured.</strong> Set both variables of at least one provider in the
        server&apos;s environment, then restart the server:
      </p>
      <ul>
        {ALL_PROVIDERS.map((provider) => (
          <li key={provider}>
            {PROVIDER_LABELS[provider]}:{' '}
            {PROVIDER_ENV_VARS[provider].map((name, index) => (
              <span key={name}>
                {index > 0 ? ' and ' : null}
                <code>{name}</code>
              </span>
            ))}
            {provider === 'microsoft' ? (
              <>
                {' '}
                (and <code>MICROSOFT_TENANT_ID</code> for a single-tenant app)
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        Register <code>{'<INKWELL_URL>/api/auth/callback/<provider>'}</code> as the callback URL with the provider.
      </p>
    </div>
  );
}
