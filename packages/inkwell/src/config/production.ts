/**
 * What production refuses: development defaults, the published development key (in any
 * look-alike letters), a guessable secret and a plain-http URL or endpoint.
 *
 * @module
 */

import unhomoglyph from 'unhomoglyph';

import {showValue, type ConfigIssue} from './errors.js';
import {isSet, type Env} from './fields.js';
import type {EnvVariable} from './schema.js';
import {estimateSecretBits, isPhrase} from './secret-strength.js';
import {DEVELOPMENT_SECRET} from './site.js';
import {isPlainHttpOffLoopback, parsedUrl} from './url.js';

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
/** Why production refuses a plain-http S3 endpoint that image URLs would start with. */
export const INSECURE_S3_ENDPOINT_MESSAGE =
  'S3_ENDPOINT must start with https:// in production unless S3_PUBLIC_URL is set: without it, image URLs start with S3_ENDPOINT, and images served over http can be altered on the way and are blocked on an https page. Use the https:// endpoint, or set S3_PUBLIC_URL to an https:// address that serves the bucket (only localhost may use http://).';
/** Why production refuses a plain-http DynamoDB endpoint on another machine. */
export const INSECURE_DYNAMODB_ENDPOINT_MESSAGE =
  'DYNAMODB_ENDPOINT must start with https:// in production: over http, anyone on the network between this server and the database can read and change posts, users and their roles. Use the https:// endpoint, or leave DYNAMODB_ENDPOINT unset for AWS (only localhost may use http://).';

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

/**
 * What `value` looks like, in letters and digits only: lower-cased, each character replaced by
 * the one it is drawn like (Unicode's confusables, so a Cyrillic і reads as i), compatibility
 * forms (fullwidth, mathematical) and accents taken off, then the same again for what that
 * gave. The development key in any case, spacing or look-alike letters looks like the key.
 */
function looks(value: string): string {
  const once = (text: string) => unhomoglyph(text.toLowerCase()).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return once(once(value)).replace(/[^a-z0-9]/g, '');
}

const DEVELOPMENT_SECRET_LOOKS = looks(DEVELOPMENT_SECRET);

/**
 * The URL variables production holds to https, and when: only localhost may use http://. An
 * `S3_ENDPOINT` behind an `S3_PUBLIC_URL` only carries the server's own uploads, so it is left
 * to the network it runs on.
 */
const HTTPS_IN_PRODUCTION: ReadonlyArray<{variable: EnvVariable; message: string; applies: (env: Env) => boolean}> = [
  {variable: 'INKWELL_URL', message: INSECURE_URL_MESSAGE, applies: () => true},
  {variable: 'DYNAMODB_ENDPOINT', message: INSECURE_DYNAMODB_ENDPOINT_MESSAGE, applies: () => true},
  {variable: 'S3_ENDPOINT', message: INSECURE_S3_ENDPOINT_MESSAGE, applies: (env) => !isSet(env, 'S3_PUBLIC_URL')},
  {variable: 'S3_PUBLIC_URL', message: INSECURE_MEDIA_URL_MESSAGE, applies: () => true},
];

/** Variables production requires, then values that are set but unsafe there; `env` is normalised. */
export function productionIssues(env: Env): ConfigIssue[] {
  const issues: ConfigIssue[] = PRODUCTION_REQUIRED.filter(({variable}) => !isSet(env, variable)).map(
    ({variable, fix}) => ({
      variable,
      // The value as set, escaped, so NODE_ENV=Development shows why it counts as production.
      message: `${variable} is required in production (NODE_ENV=${showValue(env.NODE_ENV ?? 'production')}): ${fix}. Development defaults are not used in production.`,
    }),
  );
  for (const {variable, message, applies} of HTTPS_IN_PRODUCTION) {
    // A URL with any other problem is reported by its schema; this reads the URL the code uses.
    const url = parsedUrl(env[variable]);
    if (url !== undefined && applies(env) && isPlainHttpOffLoopback(url)) issues.push({variable, message});
  }
  const secret = env.INKWELL_SECRET;
  if (secret !== undefined && secret.length >= 32) {
    if (looks(secret).includes(DEVELOPMENT_SECRET_LOOKS)) {
      issues.push({variable: 'INKWELL_SECRET', message: DEVELOPMENT_SECRET_MESSAGE});
    } else if (estimateSecretBits(secret) < MIN_SECRET_BITS || isPhrase(secret)) {
      issues.push({variable: 'INKWELL_SECRET', message: WEAK_SECRET_MESSAGE});
    }
  }
  return issues;
}
