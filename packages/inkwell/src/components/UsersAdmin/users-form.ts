/**
 * Checks and helpers for the users screen.
 *
 * @internal
 * @module
 */
import type {Role, User} from '../../types.js';
import type {FieldErrors} from '../internal/fields.js';

/** The "add a user" form's fields. */
export type NewUserField = 'email' | 'name' | 'role';

/** What the "add a user" form holds. */
export interface NewUserValues {
  email: string;
  name: string;
  role: Role;
}

/** Body of `POST /users`. */
export interface NewUserInput {
  email: string;
  name?: string;
  role: Role;
}

// Deliberately loose: one "@" with something either side and a dot in the domain. The real
// check is the provider's, at sign-in; this only catches typos such as a missing "@".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the form; an empty result means it may be sent. */
export function validateNewUser(values: NewUserValues, existing: readonly User[]): FieldErrors<NewUserField> {
  const errors: FieldErrors<NewUserField> = {};
  const email = values.email.trim().toLowerCase();
  if (email === '') errors.email = 'Enter the email address the person signs in with.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter an email address like name@example.com.';
  else if (existing.some((user) => user.email.toLowerCase() === email)) {
    errors.email = `${email} has already been added.`;
  }
  if (values.name.trim().length > 100) errors.name = 'Use at most 100 characters for the name.';
  return errors;
}

/** The request body: a lower-cased email, and the name only when one was typed. */
export function newUserPayload(values: NewUserValues): NewUserInput {
  const name = values.name.trim();
  return {email: values.email.trim().toLowerCase(), ...(name ? {name} : {}), role: values.role};
}

/** How to refer to a user in messages and labels: their name, else their email. */
export function displayName(user: Pick<User, 'name' | 'email'>): string {
  return user.name.trim() || user.email;
}
