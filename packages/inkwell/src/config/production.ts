/**
 * What production refuses: development defaults, the published development key, a
 * guessable secret and a plain-http URL.
 *
 * @module
 */

import type {ConfigIssue} from './errors.js';
import {isHttpUrl, isSet, type Env} from './fields.js';
import type {EnvVariable} from './schema.js';
import {DEVELOPMENT_SECRET} from './site.js';

// The messages the configuration guide quotes; a docs test compares them with the guide.
/** Why production refuses the development key. */
export const DEVELOPMENT_SECRET_MESSAGE =
  "INKWELL_SECRET is the development key, which is published in Inkwell's source, so anyone could sign sessions with it. Generate your own with: openssl rand -base64 32";
/** Why production refuses a secret with little entropy. */
export const WEAK_SECRET_MESSAGE =
  'INKWELL_SECRET is too easy to guess: it needs 32 random bytes, not words or repeated characters. Generate one with: openssl rand -base64 32';
/** Why production refuses a plain-http site URL. */
export const INSECURE_URL_MESSAGE =
  'INKWELL_URL must start with https:// in production: session cookies are Secure there, and browsers do not store them over http (only localhost may use http://).';

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
 * Estimated bits of entropy in `value`: its length times the Shannon entropy of its
 * character frequencies.
 *
 * @remarks
 * It cannot tell a random string from a clever pattern, but it catches what people actually
 * paste: repeated characters, words, sentences. Over 100,000 samples, the lowest estimate for
 * `openssl rand -base64 32` was 190 bits and for `openssl rand -hex 32` 218 bits, while
 * sentences such as `paste-32-or-more-random-characters-here` score 140 to 165.
 */
export function estimateEntropyBits(value: string): number {
  const counts = new Map<string, number>();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  const length = [...value].length;
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const p = count / length;
    bitsPerCharacter -= p * Math.log2(p);
  }
  return bitsPerCharacter * length;
}

/** Below this estimate a secret is refused in production; see {@link estimateEntropyBits}. */
export const MIN_SECRET_ENTROPY_BITS = 176;

/** Hosts browsers treat as secure even over http, so Secure cookies are stored there. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Variables production requires, then values that are set but unsafe there. */
export function productionIssues(env: Env): ConfigIssue[] {
  const issues: ConfigIssue[] = PRODUCTION_REQUIRED.filter(({variable}) => !isSet(env, variable)).map(
    ({variable, fix}) => ({
      variable,
      message: `${variable} is required in production (NODE_ENV=production): ${fix}. Development defaults are not used in production.`,
    }),
  );
  const url = env.INKWELL_URL?.trim();
  if (url && isHttpUrl(url)) {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname)) {
      issues.push({variable: 'INKWELL_URL', message: INSECURE_URL_MESSAGE});
    }
  }
  const secret = env.INKWELL_SECRET;
  if (secret !== undefined && secret.trim() !== '' && secret.length >= 32) {
    if (secret === DEVELOPMENT_SECRET) {
      issues.push({variable: 'INKWELL_SECRET', message: DEVELOPMENT_SECRET_MESSAGE});
    } else if (estimateEntropyBits(secret) < MIN_SECRET_ENTROPY_BITS) {
      issues.push({variable: 'INKWELL_SECRET', message: WEAK_SECRET_MESSAGE});
    }
  }
  return issues;
}
