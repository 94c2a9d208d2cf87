/**
 * Where content is kept: the file store, MongoDB or DynamoDB, and the AWS key pair.
 *
 * @module
 */

import type {z} from 'zod';

import type {ConfigIssue} from './errors.js';
import {choice, optional, pairIssue, requireAll, trimmed, type Env} from './fields.js';
import {connectionUrl, urlVariable} from './url.js';

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

const DATA_STORES = ['file', 'mongodb', 'dynamodb'] as const;
const DEFAULT_DATA_FILE = '.inkwell/content.json';

/** The data store's variables, in documented order. */
export const DATA_STORE_FIELDS = {
  /** `file`, `mongodb` or `dynamodb`; `file` in development. */
  INKWELL_DATA_STORE: optional(trimmed().pipe(choice('INKWELL_DATA_STORE', DATA_STORES))),
  /** The file store's JSON file; `.inkwell/content.json` by default. */
  INKWELL_DATA_FILE: optional(trimmed()),
  /** MongoDB connection string. */
  MONGODB_URI: optional(
    connectionUrl(
      'MONGODB_URI',
      'mongodb+srv://cluster0.example.mongodb.net',
      /^mongodb(?:\+srv)?:\/\/\S+$/,
      'MONGODB_URI must be a MongoDB connection string starting with mongodb:// or mongodb+srv://.',
    ),
  ),
  /** MongoDB database name. */
  MONGODB_DB: optional(trimmed()),
  /** DynamoDB table name. */
  DYNAMODB_TABLE: optional(trimmed()),
  /** AWS region, for DynamoDB and S3. */
  AWS_REGION: optional(
    trimmed().regex(/^(?:[a-z]{2}(?:-[a-z]+)+-\d+|auto)$/, {
      error: 'AWS_REGION must be an AWS region name such as eu-west-1 (or auto for services that accept it).',
    }),
  ),
  /** DynamoDB endpoint override, for DynamoDB Local. */
  DYNAMODB_ENDPOINT: optional(urlVariable('DYNAMODB_ENDPOINT', 'http://localhost:8000')),
  // Read by the AWS SDK itself (DynamoDB and S3); checked here so a half-set pair fails at start.
  /** AWS access key id; set with the secret, or neither. */
  AWS_ACCESS_KEY_ID: optional(trimmed()),
  /** AWS secret access key; set with the id, or neither. */
  AWS_SECRET_ACCESS_KEY: optional(trimmed()),
};

/** Variables the chosen store needs but the (normalised) environment lacks, and a half-set AWS key pair. */
export function dataStoreIssues(env: Env): ConfigIssue[] {
  const awsKeys = pairIssue(
    env,
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'to use an access key (the AWS SDK reads them)',
  );
  switch (env.INKWELL_DATA_STORE) {
    case 'mongodb':
      return [...requireAll(env, ['MONGODB_URI', 'MONGODB_DB'], 'when INKWELL_DATA_STORE=mongodb'), ...awsKeys];
    case 'dynamodb':
      return [...requireAll(env, ['DYNAMODB_TABLE', 'AWS_REGION'], 'when INKWELL_DATA_STORE=dynamodb'), ...awsKeys];
    default:
      return awsKeys;
  }
}

/** The data store the variables name; the file store by default. */
export function buildDataStore(env: z.output<z.ZodObject<typeof DATA_STORE_FIELDS>>): DataStoreConfig {
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
