/**
 * Where uploaded images are kept: a local folder, S3 or Cloudinary, and the upload limit.
 *
 * @module
 */

import type {z} from 'zod';

import type {ConfigIssue} from './errors.js';
import {choice, optional, requireAll, trimmed, type Env} from './fields.js';
import {connectionUrl, urlVariable} from './url.js';

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

const MEDIA_STORAGES = ['local', 's3', 'cloudinary'] as const;
const DEFAULT_MEDIA_DIR = 'public/uploads';
const DEFAULT_MAX_UPLOAD_MB = 5;
const CLOUDINARY_URL_PATTERN = /^cloudinary:\/\/([^:@\s]+):([^:@\s]+)@([^@\s/]+)$/;

/** The media storage's variables, in documented order (`AWS_REGION` is the data store's). */
export const MEDIA_FIELDS = {
  /** `local`, `s3` or `cloudinary`; `local` in development. */
  INKWELL_MEDIA_STORAGE: optional(trimmed().pipe(choice('INKWELL_MEDIA_STORAGE', MEDIA_STORAGES))),
  /** Folder local uploads are written to; `public/uploads` by default. */
  INKWELL_MEDIA_DIR: optional(trimmed()),
  /** Largest image accepted, in megabytes; 5 by default. */
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
  /** S3 bucket name. */
  S3_BUCKET: optional(trimmed()),
  /** S3 endpoint override, for S3-compatible services. */
  S3_ENDPOINT: optional(urlVariable('S3_ENDPOINT', 'https://s3.eu-west-1.amazonaws.com')),
  /** URL prefix of public image URLs, for a CDN in front of the bucket. */
  S3_PUBLIC_URL: optional(urlVariable('S3_PUBLIC_URL', 'https://cdn.example.com')),
  /** `cloudinary://<key>:<secret>@<cloud>`. */
  CLOUDINARY_URL: optional(
    connectionUrl(
      'CLOUDINARY_URL',
      'cloudinary://<api_key>:<api_secret>@<cloud_name>',
      CLOUDINARY_URL_PATTERN,
      'CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>; copy it from the Cloudinary dashboard.',
    ),
  ),
};

/** Variables the chosen storage needs but the environment lacks. */
export function mediaIssues(env: Env): ConfigIssue[] {
  switch (env.INKWELL_MEDIA_STORAGE) {
    case 's3':
      return requireAll(env, ['S3_BUCKET', 'AWS_REGION'], 'when INKWELL_MEDIA_STORAGE=s3');
    case 'cloudinary':
      return requireAll(env, ['CLOUDINARY_URL'], 'when INKWELL_MEDIA_STORAGE=cloudinary');
    default:
      return [];
  }
}

function parseCloudinaryUrl(value: string): Omit<CloudinaryMediaConfig, 'kind'> {
  const match = CLOUDINARY_URL_PATTERN.exec(value);
  return {apiKey: match?.[1] ?? '', apiSecret: match?.[2] ?? '', cloudName: match?.[3] ?? ''};
}

/** The media storage the variables name; a local folder by default. */
export function buildMedia(
  env: z.output<z.ZodObject<typeof MEDIA_FIELDS>> & {AWS_REGION?: string | undefined},
): MediaConfig {
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
