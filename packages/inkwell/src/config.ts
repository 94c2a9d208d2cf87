/**
 * Reads and validates Inkwell's environment variables. Each concern's variables, types,
 * checks and builder live in `config/` (site, data store, media, providers, production
 * rules); this module assembles them.
 *
 * @module
 */

import type {z} from 'zod';

import {buildDataStore, dataStoreIssues, type DataStoreConfig} from './config/data-store.js';
import {ConfigError, type ConfigIssue} from './config/errors.js';
import {isProductionNodeEnv, normalizeEnv, type Env} from './config/fields.js';
import {buildMedia, mediaIssues, type MediaConfig} from './config/media.js';
import {productionIssues} from './config/production.js';
import {buildProviders, providerIssues, type ProvidersConfig} from './config/providers.js';
import {ENV_VARIABLES, envSchema, type ParsedEnv} from './config/schema.js';
import {buildSite} from './config/site.js';

export type {
  DataStoreConfig,
  DynamoDbDataStoreConfig,
  FileDataStoreConfig,
  MongoDbDataStoreConfig,
} from './config/data-store.js';
export {ConfigError, type ConfigIssue} from './config/errors.js';
export type {Env} from './config/fields.js';
export type {CloudinaryMediaConfig, LocalMediaConfig, MediaConfig, S3MediaConfig} from './config/media.js';
export {
  DEVELOPMENT_SECRET_MESSAGE,
  INSECURE_DYNAMODB_ENDPOINT_MESSAGE,
  INSECURE_MEDIA_URL_MESSAGE,
  INSECURE_S3_ENDPOINT_MESSAGE,
  INSECURE_URL_MESSAGE,
  MIN_SECRET_BITS,
  WEAK_SECRET_MESSAGE,
} from './config/production.js';
export {estimateSecretBits} from './config/secret-strength.js';
export type {MicrosoftClientConfig, OAuthClientConfig, ProvidersConfig} from './config/providers.js';
export {ENV_VARIABLES, type EnvVariable} from './config/schema.js';

/** Inkwell's validated configuration, as {@link loadConfig} returns it. */
export interface InkwellConfig {
  /** Public base URL of the site, as the URL parser writes it, without a trailing slash. */
  url: string;
  /** Key sessions are signed with, 32 characters or more. */
  secret: string;
  /** Whether `NODE_ENV` is set to anything but `development` or `test` (in any case). */
  production: boolean;
  /** Path the HTTP API is mounted at, without a trailing slash (default `/api/inkwell`). */
  apiPath: string;
  dataStore: DataStoreConfig;
  media: MediaConfig;
  providers: ProvidersConfig;
  /** Things that work but deserve attention, such as the development secret being in use. */
  warnings: string[];
}

function schemaIssues(error: z.ZodError): ConfigIssue[] {
  return error.issues.map((issue) => ({
    variable: String(issue.path[0] ?? 'environment'),
    message: issue.message,
  }));
}

const documentedOrder = new Map<string, number>(ENV_VARIABLES.map((name, index) => [name, index]));

function byDocumentedOrder(a: ConfigIssue, b: ConfigIssue): number {
  return (
    (documentedOrder.get(a.variable) ?? Number.MAX_SAFE_INTEGER) -
    (documentedOrder.get(b.variable) ?? Number.MAX_SAFE_INTEGER)
  );
}

/** One issue per variable: the first found is the most basic (missing before malformed). */
function onePerVariable(issues: ConfigIssue[]): ConfigIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    if (seen.has(issue.variable)) return false;
    seen.add(issue.variable);
    return true;
  });
}

function buildWarnings(env: ParsedEnv, providers: ProvidersConfig): string[] {
  const warnings: string[] = [];
  if (env.INKWELL_SECRET === undefined) {
    warnings.push(
      'INKWELL_SECRET is not set: using a fixed development key. Sessions signed with it are not secret; set INKWELL_SECRET (openssl rand -base64 32) before deploying.',
    );
  }
  if (Object.keys(providers).length === 0) {
    warnings.push(
      'No sign-in provider is configured, so nobody can sign in: set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (or the GOOGLE_ or MICROSOFT_ pair).',
    );
  }
  return warnings;
}

/**
 * Reads Inkwell's configuration from environment variables and validates it.
 *
 * @remarks
 * Every problem is collected before anything is thrown, so one failed start lists them all.
 * Outside production, unset variables fall back to development defaults (a local JSON file,
 * `public/uploads`, `http://localhost:3000` and a fixed development secret, with a warning).
 * With `NODE_ENV=production` those defaults are refused: `INKWELL_URL`, `INKWELL_SECRET`,
 * `INKWELL_DATA_STORE` and `INKWELL_MEDIA_STORAGE` must be set. Production also refuses the
 * development key in any case, spacing or look-alike letters, a patterned secret (see
 * {@link estimateSecretBits}), and an `http://` site URL, media URL, DynamoDB endpoint or (without
 * `S3_PUBLIC_URL`) S3 endpoint other than localhost. Every value is trimmed, and a blank one
 * unset, before it is checked or used; `NODE_ENV` counts as production unless it is exactly
 * `development` or `test`. Every URL variable is refused when it holds a control or white-space
 * character, is checked on what the URL parser reads, and is returned as the parser writes it.
 * Each message names its variable and the fix on one line, with any value it shows escaped.
 *
 * @param rawEnv - The variables to read; defaults to `process.env`.
 * @returns The validated configuration.
 * @throws {@link ConfigError} naming each missing or malformed variable and how to fix it.
 *
 * @example
 * ```ts
 * import {loadConfig} from './config.js';
 *
 * const config = loadConfig({
 *   NODE_ENV: 'production',
 *   INKWELL_URL: 'https://blog.example.com',
 *   // The output of: openssl rand -base64 32
 *   INKWELL_SECRET: 'q3Vb0r8XkZ2mN7pL4sT9wY1cH6jF5dA0eG8uR3oK2iM=',
 *   INKWELL_DATA_STORE: 'file',
 *   INKWELL_MEDIA_STORAGE: 'local',
 *   GITHUB_CLIENT_ID: 'Iv1.0123456789',
 *   GITHUB_CLIENT_SECRET: 'secret',
 * });
 * console.log(config.url, Object.keys(config.providers)); // https://blog.example.com [ 'github' ]
 * ```
 */
export function loadConfig(rawEnv: Env = process.env): InkwellConfig {
  // Every check below and every value returned reads this one normalised copy.
  const env = normalizeEnv(rawEnv);
  const production = isProductionNodeEnv(env.NODE_ENV);
  const parsed = envSchema.safeParse(env);
  const issues = onePerVariable([
    ...(production ? productionIssues(env) : []),
    ...dataStoreIssues(env),
    ...mediaIssues(env),
    ...providerIssues(env),
    ...(parsed.success ? [] : schemaIssues(parsed.error)),
  ]);
  if (issues.length > 0 || !parsed.success) {
    throw new ConfigError(issues.sort(byDocumentedOrder));
  }
  const data = parsed.data;
  const providers = buildProviders(data);
  return {
    ...buildSite(data),
    production,
    dataStore: buildDataStore(data),
    media: buildMedia(data),
    providers,
    warnings: buildWarnings(data, providers),
  };
}
