'use client';

import {useEffect, useId, useRef} from 'react';
import type React from 'react';

import type {MediaItem} from '../../types.js';
import {MediaList} from '../internal/MediaList.js';

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
 * date, to insert into the body, describe anew or delete (see {@link MediaList}).
 *
 * @internal Part of the editor.
 */
export function MediaLibrary({apiBase, send, onPick, onUpload, onClose}: MediaLibraryProps): React.JSX.Element {
  const id = useId();
  const uploadButton = useRef<HTMLButtonElement>(null);

  // Opening the library moves focus into it, to its first choice.
  useEffect(() => {
    uploadButton.current?.focus();
  }, []);

  // Escape from any control in the library closes it, as it would close a dialog, unless a
  // deletion or an alt text is on its way to the server (the list is busy then).
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent): void => {
      const library = container.current;
      if (event.key !== 'Escape' || !library?.contains(event.target as Node)) return;
      if (library.querySelector('[aria-busy="true"]')) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

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
      <MediaList apiBase={apiBase} send={send} onPick={onPick} />
    </div>
  );
}
