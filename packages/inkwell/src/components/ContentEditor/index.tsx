'use client';

import {useDeferredValue, useEffect, useId, useRef, useState} from 'react';
import type React from 'react';

import type {MediaItem, Page, Post} from '../../types.js';
import {apiRequest} from '../internal/api.js';
import {cx} from '../internal/cx.js';
import {Field} from '../internal/Field.js';
import {fieldA11y, fieldIds} from '../internal/fields.js';
import {useForm} from '../internal/useForm.js';
import {MarkdownRenderer} from '../MarkdownRenderer/index.js';
import {useSite} from '../SiteProvider/index.js';
import {
  EDITOR_FIELDS,
  collectionOf,
  editorHref,
  editorPayload,
  publicHref,
  sameValues,
  validateEditor,
  valuesFrom,
} from './editor-form.js';
import type {EditorField, EditorValues} from './editor-form.js';
import {FORMATS, applyFormat, shortcutFormat} from './formatting.js';
import type {FormatKind} from './formatting.js';
import {IMAGE_TYPES, imageMarkdown, insertBlock} from './image-upload.js';
import {ImageUpload} from './ImageUpload.js';
import type {PendingImage} from './ImageUpload.js';
import {MediaLibrary} from './MediaLibrary.js';

/** Props of {@link ContentEditor}: a post (or `null` for a new one) or a page (or `null`). */
export type ContentEditorProps =
  | {
      /** Edit a post. */
      kind: 'post';
      /** The post to edit, or `null` to write a new one. */
      item: Post | null;
    }
  | {
      /** Edit a page. */
      kind: 'page';
      /** The page to edit, or `null` to create a new one. */
      item: Page | null;
    };

/**
 * The editor screen for a post or a page, with a live Markdown preview.
 *
 * @remarks
 * Save sends `POST ${apiBase}/posts` (or `/pages`) for a new item and
 * `PATCH ${apiBase}/posts/<id>` for an existing one. Checks run first in the browser; an
 * `ApiError` from the server is shown on the field it names (a taken slug on the slug field),
 * or above the form. Nothing typed is ever cleared by an error. After a new item is created
 * the address bar switches to its editor URL, so a reload edits it instead of creating another.
 * Existing items can be deleted after a confirmation step.
 *
 * @internal Rendered by {@link InkwellRouter} for the `edit-post` and `edit-page` results.
 */
export function ContentEditor(props: ContentEditorProps): React.JSX.Element {
  const {kind} = props;
  const {apiBase, fetch: send, replaceAddress} = useSite();
  const id = useId();
  const [item, setItem] = useState<Post | Page | null>(props.item);
  const form = useForm<EditorField, EditorValues>({
    initial: () => valuesFrom(props.item),
    fields: EDITOR_FIELDS[kind],
    validate: (values) => validateEditor(kind, values),
  });
  const {values, setValues, errors, formError, setFormError, register} = form;
  const [savedValues, setSavedValues] = useState<EditorValues>(() => valuesFrom(props.item));
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState<'save' | 'delete' | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [pendingImage, setPendingImage] = useState<PendingImage | null>(null);
  // The body's selection when the media library opened: where a picked image goes.
  const [library, setLibrary] = useState<{start: number; end: number} | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const cancelDelete = useRef<HTMLButtonElement>(null);
  // Rendering Markdown on every keystroke would make typing lag in long documents; the
  // preview may trail the textarea by a frame instead.
  const previewSource = useDeferredValue(values.body);

  const dirty = !deleted && !sameValues(values, savedValues);
  useEffect(() => {
    if (!dirty) return undefined;
    // The browser's own "leave this page?" prompt: the one thing that keeps unsaved writing
    // from being lost to a stray click or a closed tab.
    const warn = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Asking "delete this?" moves focus to Cancel, the choice that loses nothing.
  useEffect(() => {
    if (confirmingDelete) cancelDelete.current?.focus();
  }, [confirmingDelete]);

  const noun = kind === 'post' ? 'post' : 'page';
  const fieldId = (field: EditorField): string => `${id}-${field}`;
  const a11y = (field: EditorField, hint = false) => fieldA11y(fieldId(field), {error: errors[field], hint});

  function set<F extends EditorField>(field: F, value: EditorValues[F]): void {
    form.setField(field, value);
    setMessage('');
  }

  /** The body's selection, or its end when the body is not rendered. */
  function selection(): {start: number; end: number} {
    const body = form.control('body');
    return body instanceof HTMLTextAreaElement
      ? {start: body.selectionStart, end: body.selectionEnd}
      : {start: values.body.length, end: values.body.length};
  }

  /** Takes an image chosen, dropped or pasted, to be inserted at the body's selection. */
  function chooseImage(file: File | null | undefined): void {
    if (!file) return;
    // The last upload's "Image inserted" is about another image: leaving it beside this
    // one's progress or error would say both happened.
    setMessage('');
    // An image chosen from the library's upload button goes where the library was opened.
    setPendingImage({file, ...(library ?? selection())});
    setLibrary(null);
  }

  /** Opens the media library: the one way to add an image, new or already uploaded. */
  function openLibrary(): void {
    setMessage('');
    setLibrary(selection());
  }

  function closeLibrary(): void {
    setLibrary(null);
    form.control('body')?.focus();
  }

  /** Applies a formatting button or shortcut to the body's selection, keeping the result selected. */
  function format(kind: FormatKind): void {
    const body = form.control('body');
    if (!(body instanceof HTMLTextAreaElement)) return;
    const next = applyFormat(body.value, body.selectionStart, body.selectionEnd, kind);
    set('body', next.body);
    // After React has put the new text in the textarea: select what the reader types over next.
    requestAnimationFrame(() => {
      body.focus();
      body.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  }

  function insertImage(markdown: string, at: {start: number; end: number}): void {
    const body = form.control('body');
    let cursor = 0;
    setValues((current) => {
      const next = insertBlock(current.body, at.start, at.end, markdown);
      cursor = next.cursor;
      return {...current, body: next.body};
    });
    setPendingImage(null);
    setLibrary(null);
    setMessage('Image inserted. Save to keep it in the ' + noun + '.');
    // After React has put the new text in the textarea: the cursor goes after the image.
    requestAnimationFrame(() => {
      if (body instanceof HTMLTextAreaElement) {
        body.focus();
        body.setSelectionRange(cursor, cursor);
      }
    });
  }

  async function save(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    setMessage('');
    if (!form.check()) return;

    const sent = values;
    const collection = `${apiBase}/${collectionOf(kind)}`;
    setPending('save');
    const result = item
      ? await apiRequest<Post | Page>(
          `${collection}/${encodeURIComponent(item.id)}`,
          'PATCH',
          editorPayload(kind, sent),
          send,
        )
      : await apiRequest<Post | Page>(collection, 'POST', editorPayload(kind, sent), send);
    setPending(null);

    if (!result.ok) {
      form.showError(result.error);
      return;
    }

    const saved = result.data;
    const created = item === null;
    setItem(saved);
    // The server may have derived or normalised the slug; show it, unless the person has
    // already typed a different one while the request was in flight.
    const confirmed: EditorValues = {...sent, slug: saved.slug};
    setSavedValues(confirmed);
    setValues((current) => (current.slug === sent.slug ? {...current, slug: saved.slug} : current));
    setMessage(
      created
        ? `${kind === 'post' ? 'Post' : 'Page'} created${saved.status === 'published' ? ' and published' : ' as a draft'}.`
        : `Saved${saved.status === 'published' ? ' and published' : ' as a draft'}.`,
    );
    if (created && typeof window !== 'undefined') replaceAddress(editorHref(kind, saved.id));
  }

  async function remove(): Promise<void> {
    if (!item || pending) return;
    setFormError(null);
    setPending('delete');
    const result = await apiRequest<void>(
      `${apiBase}/${collectionOf(kind)}/${encodeURIComponent(item.id)}`,
      'DELETE',
      undefined,
      send,
    );
    setPending(null);
    setConfirmingDelete(false);
    if (result.ok) setDeleted(true);
    else setFormError(result.error.message);
  }

  if (deleted) {
    return (
      <section className="inkwell-editor" aria-labelledby={`${id}-heading`}>
        <h1 id={`${id}-heading`}>{kind === 'post' ? 'Post deleted' : 'Page deleted'}</h1>
        <p role="status">&ldquo;{values.title || item?.title}&rdquo; was deleted.</p>
        <p className="inkwell-actions">
          <a className="inkwell-button" href={editorHref(kind, 'new')}>
            {kind === 'post' ? 'Write a new post' : 'Create a new page'}
          </a>
          <a href={kind === 'post' ? '/blog' : '/'}>{kind === 'post' ? 'Back to the blog' : 'Back to the home page'}</a>
        </p>
      </section>
    );
  }

  const published = item?.status === 'published';

  return (
    <section className="inkwell-editor" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{item ? `Edit ${noun}` : `New ${noun}`}</h1>
      <form className="inkwell-form" noValidate onSubmit={(event) => void save(event)}>
        {formError ? (
          <div className="inkwell-alert" role="alert">
            {formError}
          </div>
        ) : null}

        <div className="inkwell-editor__fields">
          <Field id={fieldId('title')} label="Title" error={errors.title}>
            <input
              {...a11y('title')}
              ref={register('title')}
              className="inkwell-input inkwell-editor__title"
              name="title"
              type="text"
              required
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
            />
          </Field>
          <Field
            id={fieldId('slug')}
            label="Slug"
            hint={
              item
                ? `Part of the address (${kind === 'post' ? '/blog/' : '/'}…). Changing it changes the address.`
                : 'Part of the address. Leave empty to make one from the title.'
            }
            error={errors.slug}
          >
            <input
              {...a11y('slug', true)}
              ref={register('slug')}
              className="inkwell-input"
              name="slug"
              type="text"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={values.slug}
              onChange={(event) => set('slug', event.target.value)}
            />
          </Field>
          <Field
            id={fieldId('status')}
            label="Status"
            hint="Drafts are visible to editors and admins only."
            error={errors.status}
          >
            <select
              {...a11y('status', true)}
              ref={register('status')}
              className="inkwell-input inkwell-select"
              name="status"
              value={values.status}
              onChange={(event) => set('status', event.target.value === 'published' ? 'published' : 'draft')}
            >
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </select>
          </Field>
          {kind === 'post' ? (
            <Field
              id={fieldId('excerpt')}
              label="Excerpt"
              hint="One or two sentences shown in the post list."
              error={errors.excerpt}
            >
              <textarea
                {...a11y('excerpt', true)}
                ref={register('excerpt')}
                className="inkwell-input inkwell-textarea inkwell-editor__excerpt"
                name="excerpt"
                rows={2}
                value={values.excerpt}
                onChange={(event) => set('excerpt', event.target.value)}
              />
            </Field>
          ) : (
            <>
              <div
                className={cx('inkwell-field', 'inkwell-field--checkbox', errors.showInNav && 'inkwell-field--invalid')}
              >
                <input
                  {...a11y('showInNav', true)}
                  ref={register('showInNav')}
                  className="inkwell-checkbox"
                  name="showInNav"
                  type="checkbox"
                  checked={values.showInNav}
                  onChange={(event) => set('showInNav', event.target.checked)}
                />
                <label className="inkwell-label" htmlFor={fieldId('showInNav')}>
                  Show in navigation
                </label>
                <p className="inkwell-hint" id={fieldIds(fieldId('showInNav')).hint}>
                  List this page in the site menu (once it is published).
                </p>
                {errors.showInNav ? (
                  <p className="inkwell-field-error" id={fieldIds(fieldId('showInNav')).error}>
                    {errors.showInNav}
                  </p>
                ) : null}
              </div>
              <Field
                id={fieldId('navOrder')}
                label="Menu position"
                hint="Lower numbers come first in the menu."
                error={errors.navOrder}
              >
                <input
                  {...a11y('navOrder', true)}
                  ref={register('navOrder')}
                  className="inkwell-input inkwell-input--short"
                  name="navOrder"
                  type="number"
                  step={1}
                  inputMode="numeric"
                  value={values.navOrder}
                  onChange={(event) => set('navOrder', event.target.value)}
                />
              </Field>
            </>
          )}
        </div>

        <div className="inkwell-editor__panes">
          <div className="inkwell-editor__source-pane">
            <Field
              id={fieldId('body')}
              label="Body (Markdown)"
              hint="Select words and press a button above to format them, or type the marks yourself: ## for a heading, **bold**, _italic_, - for a list. The preview shows what visitors will see."
              error={errors.body}
              className="inkwell-editor__source"
            >
              <div
                className="inkwell-editor__format"
                role="toolbar"
                aria-label="Formatting"
                aria-controls={fieldId('body')}
              >
                {FORMATS.map((item) => (
                  <button
                    key={item.kind}
                    className="inkwell-button"
                    type="button"
                    aria-keyshortcuts={
                      item.key ? `Control+${item.key.toUpperCase()} Meta+${item.key.toUpperCase()}` : undefined
                    }
                    title={
                      item.key
                        ? `${item.label} (Ctrl+${item.key.toUpperCase()} or ⌘${item.key.toUpperCase()})`
                        : item.label
                    }
                    // Keeps the body's selection: a click would otherwise move focus first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => format(item.kind)}
                  >
                    {item.label}
                  </button>
                ))}
                <button
                  className="inkwell-button"
                  type="button"
                  aria-expanded={library !== null}
                  title="Insert an image: upload a new one or choose one from the media library"
                  disabled={pendingImage !== null}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => (library ? closeLibrary() : openLibrary())}
                >
                  Image…
                </button>
              </div>
              <textarea
                {...a11y('body', true)}
                ref={register('body')}
                className="inkwell-input inkwell-textarea inkwell-editor__body"
                name="body"
                rows={20}
                spellCheck
                value={values.body}
                data-dragging={dragging ? '' : undefined}
                onChange={(event) => set('body', event.target.value)}
                onKeyDown={(event) => {
                  const kind = shortcutFormat(event);
                  if (!kind) return;
                  event.preventDefault();
                  format(kind);
                }}
                onDragOver={(event) => {
                  if (!event.dataTransfer.types.includes('Files')) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'copy';
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={(event) => {
                  setDragging(false);
                  const file = event.dataTransfer.files[0];
                  if (!file) return;
                  event.preventDefault();
                  chooseImage(file);
                }}
                onPaste={(event) => {
                  const file = [...event.clipboardData.files].find((item) => item.type.startsWith('image/'));
                  if (!file) return;
                  event.preventDefault();
                  chooseImage(file);
                }}
              />
            </Field>
            <div className="inkwell-editor__tools">
              <span className="inkwell-hint">Or drop or paste an image into the body.</span>
              <input
                ref={fileInput}
                type="file"
                accept={IMAGE_TYPES}
                hidden
                aria-label="Image to insert"
                onChange={(event) => {
                  chooseImage(event.target.files?.[0]);
                  // Choosing the same file again must fire change again.
                  event.target.value = '';
                }}
              />
            </div>
            {library && !pendingImage ? (
              <MediaLibrary
                apiBase={apiBase}
                send={send}
                onPick={(item: MediaItem) => insertImage(imageMarkdown(item.alt, item.url), library)}
                onUpload={() => fileInput.current?.click()}
                onClose={closeLibrary}
              />
            ) : null}
            {pendingImage ? (
              <ImageUpload
                image={pendingImage}
                url={`${apiBase}/media`}
                send={send}
                onUploaded={insertImage}
                onCancel={() => {
                  setPendingImage(null);
                  form.control('body')?.focus();
                }}
              />
            ) : null}
          </div>
          <section className="inkwell-editor__preview" aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`} className="inkwell-editor__preview-title">
              Preview
            </h2>
            {previewSource.trim() === '' ? (
              <p className="inkwell-empty">Nothing to preview yet.</p>
            ) : (
              <MarkdownRenderer markdown={previewSource} />
            )}
          </section>
        </div>

        <div className="inkwell-actions inkwell-editor__actions">
          <button className="inkwell-button inkwell-button--primary" type="submit" disabled={pending !== null}>
            {pending === 'save' ? 'Saving…' : 'Save'}
          </button>
          {item && published ? <a href={publicHref(kind, item.slug)}>View {noun}</a> : null}
          {dirty ? <span className="inkwell-meta">Unsaved changes</span> : null}
          <p className="inkwell-status" role="status">
            {message}
          </p>
        </div>
      </form>

      {item ? (
        <section className="inkwell-danger-zone" aria-labelledby={`${id}-delete`}>
          <h2 id={`${id}-delete`}>Delete this {noun}</h2>
          {confirmingDelete ? (
            <div className="inkwell-confirm" role="group" aria-labelledby={`${id}-confirm`}>
              <p id={`${id}-confirm`}>Delete &ldquo;{item.title}&rdquo;? This cannot be undone.</p>
              <div className="inkwell-actions">
                <button
                  className="inkwell-button inkwell-button--danger"
                  type="button"
                  disabled={pending !== null}
                  onClick={() => void remove()}
                >
                  {pending === 'delete' ? 'Deleting…' : `Yes, delete this ${noun}`}
                </button>
                <button
                  ref={cancelDelete}
                  className="inkwell-button"
                  type="button"
                  onClick={() => setConfirmingDelete(false)}
                >
                  Cancel
                </button>
              </div>
            </div>
          ) : (
            <button
              className="inkwell-button inkwell-button--danger"
              type="button"
              onClick={() => setConfirmingDelete(true)}
            >
              Delete {noun}
            </button>
          )}
        </section>
      ) : null}
    </section>
  );
}
