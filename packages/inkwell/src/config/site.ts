/**
 * The site's own variables: its public URL, the session secret and the API's path.
 *
 * @module
 */

import {z} from 'zod';

import {optional, trimmed} from './fields.js';
import {urlVariable} from './url.js';

/** The URL used outside production when `INKWELL_URL` is unset. */
export const DEVELOPMENT_URL = 'http://localhost:3000';
// Only ever used outside production; loadConfig refuses to start production without a real one.
/** The key used outside production when `INKWELL_SECRET` is unset. */
export const DEVELOPMENT_SECRET = 'inkwell-development-secret-do-not-use-in-production';
const DEFAULT_API_PATH = '/api/inkwell';

const siteUrl = urlVariable('INKWELL_URL', 'https://blog.example.com');

/** The site's variables, in documented order. */
export const SITE_FIELDS = {
  /** Public base URL, for OAuth callbacks; `http://localhost:3000` in development. */
  INKWELL_URL: optional(siteUrl),
  /** Session signing key, 32+ characters; a fixed development key outside production. */
  INKWELL_SECRET: optional(
    z.string().min(32, {
      error: 'INKWELL_SECRET must be at least 32 characters. Generate one with: openssl rand -base64 32',
    }),
  ),
  /** Path `Inkwell.handler` is mounted at; `/api/inkwell` by default. */
  INKWELL_API_PATH: optional(
    trimmed()
      .regex(/^(?:\/[A-Za-z0-9._~-]+)+\/?$/, {
        error: 'INKWELL_API_PATH must be a path starting with "/", such as /api/inkwell.',
      })
      .refine((value) => !value.split('/').some((segment) => segment === '.' || segment === '..'), {
        error:
          'INKWELL_API_PATH must not contain "." or ".." segments: browsers resolve them away, so no request would reach the API. Use a plain path such as /api/inkwell.',
      }),
  ),
};

type SiteEnv = z.output<z.ZodObject<typeof SITE_FIELDS>>;

/** The site's URL, secret and API path, defaults filled in and trailing slashes removed. */
export function buildSite(env: SiteEnv): {url: string; secret: string; apiPath: string} {
  return {
    url: (env.INKWELL_URL ?? DEVELOPMENT_URL).replace(/\/+$/, ''),
    secret: env.INKWELL_SECRET ?? DEVELOPMENT_SECRET,
    apiPath: (env.INKWELL_API_PATH ?? DEFAULT_API_PATH).replace(/\/+$/, ''),
  };
}
