/**
 * Image-only and size checks for uploads, decided by the file's bytes rather than its name
 * or claimed type, which the uploader controls.
 *
 * @module
 */

import {mediaTypeEssence} from '../media-type.js';
import {InvalidUploadError, UploadTooLargeError} from './errors.js';
import type {UploadFile} from './types.js';

/** An image format Inkwell accepts, with the extension and MIME type stored files get. */
export interface ImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif';
  extension: 'png' | 'jpg' | 'gif' | 'webp' | 'avif';
}

const ACCEPTED_LIST = 'PNG, JPEG, GIF, WebP or AVIF';

/** Claimed types an upload may carry, compared by their {@link mediaTypeEssence}. */
const ACCEPTED_MIME_TYPES = new Set<string>([
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  // Browsers send these when they do not recognise the extension; the bytes still decide.
  'application/octet-stream',
  '',
]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** AVIF is an ISO-BMFF file whose `ftyp` box names `avif`/`avis` as major or compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || !startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    // Offset 12 is the minor version, not a brand.
    if (offset === 12) continue;
    if (startsWith(bytes, ascii('avif'), offset) || startsWith(bytes, ascii('avis'), offset)) {
      return true;
    }
  }
  return false;
}

/**
 * Recognises an accepted image format from the file's first bytes.
 *
 * @param bytes - The file content.
 * @returns The format, or `null` when the bytes are not a PNG, JPEG, GIF, WebP or AVIF image.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return {mime: 'image/png', extension: 'png'};
  if (startsWith(bytes, JPEG)) return {mime: 'image/jpeg', extension: 'jpg'};
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return {mime: 'image/gif', extension: 'gif'};
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return {mime: 'image/webp', extension: 'webp'};
  }
  if (isAvif(bytes)) return {mime: 'image/avif', extension: 'avif'};
  return null;
}

/** Whether the file is, or claims to be, SVG: XML that browsers run scripts in. */
function looksLikeSvg(file: UploadFile): boolean {
  if (mediaTypeEssence(file.type).startsWith('image/svg')) return true;
  if (/\.svgz?$/i.test(file.name)) return true;
  const head = new TextDecoder().decode(file.bytes.subarray(0, 512)).trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

function describe(file: UploadFile): string {
  return file.name ? `"${file.name}"` : 'The file';
}

/**
 * Checks that an upload is an accepted image within the size limit.
 *
 * @param file - The upload.
 * @param maxBytes - The largest size accepted.
 * @returns The image format detected from the bytes.
 * @throws `UploadTooLargeError` over the limit; `InvalidUploadError` for an empty file, SVG,
 * a non-image claimed type, or bytes that are not an accepted image.
 */
export function checkImageUpload(file: UploadFile, maxBytes: number): ImageType {
  if (file.bytes.length > maxBytes) throw new UploadTooLargeError(file.bytes.length, maxBytes);
  if (file.bytes.length === 0) {
    throw new InvalidUploadError(`${describe(file)} is empty. Choose an image file.`);
  }
  if (looksLikeSvg(file)) {
    throw new InvalidUploadError(
      `${describe(file)} is an SVG image, which can carry scripts, so it is not accepted. Export it as PNG or WebP instead.`,
    );
  }
  const detected = detectImageType(file.bytes);
  if (!ACCEPTED_MIME_TYPES.has(mediaTypeEssence(file.type)) || !detected) {
    throw new InvalidUploadError(
      `${describe(file)} is not a ${ACCEPTED_LIST} image. Only those image formats can be uploaded.`,
    );
  }
  return detected;
}
