/**
 * Accessibility wiring shared by the forms: which ids describe a field, and whether it is
 * invalid.
 *
 * @internal
 * @module
 */

/** The ids of a field's hint and error elements, derived from the field's own id. */
export function fieldIds(id: string): {hint: string; error: string} {
  return {hint: `${id}-hint`, error: `${id}-error`};
}

/**
 * Attributes that tie a control to its hint and error message.
 *
 * @remarks `aria-describedby` lists the error first so a screen reader announces what is wrong
 * before the general hint. `aria-invalid` is omitted (not `"false"`) when the field is valid.
 */
export function fieldA11y(
  id: string,
  options: {error?: string | undefined; hint?: boolean},
): {id: string; 'aria-invalid'?: true; 'aria-describedby'?: string} {
  const ids = fieldIds(id);
  const describedBy = [options.error ? ids.error : null, options.hint ? ids.hint : null]
    .filter((x): x is string => x !== null)
    .join(' ');
  return {
    id,
    ...(options.error ? {'aria-invalid': true as const} : {}),
    ...(describedBy ? {'aria-describedby': describedBy} : {}),
  };
}

/** A map from field name to its error message; absent means valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Whether a map of field errors has any entry. */
export function hasErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some(Boolean);
}
