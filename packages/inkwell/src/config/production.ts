/**
 * What production refuses: development defaults, the published development key, a
 * guessable secret and a plain-http URL.
 *
 * @module
 */

import type {ConfigIssue} from './errors.js';
import {isHttpUrl, isSet, type Env} from './fields.js';
import type {EnvVariable} from './schema.js';
import {estimateSecretBits, isPhrase} from './secret-strength.js';
import {DEVELOPMENT_SECRET} from './site.js';

// The messages the configuration guide quotes; a docs test compares them with the guide.
/** Why production refuses the development key. */
export const DEVELOPMENT_SECRET_MESSAGE =
  "INKWELL_SECRET is, or is made from, the development key, which is published in Inkwell's source, so anyone could sign sessions with it. Generate your own with: openssl rand -base64 32";
/** Why production refuses a patterned secret. */
export const WEAK_SECRET_MESSAGE =
  'INKWELL_SECRET is too easy to guess: it has repeats, runs of letters, digits or keyboard keys, or words where 32 random characters should be. Generate one with: openssl rand -base64 32';
/** Why production refuses a plain-http site URL. */
export const INSECURE_URL_MESSAGE =
  'INKWELL_URL must start with https:// in production: session cookies are Secure there, and browsers do not store them over http (only localhost may use http://).';
/** Why production refuses a plain-http public media URL. */
export const INSECURE_MEDIA_URL_MESSAGE =
  'S3_PUBLIC_URL must start with https:// in production: images served over http can be altered on the way, and browsers block them on an https page (only localhost may use http://).';

const PRODUCTION_REQUIRED: ReadonlyArray<{variable: EnvVariable; fix: string}> = [
  {
    variable: 'INKWELL_URL',
    fix: 'set it to the public URL of the site, such as https://blog.example.com',
  },
  {
    variable: 'INKWELL_SECRET',
    fix: 'set it to 32+ random characters. Generate one with: openssl rand -base64 32',
  },
  {variable: 'INKWELL_DATA_STORE', fix: 'set it to file, mongodb or dynamodb'},
  {variable: 'INKWELL_MEDIA_STORAGE', fix: 'set it to local, s3 or cloudinary'},
];

/**
 * Below this estimate a secret is refused in production; see {@link estimateSecretBits}. The
 * shortest random secret production accepts, 32 hex characters, carries 128 bits. A phrase of
 * words is refused at any estimate.
 */
export const MIN_SECRET_BITS = 96;

/** Letters and digits only, lower-cased: the development key in any case or spacing. */
function letters(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Hosts browsers treat as secure even over http, so Secure cookies are stored there. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Variables production requires, then values that are set but unsafe there; `env` is normalised. */
export function productionIssues(env: Env): ConfigIssue[] {
  const issues: ConfigIssue[] = PRODUCTION_REQUIRED.filter(({variable}) => !isSet(env, variable)).map(
    ({variable, fix}) => ({
      variable,
      // The value as set, so NODE_ENV=Development shows why it counts as production.
      message: `${variable} is required in production (NODE_ENV=${env.NODE_ENV ?? 'production'}): ${fix}. Development defaults are not used in production.`,
    }),
  );
  for (const [variable, message] of [
    ['INKWELL_URL', INSECURE_URL_MESSAGE],
    ['S3_PUBLIC_URL', INSECURE_MEDIA_URL_MESSAGE],
  ] as const) {
    const url = env[variable];
    if (url && isHttpUrl(url)) {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname)) issues.push({variable, message});
    }
  }
  const secret = env.INKWELL_SECRET;
  if (secret !== undefined && secret.length >= 32) {
    if (letters(secret).includes(letters(DEVELOPMENT_SECRET))) {
      issues.push({variable: 'INKWELL_SECRET', message: DEVELOPMENT_SECRET_MESSAGE});
    } else if (estimateSecretBits(secret) < MIN_SECRET_BITS || isPhrase(secret)) {
      issues.push({variable: 'INKWELL_SECRET', message: WEAK_SECRET_MESSAGE});
    }
  }
  return issues;
}
