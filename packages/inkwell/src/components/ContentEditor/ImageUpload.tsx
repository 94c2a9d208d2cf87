'use client';

import {useEffect, useId, useRef, useState} from 'react';
import type React from 'react';

import {fileSize, imageMarkdown, uploadImage} from './image-upload.js';

/** An image waiting to be uploaded, and where in the body it goes. */
export interface PendingImage {
  file: File;
  /** The body's selection when the image was chosen, dropped or pasted. */
  start: number;
  end: number;
}

/** Props of {@link ImageUpload}. */
export interface ImageUploadProps {
  image: PendingImage;
  /** The media endpoint, `<apiBase>/media`. */
  url: string;
  /** Called with the Markdown to insert once the upload succeeded. */
  onUploaded: (markdown: string, image: PendingImage) => void;
  /** Called when the person cancels. */
  onCancel: () => void;
  /** The `SiteProvider`'s `fetch`, when it has one; otherwise the upload uses XMLHttpRequest. */
  send?: ((request: Request) => Promise<Response>) | undefined;
}

/**
 * Asks for an image's alt text, uploads it with progress, and reports the server's error in
 * place, keeping the alt text and the file so "Try again" needs nothing retyped.
 *
 * @internal Part of the editor.
 */
export function ImageUpload({image, url, onUploaded, onCancel, send}: ImageUploadProps): React.JSX.Element {
  const id = useId();
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;

  useEffect(() => {
    altInput.current?.focus();
  }, [image]);

  async function upload(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    if (uploading) return;
    setError(null);
    setProgress(0);
    const result = await uploadImage(url, image.file, setProgress, send, alt);
    setProgress(null);
    if (result.ok) {
      onUploaded(imageMarkdown(alt, result.data.url), image);
    } else {
      setError(result.error.message);
      altInput.current?.focus();
    }
  }

  // Escape cancels from any control in the group, as it would close a dialog.
  function cancelOnEscape(event: React.KeyboardEvent): void {
    if (event.key === 'Escape' && !uploading) onCancel();
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    // Not a <form>: it sits inside the editor's form, and forms cannot nest.
    <div className="inkwell-upload" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`}>
        <strong>Insert image:</strong> {image.file.name || 'pasted image'} ({fileSize(image.file.size)})
      </p>
      <div className="inkwell-field">
        <label className="inkwell-label" htmlFor={`${id}-alt`}>
          Alt text
        </label>
        <input
          ref={altInput}
          id={`${id}-alt`}
          className="inkwell-input"
          type="text"
          value={alt}
          disabled={uploading}
          aria-describedby={`${id}-alt-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            // Enter would submit the editor's form around this group: here it uploads.
            if (event.key === 'Enter') void upload(event);
            cancelOnEscape(event);
          }}
        />
        <p className="inkwell-hint" id={`${id}-alt-hint`}>
          What the image shows, for people who cannot see it. Leave empty only for decoration.
        </p>
        {error ? (
          <p className="inkwell-field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {uploading ? (
        <p role="status">
          <label htmlFor={`${id}-progress`}>Uploading… {percent}%</label>{' '}
          <progress id={`${id}-progress`} className="inkwell-progress" max={100} value={percent} />
        </p>
      ) : null}
      <div className="inkwell-actions">
        <button
          className="inkwell-button inkwell-button--primary"
          type="button"
          disabled={uploading}
          onClick={(event) => void upload(event)}
          onKeyDown={cancelOnEscape}
        >
          {error ? 'Try again' : 'Upload and insert'}
        </button>
        <button
          className="inkwell-button"
          type="button"
          disabled={uploading}
          onClick={onCancel}
          onKeyDown={cancelOnEscape}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
