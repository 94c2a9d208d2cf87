/**
 * A labelled form field with its hint and inline error, shared by the forms.
 *
 * @internal
 * @module
 */
import type React from 'react';

import {cx} from './cx.js';
import {fieldIds} from './fields.js';

/** Props of {@link Field}. */
export interface FieldProps {
  /** Id of the control inside; the label, hint and error ids derive from it. */
  id: string;
  /** Visible label text. */
  label: string;
  /** Help text shown under the control. */
  hint?: string | undefined;
  /** Error message; when set the field is shown as invalid. */
  error?: string | undefined;
  /** The control, which must carry `id` and the attributes from `fieldA11y`. */
  children: React.ReactNode;
  /** Extra class names for the wrapper. */
  className?: string | undefined;
}

/**
 * Renders a label, a control, an optional hint and an optional error message.
 *
 * @internal
 */
export function Field({id, label, hint, error, children, className}: FieldProps): React.JSX.Element {
  const ids = fieldIds(id);
  return (
    <div className={cx('inkwell-field', error && 'inkwell-field--invalid', className)}>
      <label className="inkwell-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="inkwell-hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="inkwell-field-error" id={ids.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
