'use client';

import {useCallback, useEffect, useId, useRef, useState} from 'react';
import type React from 'react';

import {MEDIA_PAGE_SIZE} from '../../limits.js';
import type {MediaItem, PageOf} from '../../types.js';
import {fileSize} from '../ContentEditor/image-upload.js';
import {apiRequest, type ApiResult} from './api.js';
import {formatDate, mediaFileName} from './format.js';

/** Props of {@link MediaList}. */
export interface MediaListProps {
  /** The API's base path; the list reads and changes `<apiBase>/media`. */
  apiBase: string;
  /** The `SiteProvider`'s `fetch`, when it has one. */
  send?: ((request: Request) => Promise<Response>) | undefined;
  /** The first page, when the server has listed it already; without it the list loads it. */
  initial?: PageOf<MediaItem> | undefined;
  /** Called with the image the person chose to insert; without it there is no Insert button. */
  onPick?: ((item: MediaItem) => void) | undefined;
}

/** An alt text being changed: the image's id, the text typed, and the server's refusal. */
interface AltDraft {
  id: string;
  text: string;
  error: string | null;
}

/**
 * The uploaded images, newest first, each with its thumbnail, file name, alt text, size and
 * date, and buttons to change its alt text and delete it (after asking; the server refuses an
 * image a post or page uses, and its message, naming them, shows on that image). Shared by the
 * editor's picker and the media screen. While a request is out the list is `aria-busy`.
 *
 * Not a `<form>`: in the picker it sits inside the editor's form, and forms cannot nest, so
 * Enter in the alt text saves and Escape cancels by hand.
 *
 * @internal
 */
export function MediaList({apiBase, send, initial, onPick}: MediaListProps): React.JSX.Element {
  const id = useId();
  const [items, setItems] = useState<MediaItem[] | null>(initial?.items ?? null);
  const [page, setPage] = useState(initial?.page ?? 0);
  const [pageCount, setPageCount] = useState(initial?.pageCount ?? 1);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [itemError, setItemError] = useState<{id: string; message: string} | null>(null);
  const [altDraft, setAltDraft] = useState<AltDraft | null>(null);
  const [savingAlt, setSavingAlt] = useState(false);
  const [status, setStatus] = useState('');
  // The control that takes the focus once the alt text field opens or closes.
  const focusNext = useRef<string | null>(null);

  const fetchPage = useCallback(
    (next: number): Promise<ApiResult<PageOf<MediaItem>>> =>
      apiRequest<PageOf<MediaItem>>(
        `${apiBase}/media?page=${next}&pageSize=${MEDIA_PAGE_SIZE}`,
        'GET',
        undefined,
        send,
      ),
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

  const loaded = initial !== undefined;
  useEffect(() => {
    if (loaded) return;
    let open = true;
    void fetchPage(1).then((result) => {
      if (open) show(1, result);
    });
    return () => {
      open = false;
    };
  }, [fetchPage, show, loaded]);

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const itemUrl = (item: MediaItem): string => `${apiBase}/media/${encodeURIComponent(item.id)}`;
  const altId = (item: MediaItem): string => `${id}-alt-${item.id}`;
  const editId = (item: MediaItem): string => `${id}-edit-${item.id}`;

  async function remove(item: MediaItem): Promise<void> {
    if (deleting) return;
    setDeleting(item.id);
    setItemError(null);
    const result = await apiRequest<void>(itemUrl(item), 'DELETE', undefined, send);
    setDeleting(null);
    setConfirming(null);
    if (result.ok) {
      setItems((current) => (current ?? []).filter((other) => other.id !== item.id));
      setStatus('Image deleted.');
    } else {
      setItemError({id: item.id, message: result.error.message});
    }
  }

  /** Opens the alt text field of `item`, with its text, and moves the focus into it. */
  function openAlt(item: MediaItem): void {
    setItemError(null);
    setStatus('');
    setConfirming(null);
    focusNext.current = altId(item);
    setAltDraft({id: item.id, text: item.alt, error: null});
  }

  /** Closes the alt text field of `item`; the focus goes back to its Edit alt text button. */
  function closeAlt(item: MediaItem): void {
    focusNext.current = editId(item);
    setAltDraft(null);
  }

  async function saveAlt(item: MediaItem, text: string): Promise<void> {
    if (savingAlt) return;
    setSavingAlt(true);
    const result = await apiRequest<MediaItem>(itemUrl(item), 'PATCH', {alt: text}, send);
    setSavingAlt(false);
    if (!result.ok) {
      setAltDraft({id: item.id, text, error: result.error.message});
      focusNext.current = altId(item);
      return;
    }
    setItems((current) => (current ?? []).map((other) => (other.id === item.id ? result.data : other)));
    closeAlt(item);
    setStatus('Alt text saved.');
  }

  return (
    <>
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
        <ul className="inkwell-media__list" aria-busy={deleting !== null || savingAlt || undefined}>
          {items.map((item) => {
            const fileName = mediaFileName(item);
            // The alt text names the image for a screen reader; without one, its file name does.
            const name = item.alt || fileName;
            const draft = altDraft?.id === item.id ? altDraft : null;
            return (
              <li key={item.id} className="inkwell-media__item" aria-label={name}>
                {/* The alt text is printed beside the thumbnail, so the thumbnail itself is decoration. */}
                <img className="inkwell-media__thumb" src={item.url} alt="" loading="lazy" />
                <div className="inkwell-media__details">
                  {/* A long name is cut to two lines; the title holds all of it. */}
                  <p className="inkwell-media__name" title={fileName}>
                    {fileName}
                  </p>
                  {draft ? (
                    <div className="inkwell-field" role="group" aria-label={`Alt text of ${name}`}>
                      <label className="inkwell-label" htmlFor={altId(item)}>
                        Alt text
                      </label>
                      <input
                        id={altId(item)}
                        className="inkwell-input"
                        type="text"
                        value={draft.text}
                        disabled={savingAlt}
                        aria-describedby={`${altId(item)}-hint${draft.error ? ` ${altId(item)}-error` : ''}`}
                        aria-invalid={draft.error ? true : undefined}
                        onChange={(event) => setAltDraft({...draft, text: event.target.value})}
                        onKeyDown={(event) => {
                          // Enter would submit the editor's form around the picker; Escape would close it.
                          if (event.key === 'Enter') {
                            event.preventDefault();
                            void saveAlt(item, draft.text);
                          } else if (event.key === 'Escape') {
                            event.preventDefault();
                            event.stopPropagation();
                            closeAlt(item);
                          }
                        }}
                      />
                      <p className="inkwell-hint" id={`${altId(item)}-hint`}>
                        What the image shows, for people who cannot see it. Leave empty only for decoration. Posts and
                        pages that already show the image keep the alt text they have.
                      </p>
                      {draft.error ? (
                        <p className="inkwell-field-error" id={`${altId(item)}-error`} role="alert">
                          {draft.error}
                        </p>
                      ) : null}
                      <div className="inkwell-actions">
                        <button
                          className="inkwell-button inkwell-button--primary"
                          type="button"
                          disabled={savingAlt}
                          onClick={() => void saveAlt(item, draft.text)}
                        >
                          {savingAlt ? 'Saving…' : 'Save alt text'}
                        </button>
                        <button
                          className="inkwell-button"
                          type="button"
                          disabled={savingAlt}
                          onClick={() => closeAlt(item)}
                        >
                          Cancel
                        </button>
                      </div>
                    </div>
                  ) : (
                    <p className="inkwell-media__alt">{item.alt || <em>No alt text</em>}</p>
                  )}
                  <p className="inkwell-meta">
                    {fileSize(item.size)} · <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                  </p>
                  {itemError?.id === item.id ? (
                    <p className="inkwell-field-error" role="alert">
                      {itemError.message}
                    </p>
                  ) : null}
                  {draft ? null : confirming === item.id ? (
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
                      {onPick ? (
                        <button className="inkwell-button" type="button" onClick={() => onPick(item)}>
                          Insert
                        </button>
                      ) : null}
                      <button id={editId(item)} className="inkwell-button" type="button" onClick={() => openAlt(item)}>
                        Edit alt text
                      </button>
                      <button
                        className="inkwell-button inkwell-button--danger"
                        type="button"
                        onClick={() => {
                          setItemError(null);
                          setStatus('');
                          setAltDraft(null);
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
    </>
  );
}
