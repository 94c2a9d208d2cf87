/**
 * Client-side checks for the setup form, matching the server's rules so most mistakes are
 * caught before a round trip.
 *
 * @internal
 * @module
 */
import type {FieldErrors} from '../internal/fields.js';

import {SITE_DESCRIPTION_MAX, SITE_NAME_MAX} from '../../limits.js';

export {SITE_DESCRIPTION_MAX, SITE_NAME_MAX};

/** The setup form's fields. */
export type SetupField = 'name' | 'description';

/** What the setup form holds. */
export type SetupValues = Record<SetupField, string>;

/** The body of `POST /setup`: the values, trimmed. */
export function setupPayload(values: SetupValues): SetupValues {
  return {name: values.name.trim(), description: values.description.trim()};
}

/**
 * Checks the setup values; an empty result means they may be sent.
 *
 * @remarks Lengths are counted after trimming, in UTF-16 code units like the server's
 * `string.length` check, so the two never disagree about a limit.
 */
export function validateSetup(values: SetupValues): FieldErrors<SetupField> {
  const {name, description} = setupPayload(values);
  const errors: FieldErrors<SetupField> = {};
  if (name === '') {
    errors.name = 'Enter a name for your site.';
  } else if (name.length > SITE_NAME_MAX) {
    errors.name = `Use at most ${SITE_NAME_MAX} characters for the site name (this one has ${name.length}).`;
  }
  if (description.length > SITE_DESCRIPTION_MAX) {
    errors.description = `Use at most ${SITE_DESCRIPTION_MAX} characters for the description (this one has ${description.length}).`;
  }
  return errors;
}
