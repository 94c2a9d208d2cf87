'use client';

import {useCallback, useEffect, useId, useRef, useState} from 'react';
import type React from 'react';

import type {MediaItem, PageOf} from '../../types.js';
import {apiRequest, type ApiResult} from '../internal/api.js';
import {formatDate} from '../internal/format.js';
import {fileSize} from './image-upload.js';

/** How many images one "Show more images" adds. */
const PAGE_SIZE = 24;

/** Props of {@link MediaLibrary}. */
export interface MediaLibraryProps {
  /** The API's base path; the library reads `<apiBase>/media`. */
  apiBase: string;
  /** The `SiteProvider`'s `fetch`, when it has one. */
  send?: ((request: Request) => Promise<Response>) | undefined;
  /** Called with the image the person chose to insert. */
  onPick: (item: MediaItem) => void;
  /** Called when the person asks to upload a new image (the editor opens the file picker). */
  onUpload: () => void;
  /** Called when the person closes the library. */
  onClose: () => void;
}

/**
 * The editor's media library: every uploaded image with its thumbnail, alt text, size and
 * date, to insert into the body or to delete. Deleting asks first; the server refuses an image
 * that a post or page uses, and its message, naming them, is shown on that image.
 *
 * @internal Part of the editor.
 */
export function MediaLibrary({apiBase, send, onPick, onUpload, onClose}: MediaLibraryProps): React.JSX.Element {
  const id = useId();
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [page, setPage] = useState(0);
  const [pageCount, setPageCount] = useState(1);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [itemError, setItemError] = useState<{id: string; message: string} | null>(null);
  const [status, setStatus] = useState('');
  const uploadButton = useRef<HTMLButtonElement>(null);

  const fetchPage = useCallback(
    (next: number): Promise<ApiResult<PageOf<MediaItem>>> =>
      apiRequest<PageOf<MediaItem>>(`${apiBase}/media?page=${next}&pageSize=${PAGE_SIZE}`, 'GET', undefined, send),
    [apiBase, send],
  );

  /** Shows page `next` of the library after the ones already shown (or in their place, for page 1). */
  const show = useCallback((next: number, result: ApiResult<PageOf<MediaItem>>): void => {
    setLoadError(result.ok ? null : result.error.message);
    if (!result.ok) {
      setItems((current) => current ?? []);
      return;
    }
    setItems((current) => (next === 1 ? result.data.items : [...(current ?? []), ...result.data.items]));
    setPage(next);
    setPageCount(result.data.pageCount);
  }, []);

  useEffect(() => {
    let open = true;
    void fetchPage(1).then((result) => {
      if (open) show(1, result);
    });
    return () => {
      open = false;
    };
  }, [fetchPage, show]);

  // Opening the library moves focus into it, to its first choice.
  useEffect(() => {
    uploadButton.current?.focus();
  }, []);

  async function remove(item: MediaItem): Promise<void> {
    if (deleting) return;
    setDeleting(item.id);
    setItemError(null);
    const result = await apiRequest<void>(`${apiBase}/media/${encodeURIComponent(item.id)}`, 'DELETE', undefined, send);
    setDeleting(null);
    setConfirming(null);
    if (result.ok) {
      setItems((current) => (current ?? []).filter((other) => other.id !== item.id));
      setStatus('Image deleted.');
    } else {
      setItemError({id: item.id, message: result.error.message});
    }
  }

  // Escape from any control in the library closes it, as it would close a dialog.
  const container = useRef<HTMLDivElement>(null);
  const busy = deleting !== null;
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || busy || !container.current?.contains(event.target as Node)) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [busy, onClose]);

  return (
    // Not a <form>: it sits inside the editor's form, and forms cannot nest.
    <div className="inkwell-upload inkwell-media" role="group" aria-labelledby={`${id}-title`} ref={container}>
      <div className="inkwell-media__head">
        <h2 id={`${id}-title`} className="inkwell-media__title">
          Media library
        </h2>
        <button ref={uploadButton} className="inkwell-button inkwell-button--primary" type="button" onClick={onUpload}>
          Upload a new image…
        </button>
        <button className="inkwell-button" type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="inkwell-hint">Choose Insert to put an image in the body at the cursor.</p>
      {loadError ? (
        <p className="inkwell-alert" role="alert">
          {loadError}
        </p>
      ) : null}
      {items === null ? (
        <p role="status">Loading images…</p>
      ) : items.length === 0 ? (
        loadError ? null : (
          <p className="inkwell-empty">No images yet. Upload one to start your library.</p>
        )
      ) : (
        <ul className="inkwell-media__list">
          {items.map((item) => {
            const name = item.alt || 'Image without alt text';
            return (
              <li key={item.id} className="inkwell-media__item" aria-label={name}>
                {/* The alt text is printed beside the thumbnail, so the thumbnail itself is decoration. */}
                <img className="inkwell-media__thumb" src={item.url} alt="" loading="lazy" />
                <div className="inkwell-media__details">
                  <p className="inkwell-media__alt">{item.alt || <em>No alt text</em>}</p>
                  <p className="inkwell-meta">
                    {fileSize(item.size)} · {formatDate(item.createdAt)}
                  </p>
                  {itemError?.id === item.id ? (
                    <p className="inkwell-field-error" role="alert">
                      {itemError.message}
                    </p>
                  ) : null}
                  {confirming === item.id ? (
                    <div className="inkwell-actions" role="group" aria-label={`Delete ${name}?`}>
                      <span>Delete this image? This cannot be undone.</span>
                      <button
                        className="inkwell-button inkwell-button--danger"
                        type="button"
                        disabled={deleting !== null}
                        onClick={() => void remove(item)}
                      >
                        {deleting === item.id ? 'Deleting…' : 'Yes, delete image'}
                      </button>
                      <button className="inkwell-button" type="button" onClick={() => setConfirming(null)}>
                        Cancel
                      </button>
                    </div>
                  ) : (
                    <div className="inkwell-actions">
                      <button className="inkwell-button" type="button" onClick={() => onPick(item)}>
                        Insert
                      </button>
                      <button
                        className="inkwell-button inkwell-button--danger"
                        type="button"
                        onClick={() => {
                          setItemError(null);
                          setStatus('');
                          setConfirming(item.id);
                        }}
                      >
                        Delete
                      </button>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {items !== null && page < pageCount ? (
        <button
          className="inkwell-button"
          type="button"
          onClick={() => void fetchPage(page + 1).then((result) => show(page + 1, result))}
        >
          Show more images
        </button>
      ) : null}
      <p className="inkwell-status" role="status">
        {status}
      </p>
    </div>
  );
}
