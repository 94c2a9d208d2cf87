/**
 * The editor's image upload: the request (with progress) and the Markdown it inserts.
 *
 * @internal
 * @module
 */
import {NETWORK_ERROR, absoluteUrl, apiResult} from '../internal/api.js';
import type {ApiResult} from '../internal/api.js';
import type {MediaItem} from '../../types.js';

/** The image types the media API accepts; the file picker offers only these. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

/**
 * Sends `file` and its alt text to the media API (`POST <apiBase>/media`, fields `file` and
 * `alt`) and reports progress.
 *
 * @remarks XMLHttpRequest rather than `fetch`, because only it reports how much of a request
 * body has been sent. It never throws: a failure is an `ApiResult` with the server's error.
 *
 * @param url - The media endpoint.
 * @param file - The image.
 * @param onProgress - Called with the fraction sent, 0 to 1, as the upload goes.
 * @param send - The `SiteProvider`'s `fetch`, when it has one: the upload goes through it, and
 * its progress is reported once, when it has finished.
 * @param alt - What the image shows; the media library keeps it with the image.
 * @returns The recorded image, or the error.
 */
export function uploadImage(
  url: string,
  file: Blob & {name?: string},
  onProgress: (fraction: number) => void,
  send?: (request: Request) => Promise<Response>,
  alt = '',
): Promise<ApiResult<MediaItem>> {
  const form = new FormData();
  form.append('file', file, file.name ?? 'image');
  form.append('alt', alt);
  if (send) return uploadThrough(send, url, form, onProgress);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    request.addEventListener('load', () => {
      resolve(apiResult<MediaItem>(request.status, request.statusText, String(request.responseText ?? '')));
    });
    request.addEventListener('error', () => resolve({ok: false, status: 0, error: NETWORK_ERROR}));
    request.addEventListener('abort', () => resolve({ok: false, status: 0, error: NETWORK_ERROR}));
    request.send(form);
  });
}

async function uploadThrough(
  send: (request: Request) => Promise<Response>,
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<MediaItem>> {
  let response: Response;
  try {
    response = await send(
      new Request(absoluteUrl(url), {method: 'POST', headers: {accept: 'application/json'}, body: form}),
    );
  } catch {
    return {ok: false, status: 0, error: NETWORK_ERROR};
  }
  const text = await response.text().catch(() => '');
  onProgress(1);
  return apiResult<MediaItem>(response.status, response.statusText, text);
}

/**
 * The Markdown for an image: `![alt](url)`, with the characters that would end the alt text
 * or the address escaped.
 */
export function imageMarkdown(alt: string, url: string): string {
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]])/g, '\\$1');
  const address = /[\s()<>]/.test(url) ? `<${url.replace(/([<>])/g, '\\$1')}>` : url;
  return `![${text}](${address})`;
}

/**
 * `body` with `text` put in place of the characters from `start` to `end` (the selection),
 * and where the cursor goes after it. Positions past the end (the body changed while the
 * image uploaded) are clamped, so nothing already written is ever cut.
 */
export function insertText(body: string, start: number, end: number, text: string): {body: string; cursor: number} {
  const from = Math.max(0, Math.min(start, body.length));
  const to = Math.max(from, Math.min(end, body.length));
  return {body: body.slice(0, from) + text + body.slice(to), cursor: from + text.length};
}

/**
 * `body` with the block `text` (an image) put in place of the selection, on lines of its own:
 * a blank line before and after it unless the body already has one there or starts or ends
 * there. Without them Markdown reads an image typed after a list item as part of that item,
 * and one typed before a paragraph as part of that paragraph.
 */
export function insertBlock(body: string, start: number, end: number, text: string): {body: string; cursor: number} {
  const from = Math.max(0, Math.min(start, body.length));
  const to = Math.max(from, Math.min(end, body.length));
  const before = body.slice(0, from);
  const after = body.slice(to);
  const lead = before === '' ? '' : '\n'.repeat(Math.max(0, 2 - trailingNewlines(before)));
  const trail = after === '' ? '' : '\n'.repeat(Math.max(0, 2 - leadingNewlines(after)));
  const inserted = lead + text + trail;
  return {body: before + inserted + after, cursor: before.length + lead.length + text.length};
}

function trailingNewlines(text: string): number {
  return (/\n*$/.exec(text)?.[0] ?? '').length;
}

function leadingNewlines(text: string): number {
  return (/^\n*/.exec(text)?.[0] ?? '').length;
}

/** A readable size: `850 KB`, `2.4 MB`. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
