/**
 * Reading requests safely: same-site checks, JSON and multipart bodies with size limits,
 * and query numbers.
 *
 * @module
 */

import type {UploadFile} from '../../media/types.js';
import {uploadTooLargeMessage} from '../../media/errors.js';
import {mediaTypeEssence} from '../../media-type.js';
import {HttpError} from './errors.js';
import {crossSiteRequest, crossSiteWriteMessage} from './same-origin.js';

/** Largest JSON body accepted: a 500 000-character Markdown body plus room to spare. */
export const MAX_JSON_BYTES = 4 * 1024 * 1024;

/** Multipart framing around the file itself: boundaries and part headers. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Refuses a write that a browser sent from another site, by the rule in
 * {@link crossSiteRequest}.
 *
 * @param request - The incoming request.
 * @param siteUrl - `INKWELL_URL`.
 * @throws `HttpError` 403 naming the other site's origin when the browser sent it.
 */
export function checkSameOrigin(request: Request, siteUrl: string): void {
  const crossSite = crossSiteRequest(request, siteUrl);
  if (crossSite === null) return;
  throw new HttpError(403, 'forbidden', crossSiteWriteMessage(crossSite.origin));
}

function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header)) return null;
  return Number(header);
}

/**
 * Reads the body, refusing it as soon as it passes `limit` bytes, so a client that sends an
 * endless body without `Content-Length` cannot fill the server's memory.
 */
async function readBounded(request: Request, limit: number, tooLarge: () => HttpError): Promise<Uint8Array> {
  if ((declaredLength(request) ?? 0) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function mediaType(request: Request): string {
  return mediaTypeEssence(request.headers.get('content-type') ?? '');
}

/**
 * Reads a JSON request body of at most {@link MAX_JSON_BYTES}.
 *
 * @returns The parsed value (checked by the content rules, not here).
 * @throws `HttpError` 415 when the body is not declared as JSON, 413 when it is too large,
 * 400 when it does not parse.
 */
export async function readJson(request: Request): Promise<unknown> {
  const type = mediaType(request);
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new HttpError(415, 'unsupported-media-type', 'Send the body as JSON with Content-Type: application/json.');
  }
  const limitMb = MAX_JSON_BYTES / (1024 * 1024);
  const bytes = await readBounded(
    request,
    MAX_JSON_BYTES,
    () => new HttpError(413, 'too-large', `The request body is larger than ${limitMb} MB.`),
  );
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'validation', 'The request body is not valid JSON.');
  }
}

/**
 * Reads the `file` field of a multipart upload, and its optional `alt` field.
 *
 * @param request - The incoming request.
 * @param maxUploadBytes - The configured limit; a body much larger is refused without being
 * read to the end.
 * @throws `HttpError` 415 for a body that is not a multipart form, 413 for one far over the
 * limit, 400 when the `file` field is missing.
 * @returns The file, and its alt text (empty when the form has none).
 */
export async function readUpload(request: Request, maxUploadBytes: number): Promise<{file: UploadFile; alt: string}> {
  if (mediaType(request) !== 'multipart/form-data') {
    throw new HttpError(
      415,
      'unsupported-media-type',
      'Send the image as a multipart form (multipart/form-data) with a field named file.',
      'file',
    );
  }
  const body = await readBounded(
    request,
    maxUploadBytes + MULTIPART_OVERHEAD_BYTES,
    () => new HttpError(413, 'too-large', uploadTooLargeMessage(maxUploadBytes), 'file'),
  );
  let form: FormData;
  try {
    // The body was read within the limit above; the platform's parser takes it from here.
    const contentType = request.headers.get('content-type') ?? '';
    form = await new Response(body, {headers: {'content-type': contentType}}).formData();
  } catch {
    throw new HttpError(400, 'validation', 'The upload could not be read as a multipart form.', 'file');
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string') {
    throw new HttpError(400, 'validation', 'Attach the image in a form field named file.', 'file');
  }
  const alt = form.get('alt');
  return {
    file: {name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer())},
    alt: typeof alt === 'string' ? alt : '',
  };
}

/**
 * Reads an optional whole-number query parameter such as `page`.
 *
 * @throws `HttpError` 400 naming the parameter when it is not a whole number.
 */
export function queryNumber(url: URL, name: string): number | undefined {
  const value = url.searchParams.get(name);
  if (value === null || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value)) {
    throw new HttpError(400, 'validation', `${name} must be a whole number.`, name);
  }
  return Number(value);
}
