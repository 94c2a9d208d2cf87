'use client';

import {useEffect, useId, useRef, useState} from 'react';
import type React from 'react';

import type {Role, User} from '../../types.js';
import {apiRequest} from '../internal/api.js';
import {formatDate} from '../internal/format.js';
import {Field} from '../internal/Field.js';
import {fieldA11y} from '../internal/fields.js';
import {PROVIDER_LABELS} from '../internal/providers.js';
import {useForm} from '../internal/useForm.js';
import {useSite} from '../SiteProvider/index.js';
import {displayName, newUserPayload, validateNewUser} from './users-form.js';
import type {NewUserField, NewUserValues} from './users-form.js';

/** Props of {@link UsersAdmin}. */
export interface UsersAdminProps {
  /** Everyone who may sign in, as `Inkwell.resolve('/admin/users')` returned them. */
  users: User[];
}

const BLANK: NewUserValues = {email: '', name: '', role: 'editor'};
const ADD_ORDER: readonly NewUserField[] = ['email', 'name', 'role'];

/**
 * The admin screen for people: change roles, remove people, add people by email.
 *
 * @remarks
 * Role changes are sent at once (`PATCH ${apiBase}/users/<id>`) and undone on screen if the
 * server refuses, for example when demoting the last admin. Removing asks for confirmation
 * first (`DELETE ${apiBase}/users/<id>`). **Sign out everywhere** ends every session the
 * person has, on any device (`DELETE ${apiBase}/users/<id>/sessions`). Adding posts `{email, name?, role}` to
 * `${apiBase}/users`; the person can then sign in with any configured provider using that
 * email. Server errors appear in an alert above the table, or on the add form's field.
 *
 * @internal Rendered by {@link InkwellRouter} for the `users` result.
 */
export function UsersAdmin(props: UsersAdminProps): React.JSX.Element {
  const {apiBase, session, currentPath, fetch: send, endSession} = useSite();
  const id = useId();
  const [users, setUsers] = useState<User[]>(props.users);
  const [listError, setListError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useForm<NewUserField, NewUserValues>({
    initial: BLANK,
    fields: ADD_ORDER,
    validate: (values) => validateNewUser(values, users),
  });
  const {values, errors, formError: addError, register, setField} = form;
  const [adding, setAdding] = useState(false);
  const [signedOutHere, setSignedOutHere] = useState(false);
  const cancelRemove = useRef<HTMLButtonElement>(null);

  // Asking "remove this person?" moves focus to Cancel, the choice that loses nothing.
  useEffect(() => {
    if (confirming !== null) cancelRemove.current?.focus();
  }, [confirming]);

  const usersUrl = `${apiBase}/users`;
  const userUrl = (user: User): string => `${usersUrl}/${encodeURIComponent(user.id)}`;

  function markBusy(userId: string, on: boolean): void {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  }

  async function changeRole(user: User, role: Role): Promise<void> {
    if (role === user.role) return;
    setListError(null);
    setMessage('');
    setUsers((current) => current.map((u) => (u.id === user.id ? {...u, role} : u)));
    markBusy(user.id, true);
    const result = await apiRequest<User>(userUrl(user), 'PATCH', {role}, send);
    markBusy(user.id, false);
    if (result.ok) {
      setUsers((current) => current.map((u) => (u.id === user.id ? {...u, ...result.data} : u)));
      setMessage(`${displayName(user)} is now ${role === 'admin' ? 'an admin' : 'an editor'}.`);
    } else {
      setUsers((current) => current.map((u) => (u.id === user.id ? {...u, role: user.role} : u)));
      setListError(`Could not change the role of ${displayName(user)}: ${result.error.message}`);
    }
  }

  async function removeUser(user: User): Promise<void> {
    setListError(null);
    setMessage('');
    markBusy(user.id, true);
    const result = await apiRequest<void>(userUrl(user), 'DELETE', undefined, send);
    markBusy(user.id, false);
    setConfirming(null);
    if (result.ok) {
      setUsers((current) => current.filter((u) => u.id !== user.id));
      setMessage(`${displayName(user)} was removed and can no longer sign in.`);
    } else {
      setListError(`Could not remove ${displayName(user)}: ${result.error.message}`);
    }
  }

  async function signOutEverywhere(user: User, isSelf: boolean): Promise<void> {
    setListError(null);
    setMessage('');
    markBusy(user.id, true);
    const result = await apiRequest<void>(`${userUrl(user)}/sessions`, 'DELETE', undefined, send);
    markBusy(user.id, false);
    if (result.ok && isSelf) {
      // Your own sessions are over, this browser's included: the page stops showing you signed in.
      setSignedOutHere(true);
      endSession();
    } else if (result.ok) {
      setMessage(`${displayName(user)} is signed out everywhere. They can sign in again at once.`);
    } else {
      setListError(`Could not sign out ${displayName(user)}: ${result.error.message}`);
    }
  }

  async function addUser(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (adding) return;
    setMessage('');
    if (!form.check()) return;
    setAdding(true);
    const result = await apiRequest<User>(usersUrl, 'POST', newUserPayload(values), send);
    setAdding(false);
    if (result.ok) {
      setUsers((current) => [...current, result.data]);
      form.reset(BLANK);
      setMessage(`Added ${displayName(result.data)}. They can now sign in with that email address.`);
      form.control('email')?.focus();
    } else {
      form.showError(result.error);
    }
  }

  const addId = (field: NewUserField): string => `${id}-new-${field}`;

  if (signedOutHere) {
    return (
      <section className="inkwell-users" aria-labelledby={`${id}-heading`}>
        <h1 id={`${id}-heading`}>Users</h1>
        <p className="inkwell-status" role="status">
          You are signed out everywhere, this browser included.
        </p>
        <p>
          <a className="inkwell-button inkwell-button--primary" href={currentPath}>
            Sign in again
          </a>
        </p>
      </section>
    );
  }

  return (
    <section className="inkwell-users" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>Users</h1>
      <p>
        Only the people listed here can sign in. Editors write and publish posts and pages; admins can also manage this
        list.
      </p>
      {listError ? (
        <div className="inkwell-alert" role="alert">
          {listError}
        </div>
      ) : null}
      <p className="inkwell-status" role="status">
        {message}
      </p>

      <div className="inkwell-table-wrap">
        <table className="inkwell-table">
          <caption className="inkwell-visually-hidden">People who can sign in</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Last signed in with</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span className="inkwell-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const roleId = `${id}-role-${user.id}`;
              const isSelf = session?.user.id === user.id;
              const isBusy = busy.has(user.id);
              return (
                <tr key={user.id}>
                  <th scope="row">
                    {user.name || <span className="inkwell-meta">(no name yet)</span>}
                    {isSelf && !namedYou(user) ? <span className="inkwell-badge">you</span> : null}
                  </th>
                  <td className="inkwell-users__email">{breakableEmail(user.email)}</td>
                  <td>
                    <label className="inkwell-visually-hidden" htmlFor={roleId}>
                      Role of {displayName(user)}
                    </label>
                    <select
                      id={roleId}
                      className="inkwell-input inkwell-select"
                      value={user.role}
                      disabled={isBusy}
                      onChange={(event) => void changeRole(user, event.target.value === 'admin' ? 'admin' : 'editor')}
                    >
                      <option value="editor">Editor</option>
                      <option value="admin">Admin</option>
                    </select>
                  </td>
                  {/* data-label: the column's name, shown beside the value where narrow screens stack the row. */}
                  <td data-label="Last signed in with">{lastSignIn(user, isSelf)}</td>
                  <td data-label="Added">
                    <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                  </td>
                  <td>
                    {confirming === user.id ? (
                      <span
                        className="inkwell-confirm"
                        role="group"
                        aria-label={`Confirm removing ${displayName(user)}`}
                      >
                        <button
                          className="inkwell-button inkwell-button--danger"
                          type="button"
                          disabled={isBusy}
                          onClick={() => void removeUser(user)}
                        >
                          {isBusy ? 'Removing…' : `Yes, remove ${displayName(user)}`}
                        </button>
                        <button
                          ref={cancelRemove}
                          className="inkwell-button"
                          type="button"
                          onClick={() => setConfirming(null)}
                        >
                          Cancel
                        </button>
                      </span>
                    ) : (
                      <span className="inkwell-actions">
                        <button
                          className="inkwell-button"
                          type="button"
                          disabled={isBusy}
                          aria-label={`Sign out ${displayName(user)} everywhere`}
                          onClick={() => void signOutEverywhere(user, isSelf)}
                        >
                          Sign out everywhere
                        </button>
                        <button
                          className="inkwell-button"
                          type="button"
                          disabled={isBusy}
                          aria-label={`Remove ${displayName(user)}`}
                          onClick={() => setConfirming(user.id)}
                        >
                          Remove
                        </button>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <form
        className="inkwell-form inkwell-users__add"
        noValidate
        onSubmit={(event) => void addUser(event)}
        aria-labelledby={`${id}-add`}
      >
        <h2 id={`${id}-add`}>Add a person</h2>
        {addError ? (
          <div className="inkwell-alert" role="alert">
            {addError}
          </div>
        ) : null}
        <Field
          id={addId('email')}
          label="Email"
          hint="The address they sign in with, at any configured provider."
          error={errors.email}
        >
          <input
            {...fieldA11y(addId('email'), {error: errors.email, hint: true})}
            ref={register('email')}
            className="inkwell-input"
            name="email"
            type="email"
            autoComplete="off"
            required
            value={values.email}
            onChange={(event) => setField('email', event.target.value)}
          />
        </Field>
        <Field id={addId('name')} label="Name (optional)" error={errors.name}>
          <input
            {...fieldA11y(addId('name'), {error: errors.name})}
            ref={register('name')}
            className="inkwell-input"
            name="name"
            type="text"
            autoComplete="off"
            value={values.name}
            onChange={(event) => setField('name', event.target.value)}
          />
        </Field>
        <Field id={addId('role')} label="Role" error={errors.role}>
          <select
            {...fieldA11y(addId('role'), {error: errors.role})}
            ref={register('role')}
            className="inkwell-input inkwell-select"
            name="role"
            value={values.role}
            onChange={(event) => setField('role', event.target.value === 'admin' ? 'admin' : 'editor')}
          >
            <option value="editor">Editor</option>
            <option value="admin">Admin</option>
          </select>
        </Field>
        <div className="inkwell-actions">
          <button className="inkwell-button inkwell-button--primary" type="submit" disabled={adding}>
            {adding ? 'Adding…' : 'Add person'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Whether the person's name already says "You", so a "you" badge beside it would repeat it. */
function namedYou(user: User): boolean {
  return user.name.trim().toLowerCase() === 'you';
}

/** How the person last signed in; you are signed in now even where no provider is recorded. */
function lastSignIn(user: User, isSelf: boolean): string {
  if (user.provider) return PROVIDER_LABELS[user.provider];
  return isSelf ? 'Signed in now' : 'Not yet';
}

/**
 * An email that may wrap only after its `@`: the local part and the domain stay whole, where
 * breaking anywhere split "example.com" into "example.co" and "m".
 */
function breakableEmail(email: string): React.ReactNode {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
