/**
 * Media storage in an S3 bucket (or an S3-compatible service).
 *
 * @module
 */

import {randomUUID} from 'node:crypto';

import {DeleteObjectCommand, PutObjectCommand, S3Client} from '@aws-sdk/client-s3';

import {awsCredentialsError, awsErrorName, awsNetworkError, awsWhere} from '../aws-errors.js';
import {ProviderError} from '../provider-error.js';
import {InvalidUploadError} from './errors.js';
import type {MediaStorage, StoredMedia, UploadFile} from './types.js';
import {checkImageUpload} from './validate.js';

/** Folder (key prefix) every upload is written under, so an IAM policy can be scoped to it. */
export const S3_KEY_PREFIX = 'inkwell/';

// Keys are names this storage generated; anything else is refused rather than deleted.
const KEY_PATTERN =
  /^inkwell\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|gif|webp|avif)$/;

/** Options for {@link S3MediaStorage}. */
export interface S3MediaOptions {
  /** Bucket name (`S3_BUCKET`). */
  bucket: string;
  /** Region of the bucket (`AWS_REGION`). */
  region: string;
  /** Endpoint of an S3-compatible service (`S3_ENDPOINT`); path-style addressing is used with it. */
  endpoint?: string;
  /** URL prefix of public image URLs (`S3_PUBLIC_URL`), such as a CDN in front of the bucket. */
  publicUrl?: string;
  /** Largest upload accepted, in bytes. */
  maxUploadBytes: number;
}

/** The public URL an object gets when `S3_PUBLIC_URL` is not set. */
export function defaultPublicUrl(options: Pick<S3MediaOptions, 'bucket' | 'region' | 'endpoint'>, key: string): string {
  if (options.endpoint) return `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}/${key}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com/${key}`;
}

/** S3's names for credentials it refuses. */
const REFUSED_CREDENTIALS = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'ExpiredToken', 'InvalidToken']);

/**
 * The error to throw for a failed S3 call.
 *
 * @param error - What the SDK threw.
 * @param options - Bucket, region and endpoint in use.
 * @returns A {@link ProviderError} for a failure a setting explains; `error` itself otherwise.
 */
export function mapS3Error(error: unknown, options: Pick<S3MediaOptions, 'bucket' | 'region' | 'endpoint'>): unknown {
  switch (awsErrorName(error)) {
    case 'NoSuchBucket':
      return new ProviderError(
        'S3',
        ['S3_BUCKET', 'AWS_REGION'],
        `S3 bucket "${options.bucket}" does not exist ${awsWhere(options)}. Check S3_BUCKET, or create the bucket as the S3 guide shows.`,
        error,
      );
    case 'PermanentRedirect':
    case 'AuthorizationHeaderMalformed':
    case 'IllegalLocationConstraintException':
      return new ProviderError(
        'S3',
        ['AWS_REGION'],
        `S3 bucket "${options.bucket}" is in another region than AWS_REGION (${options.region}). Set AWS_REGION to the bucket's region.`,
        error,
      );
    case 'AccessDenied':
      return new ProviderError(
        'S3',
        ['S3_BUCKET'],
        `The AWS credentials may not write to S3 bucket "${options.bucket}" (AccessDenied). Attach the IAM policy from the S3 guide, allowing s3:PutObject and s3:DeleteObject on ${options.bucket}/${S3_KEY_PREFIX}*.`,
        error,
      );
    default:
      break;
  }
  return (
    awsCredentialsError('S3', error, REFUSED_CREDENTIALS) ??
    awsNetworkError('S3', error, {...options, endpointVariable: 'S3_ENDPOINT'}) ??
    error
  );
}

/**
 * Stores images as objects under `inkwell/` in an S3 bucket, with generated names.
 *
 * @remarks
 * Objects are written with their detected content type and a year-long immutable cache
 * header: a name is never reused, so a cached copy can never go stale. The bucket (or the
 * CDN at `S3_PUBLIC_URL`) must serve `inkwell/*` publicly; see the S3 guide.
 */
export class S3MediaStorage implements MediaStorage {
  readonly maxUploadBytes: number;
  private readonly client: S3Client;
  private readonly options: S3MediaOptions;

  /**
   * @param options - Bucket, region, endpoint, public URL and size limit.
   * @param client - A client to use instead of one built from `options` (for tests).
   */
  constructor(options: S3MediaOptions, client?: S3Client) {
    this.options = options;
    this.maxUploadBytes = options.maxUploadBytes;
    this.client =
      client ??
      new S3Client({
        region: options.region,
        ...(options.endpoint ? {endpoint: options.endpoint, forcePathStyle: true} : {}),
        maxAttempts: 3,
        requestHandler: {connectionTimeout: 5_000, requestTimeout: 30_000},
      });
  }

  private async send<R>(call: () => Promise<R>): Promise<R> {
    try {
      return await call();
    } catch (error) {
      throw mapS3Error(error, this.options);
    }
  }

  async upload(file: UploadFile): Promise<StoredMedia> {
    const type = checkImageUpload(file, this.maxUploadBytes);
    const key = `${S3_KEY_PREFIX}${randomUUID()}.${type.extension}`;
    await this.send(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: file.bytes,
          ContentType: type.mime,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    );
    const url = this.options.publicUrl ? `${this.options.publicUrl}/${key}` : defaultPublicUrl(this.options, key);
    return {key, url};
  }

  async delete(key: string): Promise<void> {
    if (!KEY_PATTERN.test(key)) {
      throw new InvalidUploadError(`"${key}" is not a key this media storage generated.`);
    }
    // S3 answers a delete of a missing object with success, which is what the contract asks.
    await this.send(() => this.client.send(new DeleteObjectCommand({Bucket: this.options.bucket, Key: key})));
  }
}
