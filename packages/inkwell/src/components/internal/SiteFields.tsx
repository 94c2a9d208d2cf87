/**
 * The site's name and description fields, shared by the setup form and the settings screen so
 * both ask the same way and show the same limits.
 *
 * @internal
 * @module
 */
import type React from 'react';

import {SITE_DESCRIPTION_MAX, SITE_NAME_MAX, type SetupField, type SetupValues} from '../SetupForm/validate.js';
import {Field} from './Field.js';
import {fieldA11y, type FieldErrors} from './fields.js';
import type {FormControl} from './useForm.js';

/** Props of {@link SiteFields}. */
export interface SiteFieldsProps {
  /** Prefix for the controls' ids. */
  id: string;
  values: SetupValues;
  errors: FieldErrors<SetupField>;
  register: (field: SetupField) => (element: FormControl | null) => void;
  setField: (field: SetupField, value: string) => void;
}

/**
 * Renders the site name (required) and description (optional) fields.
 *
 * @internal
 */
export function SiteFields({id, values, errors, register, setField}: SiteFieldsProps): React.JSX.Element {
  const ids = {name: `${id}-name`, description: `${id}-description`};
  return (
    <>
      <Field
        id={ids.name}
        label="Site name"
        hint={`Shown in the site's header. Up to ${SITE_NAME_MAX} characters.`}
        error={errors.name}
      >
        <input
          {...fieldA11y(ids.name, {error: errors.name, hint: true})}
          ref={register('name')}
          className="inkwell-input"
          name="name"
          type="text"
          autoComplete="off"
          required
          value={values.name}
          onChange={(event) => setField('name', event.target.value)}
        />
      </Field>
      <Field
        id={ids.description}
        label="Description (optional)"
        hint={`A sentence about the site, for search engines and link previews. Up to ${SITE_DESCRIPTION_MAX} characters.`}
        error={errors.description}
      >
        <textarea
          {...fieldA11y(ids.description, {error: errors.description, hint: true})}
          ref={register('description')}
          className="inkwell-input inkwell-textarea"
          name="description"
          rows={3}
          value={values.description}
          onChange={(event) => setField('description', event.target.value)}
        />
      </Field>
    </>
  );
}
