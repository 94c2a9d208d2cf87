/**
 * The whole environment schema, assembled from each concern's fields, and the list of
 * variables derived from it.
 *
 * @module
 */

import {z} from 'zod';

import {DATA_STORE_FIELDS} from './data-store.js';
import {optional, trimmed} from './fields.js';
import {MEDIA_FIELDS} from './media.js';
import {PROVIDER_FIELDS} from './providers.js';
import {SITE_FIELDS} from './site.js';

/** Every variable Inkwell reads, in the order ARCHITECTURE.md lists them. */
const VARIABLE_FIELDS = {...SITE_FIELDS, ...DATA_STORE_FIELDS, ...MEDIA_FIELDS, ...PROVIDER_FIELDS};

/** The name of one environment variable Inkwell reads. */
export type EnvVariable = keyof typeof VARIABLE_FIELDS;

/**
 * Every environment variable Inkwell reads, in the order ARCHITECTURE.md lists them: the
 * keys of the schema, so a variable cannot be read without being listed.
 *
 * @remarks
 * A test compares this list with the table in ARCHITECTURE.md so that the code and the
 * documentation name the same variables.
 */
// Object.keys loses the key type; the keys are exactly VARIABLE_FIELDS's.
export const ENV_VARIABLES = Object.keys(VARIABLE_FIELDS) as readonly EnvVariable[];

/** The environment schema: `NODE_ENV` and every variable of {@link ENV_VARIABLES}. */
export const envSchema = z.object({NODE_ENV: optional(trimmed()), ...VARIABLE_FIELDS});

/** The environment as the schema returns it. */
export type ParsedEnv = z.output<typeof envSchema>;
