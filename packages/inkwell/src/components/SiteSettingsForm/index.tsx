'use client';

import {useId, useState} from 'react';
import type React from 'react';

import type {SiteSettings} from '../../types.js';
import {apiRequest} from '../internal/api.js';
import {cx} from '../internal/cx.js';
import {SiteFields} from '../internal/SiteFields.js';
import {useForm} from '../internal/useForm.js';
import {setupPayload, validateSetup, type SetupField, type SetupValues} from '../SetupForm/validate.js';
import {useSite} from '../SiteProvider/index.js';

/** Props of {@link SiteSettingsForm}. */
export interface SiteSettingsFormProps {
  /** The settings to start from, as `Inkwell.resolve('/admin/settings')` gives them; `null` starts empty. */
  site: SiteSettings | null;
  /** Called with the saved settings once `PUT /site` succeeds. */
  onSaved?: (site: SiteSettings) => void;
  /** Extra class names for the wrapping `section`, which always has `inkwell-settings`. */
  className?: string;
}

const FIELD_ORDER: readonly SetupField[] = ['name', 'description'];

/**
 * Renders the admins' Settings screen: the site's name and description.
 *
 * @remarks
 * The fields and their checks are the setup form's: the name is required (at most 80
 * characters), the description optional (at most 300). Mistakes show under the field before
 * anything is sent, and focus moves to the first one to fix; nothing typed is lost. Saving
 * PUTs `{name, description}` to `${apiBase}/site`, which only admins may call; an `ApiError`
 * from the server shows on the field it names, or above the form. After a save, "Settings
 * saved." is announced; the header and page titles show the new name on the next page load.
 *
 * Reads `apiBase` from the nearest {@link SiteProvider}.
 *
 * @internal Rendered by {@link InkwellRouter} for the `settings` result, at `/admin/settings`.
 */
export function SiteSettingsForm(props: SiteSettingsFormProps): React.JSX.Element {
  const {site, onSaved, className} = props;
  const {apiBase, fetch: send} = useSite();
  const id = useId();
  const form = useForm<SetupField, SetupValues>({
    initial: {name: site?.name ?? '', description: site?.description ?? ''},
    fields: FIELD_ORDER,
    validate: validateSetup,
    recheckAfterSubmit: true,
  });
  const {values, errors, formError, register, setField} = form;
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  const formErrorId = `${id}-form-error`;

  function change(field: SetupField, value: string): void {
    setField(field, value);
    setMessage('');
  }

  async function save(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    setMessage('');
    if (!form.check()) return;

    setPending(true);
    const payload = setupPayload(values);
    const result = await apiRequest<SiteSettings>(`${apiBase}/site`, 'PUT', payload, send);
    setPending(false);
    if (result.ok) {
      const saved = result.data ?? payload;
      form.reset(saved);
      setMessage('Settings saved.');
      onSaved?.(saved);
      return;
    }
    form.showError(result.error);
  }

  return (
    <section className={cx('inkwell-settings', className)} aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>Settings</h1>
      <p className="inkwell-lead">How your site introduces itself to visitors and search engines.</p>
      <form
        className="inkwell-form inkwell-card"
        noValidate
        onSubmit={(event) => void save(event)}
        aria-describedby={formError ? formErrorId : undefined}
      >
        {formError ? (
          <div className="inkwell-alert" role="alert" id={formErrorId}>
            {formError}
          </div>
        ) : null}
        <SiteFields id={id} values={values} errors={errors} register={register} setField={change} />
        <div className="inkwell-actions">
          <button className="inkwell-button inkwell-button--primary" type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save settings'}
          </button>
          <p className="inkwell-status" role="status">
            {message}
          </p>
        </div>
      </form>
    </section>
  );
}
