'use client';

import {useEffect, useId, useRef, useState} from 'react';
import type React from 'react';

import type {SiteSettings} from '../../types.js';
import {apiRequest, type ApiErrorDetail} from '../internal/api.js';
import {cx} from '../internal/cx.js';
import {SignInOptions} from '../internal/SignInOptions.js';
import {SiteFields} from '../internal/SiteFields.js';
import {useForm} from '../internal/useForm.js';
import {useSite} from '../SiteProvider/index.js';
import {setupPayload, validateSetup} from './validate.js';
import type {SetupField, SetupValues} from './validate.js';

/** Props of {@link SetupForm}: what to do once the site is set up, and its class names. */
export interface SetupFormProps {
  /** Called with the saved settings once `POST /setup` succeeds, before the sign-in step shows. */
  onComplete?: (site: SiteSettings) => void;
  /** Extra class names for the wrapping `section`, which always has `inkwell-setup`. */
  className?: string;
}

const FIELD_ORDER: readonly SetupField[] = ['name', 'description'];

/** Whether an answer body is the site's saved settings, as `POST /setup` returns them. */
function isSiteSettings(value: unknown): value is SiteSettings {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<SiteSettings>).name === 'string' &&
    typeof (value as Partial<SiteSettings>).description === 'string'
  );
}

/** The form's message when `url` answered `status` without the saved settings. */
function notSavedError(url: string, status: number): ApiErrorDetail {
  return {
    code: 'not-saved',
    message: `The site was not saved: ${url} answered ${status} without Inkwell's reply. Check that the app has Inkwell's API route there, then try again.`,
  };
}

/**
 * Renders the first-run form: the site's name and description, then sign-in.
 *
 * @remarks
 * Step one asks for the site name (required, at most 80 characters) and a description
 * (optional, at most 300). Mistakes are shown inline under the field, with `aria-invalid` and
 * `aria-describedby`, before anything is sent; focus moves to the first field to fix. The
 * values are POSTed as `{name, description}` to `${apiBase}/setup`. An `ApiError` from the
 * server is shown on the field it names, or above the form when it names none.
 *
 * Step two offers one sign-in button per configured provider
 * (`${authBase}/signin/<provider>?callbackUrl=/`) and explains that the first person to sign in
 * becomes the admin. With no provider configured, it lists the environment variables to set.
 *
 * Reads `apiBase`, `authBase` and `providers` from the nearest {@link SiteProvider}.
 * {@link InkwellRouter} shows it for the `setup` result.
 *
 * @param props - An optional completion callback and class name; see {@link SetupFormProps}.
 * @returns The current step of the setup flow.
 *
 * @example
 * ```tsx
 * import {SetupForm, SiteProvider} from '@inkwell/cms';
 *
 * export function SetupPage() {
 *   return (
 *     <SiteProvider site={null} navigation={[]} session={null} providers={['github']} currentPath="/setup">
 *       <SetupForm onComplete={(site) => console.log(`Created ${site.name}`)} />
 *     </SiteProvider>
 *   );
 * }
 * ```
 *
 * @see
 * - {@link SiteProvider}, which must be above it: the form signs in with its providers.
 * - {@link InkwellRouter}, which shows it while no user exists.
 * - Live demo: [the setup form](/docs/using-inkwell/users#the-first-admin).
 */
export function SetupForm(props: SetupFormProps): React.JSX.Element {
  const {onComplete, className} = props;
  const {apiBase, authBase, providers, fetch: send} = useSite();
  const id = useId();
  // Before the first submit, stay quiet while the person types; after it, keep the messages
  // in step with the text so an error disappears as soon as it is fixed.
  const form = useForm<SetupField, SetupValues>({
    initial: {name: '', description: ''},
    fields: FIELD_ORDER,
    validate: validateSetup,
    recheckAfterSubmit: true,
  });
  const {values, errors, formError, register, setField} = form;
  const [pending, setPending] = useState(false);
  const [site, setSite] = useState<SiteSettings | null>(null);
  const stepTwoHeading = useRef<HTMLHeadingElement>(null);

  // Moving focus to the new step's heading tells keyboard and screen-reader users that the
  // form was replaced, instead of leaving focus on a button that no longer exists.
  useEffect(() => {
    if (site) stepTwoHeading.current?.focus();
  }, [site]);

  const formErrorId = `${id}-form-error`;

  async function submit(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending || !form.check()) return;

    setPending(true);
    const payload = setupPayload(values);
    const result = await apiRequest<SiteSettings>(`${apiBase}/setup`, 'POST', payload, send);
    setPending(false);
    if (result.ok && isSiteSettings(result.data)) {
      setSite(result.data);
      onComplete?.(result.data);
      return;
    }
    // A 2xx that is not the saved settings came from something else than Inkwell's API: a page
    // the app's catch-all rewrites reach when the API route is missing. Nothing was saved, so
    // the form must not say the site is set up.
    form.showError(result.ok ? notSavedError(`${apiBase}/setup`, result.status) : result.error);
  }

  if (site) {
    return (
      <section className={cx('inkwell-setup', className)} aria-labelledby={`${id}-step-two`}>
        <p className="inkwell-meta">Step 2 of 2</p>
        <h1 id={`${id}-step-two`} ref={stepTwoHeading} tabIndex={-1}>
          Sign in to finish
        </h1>
        <p role="status">
          <strong>{site.name}</strong> is set up.
        </p>
        <p className="inkwell-notice">
          The first person to sign in becomes the site&apos;s <strong>admin</strong>. Sign in now, before you share the
          address; after that, only people an admin adds can sign in.
        </p>
        <SignInOptions providers={providers} authBase={authBase} callbackUrl="/" />
      </section>
    );
  }

  return (
    <section className={cx('inkwell-setup', className)} aria-labelledby={`${id}-step-one`}>
      <p className="inkwell-meta">Step 1 of 2</p>
      <h1 id={`${id}-step-one`}>Set up your site</h1>
      <form
        className="inkwell-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={formError ? formErrorId : undefined}
      >
        {formError ? (
          <div className="inkwell-alert" role="alert" id={formErrorId}>
            {formError}
          </div>
        ) : null}
        <SiteFields
          id={id}
          values={values}
          errors={errors}
          register={register}
          setField={(field, value) => setField(field, value)}
        />
        <div className="inkwell-actions">
          <button className="inkwell-button inkwell-button--primary" type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save and continue'}
          </button>
        </div>
      </form>
    </section>
  );
}
