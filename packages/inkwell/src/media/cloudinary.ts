/**
 * Media storage in Cloudinary, through its signed upload API.
 *
 * @module
 */

import {createHash, randomUUID} from 'node:crypto';

import {isNetworkError, ProviderError} from '../provider-error.js';
import {InvalidUploadError} from './errors.js';
import type {MediaStorage, StoredMedia, UploadFile} from './types.js';
import {checkImageUpload} from './validate.js';

/** Cloudinary's API host. */
export const CLOUDINARY_API_URL = 'https://api.cloudinary.com';
/** Folder every upload's public id starts with. */
export const CLOUDINARY_FOLDER = 'inkwell';

const KEY_PATTERN = /^inkwell\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Options for {@link CloudinaryMediaStorage}. */
export interface CloudinaryMediaOptions {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** Largest upload accepted, in bytes. */
  maxUploadBytes: number;
  /** API base URL; Cloudinary's own by default (tests point it at a local server). */
  apiUrl?: string;
  /** The `fetch` to use; the global one by default. */
  fetch?: typeof fetch;
  /** Clock for the signed timestamp. */
  now?: () => Date;
}

/**
 * Signs upload API parameters the way Cloudinary documents: every parameter except `file`,
 * `cloud_name`, `resource_type` and `api_key`, sorted by name, joined as `name=value` with
 * `&`, followed by the API secret, hashed with SHA-1 (hex).
 *
 * @param params - The parameters to send.
 * @param apiSecret - The API secret.
 * @returns The `signature` parameter.
 */
export function signCloudinaryParams(params: Record<string, string>, apiSecret: string): string {
  const excluded = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);
  const payload = Object.keys(params)
    .filter((name) => !excluded.has(name) && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('sha1')
    .update(payload + apiSecret)
    .digest('hex');
}

/** The error Cloudinary's answer stands for. */
function answerError(status: number, message: string): ProviderError {
  if (status === 401 || status === 403) {
    const what = /cloud[_ ]name/i.test(message) ? 'the cloud name' : 'the API key or secret';
    return new ProviderError(
      'Cloudinary',
      ['CLOUDINARY_URL'],
      `Cloudinary refused ${what} in CLOUDINARY_URL (${status}: ${message}). Copy the API environment variable again from the Cloudinary console.`,
    );
  }
  if (status === 404) {
    return new ProviderError(
      'Cloudinary',
      ['CLOUDINARY_URL'],
      `Cloudinary does not know the cloud name in CLOUDINARY_URL (404: ${message}). Copy the API environment variable again from the Cloudinary console.`,
    );
  }
  if (status === 420 || status === 429) {
    return new ProviderError(
      'Cloudinary',
      ['CLOUDINARY_URL'],
      `Cloudinary's rate limit for this account was reached (${status}: ${message}). Try again later.`,
    );
  }
  return new ProviderError('Cloudinary', ['CLOUDINARY_URL'], `Cloudinary refused the request (${status}: ${message}).`);
}

/**
 * Stores images in Cloudinary under `inkwell/<uuid>`, with signed uploads.
 *
 * @remarks
 * The API secret never leaves the server: each request is signed here, and the browser
 * sends its file to Inkwell, not to Cloudinary. The returned URL is Cloudinary's `https`
 * delivery URL.
 */
export class CloudinaryMediaStorage implements MediaStorage {
  readonly maxUploadBytes: number;
  private readonly options: CloudinaryMediaOptions;
  private readonly fetch: typeof fetch;

  /** @param options - Account, size limit and, for tests, API URL, fetch and clock. */
  constructor(options: CloudinaryMediaOptions) {
    this.options = options;
    this.maxUploadBytes = options.maxUploadBytes;
    this.fetch = options.fetch ?? fetch;
  }

  private endpoint(action: 'upload' | 'destroy'): string {
    const base = (this.options.apiUrl ?? CLOUDINARY_API_URL).replace(/\/+$/, '');
    return `${base}/v1_1/${encodeURIComponent(this.options.cloudName)}/image/${action}`;
  }

  private signed(params: Record<string, string>): Record<string, string> {
    const timestamp = String(Math.floor((this.options.now?.() ?? new Date()).getTime() / 1000));
    const all = {...params, timestamp};
    return {...all, api_key: this.options.apiKey, signature: signCloudinaryParams(all, this.options.apiSecret)};
  }

  private async post(action: 'upload' | 'destroy', body: FormData): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await this.fetch(this.endpoint(action), {method: 'POST', body, signal: AbortSignal.timeout(30_000)});
    } catch (error) {
      if (isNetworkError(error) || (error as Error).name === 'TypeError') {
        throw new ProviderError(
          'Cloudinary',
          ['CLOUDINARY_URL'],
          `Could not reach Cloudinary at ${this.options.apiUrl ?? CLOUDINARY_API_URL}. Check the network between this server and Cloudinary.`,
          error,
        );
      }
      throw error;
    }
    const text = await response.text();
    let answer: Record<string, unknown> = {};
    try {
      answer = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON (a proxy's error page, say): the status alone says what happened.
    }
    if (!response.ok) {
      const message = (answer.error as {message?: unknown} | undefined)?.message;
      throw answerError(response.status, typeof message === 'string' ? message : response.statusText);
    }
    return answer;
  }

  async upload(file: UploadFile): Promise<StoredMedia> {
    const type = checkImageUpload(file, this.maxUploadBytes);
    const params = this.signed({public_id: `${CLOUDINARY_FOLDER}/${randomUUID()}`});
    const body = new FormData();
    for (const [name, value] of Object.entries(params)) body.set(name, value);
    body.set('file', new Blob([file.bytes], {type: type.mime}), `upload.${type.extension}`);
    const answer = await this.post('upload', body);
    if (typeof answer.public_id !== 'string' || typeof answer.secure_url !== 'string') {
      throw new ProviderError(
        'Cloudinary',
        ['CLOUDINARY_URL'],
        'Cloudinary answered the upload without a public_id and secure_url.',
      );
    }
    return {key: answer.public_id, url: answer.secure_url};
  }

  async delete(key: string): Promise<void> {
    if (!KEY_PATTERN.test(key)) {
      throw new InvalidUploadError(`"${key}" is not a key this media storage generated.`);
    }
    const body = new FormData();
    // invalidate asks Cloudinary's CDN to drop cached copies too.
    for (const [name, value] of Object.entries(this.signed({public_id: key, invalidate: 'true'})))
      body.set(name, value);
    // Cloudinary answers {result: "not found"} for an image already gone: not an error here.
    await this.post('destroy', body);
  }
}
