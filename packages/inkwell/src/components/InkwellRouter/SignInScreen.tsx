'use client';

import type React from 'react';

import type {ProviderId} from '../../types.js';
import {SignInOptions} from '../internal/SignInOptions.js';
import {useSite} from '../SiteProvider/index.js';

/**
 * The sign-in screen shown for admin paths without a session.
 *
 * @remarks After signing in, the provider sends the person back to the path they asked for
 * (`currentPath` from {@link SiteProvider}).
 * @internal Rendered by {@link InkwellRouter} for the `sign-in` result.
 */
export function SignInScreen({providers}: {providers: ProviderId[]}): React.JSX.Element {
  const {authBase, currentPath} = useSite();
  return (
    <section className="inkwell-signin" aria-labelledby="inkwell-signin-heading">
      <h1 id="inkwell-signin-heading">Sign in</h1>
      <p>Sign in to write and edit this site. Only people an admin has added can sign in.</p>
      <SignInOptions providers={providers} authBase={authBase} callbackUrl={currentPath} />
    </section>
  );
}
