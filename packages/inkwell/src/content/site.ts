/**
 * Rules for site settings and first-run setup.
 *
 * @module
 */

import {z} from 'zod';

import {SITE_DESCRIPTION_MAX, SITE_NAME_MAX} from '../limits.js';
import type {SiteSettings} from '../types.js';
import type {ContentContext} from './context.js';
import {SetupClosedError} from './errors.js';
import {parseInput, text} from './fields.js';
import {exclusive} from './lock.js';

const settingsSchema = z.object({
  name: text('name')
    .trim()
    .min(1, {error: 'name is required: enter the site name.'})
    .max(SITE_NAME_MAX, {error: `name must be at most ${SITE_NAME_MAX} characters.`}),
  description: text('description')
    .trim()
    .max(SITE_DESCRIPTION_MAX, {error: `description must be at most ${SITE_DESCRIPTION_MAX} characters.`})
    .default(''),
});

/** The site settings, or `null` before setup. */
export function getSiteSettings(context: ContentContext): Promise<SiteSettings | null> {
  return context.store.site.get();
}

/** Replaces the site settings; `name` is required, `description` defaults to empty. */
export async function updateSiteSettings(context: ContentContext, input: unknown): Promise<SiteSettings> {
  const settings = parseInput(settingsSchema, input);
  await context.store.site.set(settings);
  return settings;
}

/** Whether the site still needs its first-run setup: nobody has signed in yet. */
export async function needsSetup(context: ContentContext): Promise<boolean> {
  return (await context.store.users.count()) === 0;
}

/** Saves the settings from the setup form; only while no user exists. */
export async function setupSite(context: ContentContext, input: unknown): Promise<SiteSettings> {
  const settings = parseInput(settingsSchema, input);
  return exclusive(context.store, async () => {
    if (!(await needsSetup(context))) throw new SetupClosedError();
    await context.store.site.set(settings);
    return settings;
  });
}
