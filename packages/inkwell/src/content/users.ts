/**
 * Rules for users: a valid lower-cased email, a role, and always at least one admin.
 *
 * @module
 */

import {z} from 'zod';

import {NotFoundError} from '../store/errors.js';
import {normaliseEmail} from '../store/records.js';
import type {DataStore} from '../store/types.js';
import type {Role, User} from '../types.js';
import {makeId, timestamp, type ContentContext} from './context.js';
import {LastAdminError} from './errors.js';
import {parseInput, roleField, text} from './fields.js';
import {exclusive} from './lock.js';

/** What an admin sends to add a user who may then sign in. */
export interface UserInput {
  /** The address the user signs in with; checked, trimmed and stored lower-cased. */
  email: string;
  /** Shown until the user's first sign-in fills it in; the part of the email before `@` when omitted. */
  name?: string;
  /** `editor` (writes posts and pages) or `admin` (also manages users); `editor` when omitted. */
  role?: Role;
}

/** What an admin sends to change a user. */
export interface UserPatch {
  /** The new role; demoting the last admin is refused. */
  role?: Role;
  /** The new display name; not empty, at most 100 characters. */
  name?: string;
}

const MAX_NAME_LENGTH = 100;

const emailField = text('email')
  .transform(normaliseEmail)
  .pipe(z.email({error: 'email must be a valid email address, such as ada@example.com.'}))
  .pipe(z.string().max(254, {error: 'email must be at most 254 characters.'}));

const nameField = text('name')
  .trim()
  .max(MAX_NAME_LENGTH, {error: `name must be at most ${MAX_NAME_LENGTH} characters.`});

const createSchema = z.object({
  email: emailField,
  name: nameField.optional(),
  role: roleField.default('editor'),
});

const patchSchema = z.object({
  role: roleField.optional(),
  name: nameField.min(1, {error: 'name cannot be empty.'}).optional(),
});

/** Adds a user; throws `EmailTakenError` when the email is already a user's. */
export async function addUser(context: ContentContext, input: unknown): Promise<User> {
  const fields = parseInput(createSchema, input);
  return context.store.users.create({
    id: makeId(context),
    name: fields.name || (fields.email.split('@')[0] ?? fields.email),
    email: fields.email,
    image: null,
    role: fields.role,
    provider: null,
    createdAt: timestamp(context),
  });
}

async function isLastAdmin(context: ContentContext, user: User): Promise<boolean> {
  return user.role === 'admin' && (await context.store.users.count({role: 'admin'})) <= 1;
}

async function requireUser(context: ContentContext, id: string): Promise<User> {
  const user = await context.store.users.get(id);
  if (!user) throw new NotFoundError('user', id);
  return user;
}

/**
 * Ends every session of the user: adds one to their session version, so every session
 * cookie issued before is refused on its next request (see `auth/session.ts`).
 *
 * @remarks Done by the store on the user as stored when written, so two at once both count.
 */
export async function endSessions(store: Pick<DataStore, 'users'>, userId: string): Promise<User> {
  return store.users.update(userId, (user) => ({sessionVersion: (user.sessionVersion ?? 0) + 1}));
}

/** Signs the user out on every device and browser; throws `NotFoundError` for an unknown id. */
export async function signOutEverywhere(context: ContentContext, id: string): Promise<void> {
  await endSessions(context.store, id);
}

/**
 * Changes a user's role or name; refuses to demote the last admin.
 * Runs under a lock so two demotions cannot each leave the other as the last admin.
 * A role change also ends the user's sessions, so they sign in again under the new role.
 */
export async function updateUser(context: ContentContext, id: string, input: unknown): Promise<User> {
  const fields = parseInput(patchSchema, input);
  return exclusive(context.store, async () => {
    const user = await requireUser(context, id);
    if (fields.role === 'editor' && (await isLastAdmin(context, user))) throw new LastAdminError();
    const patch: Partial<Omit<User, 'id'>> = {
      ...(fields.role !== undefined ? {role: fields.role} : {}),
      ...(fields.name !== undefined ? {name: fields.name} : {}),
    };
    const roleChanges = fields.role !== undefined && fields.role !== user.role;
    return context.store.users.update(id, (stored) => ({
      ...patch,
      ...(roleChanges ? {sessionVersion: (stored.sessionVersion ?? 0) + 1} : {}),
    }));
  });
}

/** Removes a user; refuses to remove the last admin. */
export async function deleteUser(context: ContentContext, id: string): Promise<void> {
  await exclusive(context.store, async () => {
    const user = await requireUser(context, id);
    if (await isLastAdmin(context, user)) throw new LastAdminError();
    await context.store.users.delete(id);
  });
}

/** Every user, oldest first. */
export async function listUsers(context: ContentContext): Promise<User[]> {
  const users: User[] = [];
  for (let page = 1; ; page += 1) {
    const result = await context.store.users.list({page, pageSize: 100});
    users.push(...result.items);
    if (page >= result.pageCount) return users;
  }
}
