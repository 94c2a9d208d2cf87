/**
 * Reads and validates Inkwell's environment variables.
 *
 * @module
 */

import {z} from 'zod';

import type {ProviderId} from './types.js';

/**
 * Every environment variable Inkwell reads, in the order ARCHITECTURE.md lists them.
 *
 * @remarks
 * A test compares this list with the table in ARCHITECTURE.md so that the code and the
 * documentation name the same variables.
 */
export const ENV_VARIABLES = [
  'INKWELL_URL',
  'INKWELL_SECRET',
  'INKWELL_API_PATH',
  'INKWELL_DATA_STORE',
  'INKWELL_DATA_FILE',
  'MONGODB_URI',
  'MONGODB_DB',
  'DYNAMODB_TABLE',
  'AWS_REGION',
  'DYNAMODB_ENDPOINT',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'INKWELL_MEDIA_STORAGE',
  'INKWELL_MEDIA_DIR',
  'INKWELL_MAX_UPLOAD_MB',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_PUBLIC_URL',
  'CLOUDINARY_URL',
  'GITHUB_CLIENT_ID',
  'GITHUB_CLIENT_SECRET',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'MICROSOFT_CLIENT_ID',
  'MICROSOFT_CLIENT_SECRET',
  'MICROSOFT_TENANT_ID',
] as const;

/** The name of one environment variable Inkwell reads. */
export type EnvVariable = (typeof ENV_VARIABLES)[number];

/** One problem found in the environment: the variable and a sentence saying how to fix it. */
export interface ConfigIssue {
  /** The environment variable the problem is about. */
  variable: string;
  /** What is wrong and how to fix it. */
  message: string;
}

/**
 * Thrown by {@link loadConfig} when the environment is incomplete or malformed.
 *
 * @remarks
 * The message lists every problem found, one per line, so a deploy fails once with the
 * whole list rather than once per variable.
 */
export class ConfigError extends Error {
  /** Every problem found, in the order the variables are documented. */
  readonly issues: readonly ConfigIssue[];

  /**
   * @param issues - The problems found; at least one.
   */
  constructor(issues: readonly ConfigIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.message}`);
    super(`Inkwell configuration is invalid:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** The file store: one JSON file on the local disk. */
export interface FileDataStoreConfig {
  kind: 'file';
  /** Path of the JSON file, as given (relative paths resolve against the working directory). */
  path: string;
}

/** A MongoDB database. */
export interface MongoDbDataStoreConfig {
  kind: 'mongodb';
  uri: string;
  database: string;
}

/** A DynamoDB table. */
export interface DynamoDbDataStoreConfig {
  kind: 'dynamodb';
  table: string;
  region: string;
  /** Endpoint override, for DynamoDB Local or a compatible service. */
  endpoint?: string;
}

/** Where posts, pages, users and site settings are kept. */
export type DataStoreConfig = FileDataStoreConfig | MongoDbDataStoreConfig | DynamoDbDataStoreConfig;

/** Uploads written to a folder on the local disk and served from `/uploads`. */
export interface LocalMediaConfig {
  kind: 'local';
  /** Folder uploads are written to. */
  dir: string;
}

/** Uploads kept in an S3 bucket. */
export interface S3MediaConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** Endpoint override, for S3-compatible services. */
  endpoint?: string;
  /** URL prefix that public image URLs start with, for a CDN in front of the bucket. */
  publicUrl?: string;
}

/** Uploads kept in Cloudinary. */
export interface CloudinaryMediaConfig {
  kind: 'cloudinary';
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

/** Where uploaded images are kept, and the largest upload accepted. */
export type MediaConfig = (LocalMediaConfig | S3MediaConfig | CloudinaryMediaConfig) & {
  /** Largest upload accepted, in bytes (from `INKWELL_MAX_UPLOAD_MB`). */
  maxUploadBytes: number;
};

/** Client id and secret of an OAuth app. */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

/** A Microsoft Entra app: client id, secret and the tenant people sign in through. */
export interface MicrosoftClientConfig extends OAuthClientConfig {
  /** Directory tenant; `common` accepts work, school and personal accounts. */
  tenantId: string;
}

/** The sign-in providers that are configured; a provider is absent when it is not offered. */
export interface ProvidersConfig {
  github?: OAuthClientConfig;
  google?: OAuthClientConfig;
  microsoft?: MicrosoftClientConfig;
}

/** Inkwell's validated configuration, as {@link loadConfig} returns it. */
export interface InkwellConfig {
  /** Public base URL of the site, without a trailing slash. */
  url: string;
  /** Key sessions are signed with, 32 characters or more. */
  secret: string;
  /** Whether `NODE_ENV` is `production`. */
  production: boolean;
  /** Path the HTTP API is mounted at, without a trailing slash (default `/api/inkwell`). */
  apiPath: string;
  dataStore: DataStoreConfig;
  media: MediaConfig;
  providers: ProvidersConfig;
  /** Things that work but deserve attention, such as the development secret being in use. */
  warnings: string[];
}

/** The environment to read: `process.env` or a plain object in tests. */
export type Env = Record<string, string | undefined>;

const DEVELOPMENT_URL = 'http://localhost:3000';
// Only ever used outside production; loadConfig refuses to start production without a real one.
const DEVELOPMENT_SECRET = 'inkwell-development-secret-do-not-use-in-production';
const DEFAULT_API_PATH = '/api/inkwell';
const DEFAULT_DATA_FILE = '.inkwell/content.json';
const DEFAULT_MEDIA_DIR = 'public/uploads';
const DEFAULT_MAX_UPLOAD_MB = 5;
const DEFAULT_MICROSOFT_TENANT = 'common';

const DATA_STORES = ['file', 'mongodb', 'dynamodb'] as const;
const MEDIA_STORAGES = ['local', 's3', 'cloudinary'] as const;

/** Blank values count as unset: `.env` files and hosting dashboards often leave `FOO=`. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

function trimmed() {
  return z.string().trim();
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function httpUrl(variable: string, example: string) {
  return trimmed().refine(isHttpUrl, {
    error: `${variable} must be an absolute http(s) URL such as ${example}.`,
  });
}

function choice<const T extends readonly [string, ...string[]]>(variable: string, values: T) {
  return z.enum(values, {
    error: (issue) => `${variable} must be one of ${values.join(', ')} (got ${JSON.stringify(issue.input)}).`,
  });
}

const siteUrl = httpUrl('INKWELL_URL', 'https://blog.example.com').refine(
  // Zod runs this check even after the URL check fails, so it must not assume a valid URL.
  (value) => !isHttpUrl(value) || (new URL(value).search === '' && new URL(value).hash === ''),
  {error: 'INKWELL_URL must not contain a query string or a #fragment.'},
);

const envSchema = z.object({
  NODE_ENV: optional(trimmed()),
  INKWELL_URL: optional(siteUrl),
  INKWELL_SECRET: optional(
    z.string().min(32, {
      error: 'INKWELL_SECRET must be at least 32 characters. Generate one with: openssl rand -base64 32',
    }),
  ),
  INKWELL_API_PATH: optional(
    trimmed().regex(/^(?:\/[A-Za-z0-9._~-]+)+\/?$/, {
      error: 'INKWELL_API_PATH must be a path starting with "/", such as /api/inkwell.',
    }),
  ),
  INKWELL_DATA_STORE: optional(trimmed().pipe(choice('INKWELL_DATA_STORE', DATA_STORES))),
  INKWELL_DATA_FILE: optional(trimmed()),
  MONGODB_URI: optional(
    trimmed().regex(/^mongodb(?:\+srv)?:\/\/\S+$/, {
      error: 'MONGODB_URI must be a MongoDB connection string starting with mongodb:// or mongodb+srv://.',
    }),
  ),
  MONGODB_DB: optional(trimmed()),
  DYNAMODB_TABLE: optional(trimmed()),
  AWS_REGION: optional(
    trimmed().regex(/^(?:[a-z]{2}(?:-[a-z]+)+-\d+|auto)$/, {
      error: 'AWS_REGION must be an AWS region name such as eu-west-1 (or auto for services that accept it).',
    }),
  ),
  DYNAMODB_ENDPOINT: optional(httpUrl('DYNAMODB_ENDPOINT', 'http://localhost:8000')),
  // Read by the AWS SDK itself (DynamoDB and S3); checked here so a half-set pair fails at start.
  AWS_ACCESS_KEY_ID: optional(trimmed()),
  AWS_SECRET_ACCESS_KEY: optional(trimmed()),
  INKWELL_MEDIA_STORAGE: optional(trimmed().pipe(choice('INKWELL_MEDIA_STORAGE', MEDIA_STORAGES))),
  INKWELL_MEDIA_DIR: optional(trimmed()),
  INKWELL_MAX_UPLOAD_MB: optional(
    trimmed()
      .regex(/^\d+(?:\.\d+)?$/, {
        error: 'INKWELL_MAX_UPLOAD_MB must be a number of megabytes greater than 0, such as 5.',
      })
      .transform(Number)
      .refine((mb) => mb > 0 && mb <= 1024, {
        error: 'INKWELL_MAX_UPLOAD_MB must be greater than 0 and at most 1024 megabytes.',
      }),
  ),
  S3_BUCKET: optional(trimmed()),
  S3_ENDPOINT: optional(httpUrl('S3_ENDPOINT', 'https://s3.eu-west-1.amazonaws.com')),
  S3_PUBLIC_URL: optional(httpUrl('S3_PUBLIC_URL', 'https://cdn.example.com')),
  CLOUDINARY_URL: optional(
    trimmed().regex(/^cloudinary:\/\/[^:@\s]+:[^:@\s]+@[^@\s/]+$/, {
      error:
        'CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>; copy it from the Cloudinary dashboard.',
    }),
  ),
  GITHUB_CLIENT_ID: optional(trimmed()),
  GITHUB_CLIENT_SECRET: optional(trimmed()),
  GOOGLE_CLIENT_ID: optional(trimmed()),
  GOOGLE_CLIENT_SECRET: optional(trimmed()),
  MICROSOFT_CLIENT_ID: optional(trimmed()),
  MICROSOFT_CLIENT_SECRET: optional(trimmed()),
  MICROSOFT_TENANT_ID: optional(trimmed()),
});

type ParsedEnv = z.infer<typeof envSchema>;

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

function isSet(env: Env, variable: string): boolean {
  const value = env[variable];
  return value !== undefined && value.trim() !== '';
}

function productionIssues(env: Env): ConfigIssue[] {
  return PRODUCTION_REQUIRED.filter(({variable}) => !isSet(env, variable)).map(({variable, fix}) => ({
    variable,
    message: `${variable} is required in production (NODE_ENV=production): ${fix}. Development defaults are not used in production.`,
  }));
}

function requireAll(env: Env, variables: readonly string[], because: string): ConfigIssue[] {
  return variables
    .filter((variable) => !isSet(env, variable))
    .map((variable) => ({variable, message: `${variable} is required ${because}.`}));
}

function storeIssues(env: Env): ConfigIssue[] {
  switch (env.INKWELL_DATA_STORE?.trim()) {
    case 'mongodb':
      return requireAll(env, ['MONGODB_URI', 'MONGODB_DB'], 'when INKWELL_DATA_STORE=mongodb');
    case 'dynamodb':
      return requireAll(env, ['DYNAMODB_TABLE', 'AWS_REGION'], 'when INKWELL_DATA_STORE=dynamodb');
    default:
      return [];
  }
}

function mediaIssues(env: Env): ConfigIssue[] {
  switch (env.INKWELL_MEDIA_STORAGE?.trim()) {
    case 's3':
      return requireAll(env, ['S3_BUCKET', 'AWS_REGION'], 'when INKWELL_MEDIA_STORAGE=s3');
    case 'cloudinary':
      return requireAll(env, ['CLOUDINARY_URL'], 'when INKWELL_MEDIA_STORAGE=cloudinary');
    default:
      return [];
  }
}

const PROVIDER_PREFIXES: Record<ProviderId, string> = {
  github: 'GITHUB',
  google: 'GOOGLE',
  microsoft: 'MICROSOFT',
};

function pairIssue(env: Env, id: string, secret: string, purpose: string): ConfigIssue[] {
  if (isSet(env, id) === isSet(env, secret)) return [];
  const [present, missing] = isSet(env, id) ? [id, secret] : [secret, id];
  return [
    {variable: missing, message: `${missing} is required because ${present} is set: set both ${purpose}, or neither.`},
  ];
}

function providerPairIssues(env: Env): ConfigIssue[] {
  return Object.values(PROVIDER_PREFIXES).flatMap((prefix) =>
    pairIssue(env, `${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`, 'to offer this sign-in provider'),
  );
}

function awsKeyIssues(env: Env): ConfigIssue[] {
  return pairIssue(env, 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'to use an access key (the AWS SDK reads them)');
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

function buildDataStore(env: ParsedEnv): DataStoreConfig {
  switch (env.INKWELL_DATA_STORE ?? 'file') {
    case 'mongodb':
      return {kind: 'mongodb', uri: env.MONGODB_URI ?? '', database: env.MONGODB_DB ?? ''};
    case 'dynamodb':
      return {
        kind: 'dynamodb',
        table: env.DYNAMODB_TABLE ?? '',
        region: env.AWS_REGION ?? '',
        ...(env.DYNAMODB_ENDPOINT ? {endpoint: env.DYNAMODB_ENDPOINT} : {}),
      };
    default:
      return {kind: 'file', path: env.INKWELL_DATA_FILE ?? DEFAULT_DATA_FILE};
  }
}

function parseCloudinaryUrl(value: string): Omit<CloudinaryMediaConfig, 'kind'> {
  const match = /^cloudinary:\/\/([^:@\s]+):([^:@\s]+)@([^@\s/]+)$/.exec(value);
  return {apiKey: match?.[1] ?? '', apiSecret: match?.[2] ?? '', cloudName: match?.[3] ?? ''};
}

function buildMedia(env: ParsedEnv): MediaConfig {
  const maxUploadBytes = Math.floor((env.INKWELL_MAX_UPLOAD_MB ?? DEFAULT_MAX_UPLOAD_MB) * 1024 * 1024);
  switch (env.INKWELL_MEDIA_STORAGE ?? 'local') {
    case 's3':
      return {
        kind: 's3',
        bucket: env.S3_BUCKET ?? '',
        region: env.AWS_REGION ?? '',
        ...(env.S3_ENDPOINT ? {endpoint: env.S3_ENDPOINT} : {}),
        ...(env.S3_PUBLIC_URL ? {publicUrl: env.S3_PUBLIC_URL.replace(/\/+$/, '')} : {}),
        maxUploadBytes,
      };
    case 'cloudinary':
      return {kind: 'cloudinary', ...parseCloudinaryUrl(env.CLOUDINARY_URL ?? ''), maxUploadBytes};
    default:
      return {kind: 'local', dir: env.INKWELL_MEDIA_DIR ?? DEFAULT_MEDIA_DIR, maxUploadBytes};
  }
}

function buildProviders(env: ParsedEnv): ProvidersConfig {
  const providers: ProvidersConfig = {};
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    providers.github = {clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET};
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.google = {clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET};
  }
  if (env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET) {
    providers.microsoft = {
      clientId: env.MICROSOFT_CLIENT_ID,
      clientSecret: env.MICROSOFT_CLIENT_SECRET,
      tenantId: env.MICROSOFT_TENANT_ID ?? DEFAULT_MICROSOFT_TENANT,
    };
  }
  return providers;
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

function normaliseApiPath(value: string | undefined): string {
  return (value ?? DEFAULT_API_PATH).replace(/\/+$/, '');
}

/**
 * Reads Inkwell's configuration from environment variables and validates it.
 *
 * @remarks
 * Every problem is collected before anything is thrown, so one failed start lists them all.
 * Outside production, unset variables fall back to development defaults (a local JSON file,
 * `public/uploads`, `http://localhost:3000` and a fixed development secret, with a warning).
 * With `NODE_ENV=production` those defaults are refused: `INKWELL_URL`, `INKWELL_SECRET`,
 * `INKWELL_DATA_STORE` and `INKWELL_MEDIA_STORAGE` must be set.
 *
 * @param env - The variables to read; defaults to `process.env`.
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
 *   INKWELL_SECRET: 'r4nd0m-and-at-least-thirty-two-characters',
 *   INKWELL_DATA_STORE: 'file',
 *   INKWELL_MEDIA_STORAGE: 'local',
 *   GITHUB_CLIENT_ID: 'Iv1.0123456789',
 *   GITHUB_CLIENT_SECRET: 'secret',
 * });
 * console.log(config.url, Object.keys(config.providers)); // https://blog.example.com [ 'github' ]
 * ```
 */
export function loadConfig(env: Env = process.env): InkwellConfig {
  const production = env.NODE_ENV?.trim() === 'production';
  const parsed = envSchema.safeParse(env);
  const issues = onePerVariable([
    ...(production ? productionIssues(env) : []),
    ...storeIssues(env),
    ...mediaIssues(env),
    ...providerPairIssues(env),
    ...awsKeyIssues(env),
    ...(parsed.success ? [] : schemaIssues(parsed.error)),
  ]);
  if (issues.length > 0 || !parsed.success) {
    throw new ConfigError(issues.sort(byDocumentedOrder));
  }
  const data = parsed.data;
  const providers = buildProviders(data);
  return {
    url: (data.INKWELL_URL ?? DEVELOPMENT_URL).replace(/\/+$/, ''),
    secret: data.INKWELL_SECRET ?? DEVELOPMENT_SECRET,
    production,
    apiPath: normaliseApiPath(data.INKWELL_API_PATH),
    dataStore: buildDataStore(data),
    media: buildMedia(data),
    providers,
    warnings: buildWarnings(data, providers),
  };
}
