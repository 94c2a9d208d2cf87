// @vitest-environment jsdom
/**
 * The editor's one image path, the media library, against the real HTTP API over a memory
 * store and local storage: the SiteProvider's `fetch` hands each request to the API's handler.
 */
import {readdir} from 'node:fs/promises';

import {screen, waitFor, within} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';

import {uploadMedia} from '../../content/media.js';
import {PNG} from '../../media/__tests__/samples.js';
import {LocalMediaStorage} from '../../media/local.js';
import {createInkwell} from '../../server/create-inkwell.js';
import {makePost, makeUser, tempDir} from '../../store/__tests__/fixtures.js';
import {MemoryStore} from '../../store/memory-store.js';
import {editorSession, renderWithSite} from '../__tests__/fixtures.js';
import {ContentEditor} from './index.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({dir, cleanup} = await tempDir());
});
afterEach(() => cleanup());

const user = userEvent.setup({delay: null});

/** A site whose library holds two images, the first used by the post "Choosing a pen". */
async function siteWithImages() {
  const store = new MemoryStore();
  await store.users.create(makeUser({id: editorSession.user.id, email: editorSession.user.email, role: 'editor'}));
  const media = new LocalMediaStorage({dir, maxUploadBytes: 1024 * 1024});
  let second = 0;
  const context = {store, media, now: () => new Date(Date.UTC(2026, 2, 5, 9, 0, second++))};
  const used = await uploadMedia(context, {name: 'nib.png', type: 'image/png', bytes: PNG}, 'A fountain pen nib');
  const unused = await uploadMedia(context, {name: 'desk.png', type: 'image/png', bytes: PNG}, 'An empty desk');
  await store.posts.create(makePost({id: 'p1', slug: 'pens', title: 'Choosing a pen', body: `![A nib](${used.url})`}));
  const inkwell = createInkwell(
    {
      url: window.location.origin,
      apiPath: '/api/inkwell',
      providers: {},
      media: {kind: 'local', dir, maxUploadBytes: 1024 * 1024},
    },
    {store, media, getSession: () => Promise.resolve(editorSession)},
  );
  renderWithSite(<ContentEditor kind="post" item={null} />, {
    session: editorSession,
    apiBase: '/api/inkwell',
    fetch: (request) => inkwell.handler(request),
  });
  return {store, used, unused};
}

describe('ContentEditor: the media library', () => {
  it('has one image button, which opens the library listing every upload with its thumbnail, file name, alt text, size and date', async () => {
    const {used, unused} = await siteWithImages();
    const imageButtons = screen.getAllByRole('button', {name: /image/i});
    expect(imageButtons.map((button) => button.textContent)).toEqual(['Image…']);

    await user.click(screen.getByRole('button', {name: 'Image…'}));
    const library = screen.getByRole('group', {name: 'Media library'});
    expect(within(library).getByRole('button', {name: 'Upload a new image…'})).toHaveFocus();
    const items = await within(library).findAllByRole('listitem');
    // Newest first.
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['An empty desk', 'A fountain pen nib']);
    const [first] = items;
    expect(first?.querySelector('img')).toHaveAttribute('src', unused.url);
    expect(first).toHaveTextContent('An empty desk');
    expect(within(first as HTMLElement).getByTitle('desk.png')).toHaveTextContent(/^desk\.png$/);
    expect(first).toHaveTextContent('1 KB · March 5, 2026');
    expect(used.url).not.toBe(unused.url);
  });

  it('inserts a picked image at the cursor, on lines of its own, and closes the library', async () => {
    const {used} = await siteWithImages();
    const body = screen.getByLabelText<HTMLTextAreaElement>('Body (Markdown)');
    await user.type(body, 'Before after');
    body.setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', {name: 'Image…'}));
    const item = await screen.findByRole('listitem', {name: 'A fountain pen nib'});
    await user.click(within(item).getByRole('button', {name: 'Insert'}));

    expect(body.value).toBe(`Before \n\n![A fountain pen nib](${used.url})\n\nafter`);
    expect(screen.queryByRole('group', {name: 'Media library'})).toBeNull();
    expect(screen.getByText('Image inserted. Save to keep it in the post.')).toBeInTheDocument();
  });

  it('refuses to delete an image a post uses, naming the post, and keeps it; deletes an unused one after asking', async () => {
    const {store, used} = await siteWithImages();
    await user.click(screen.getByRole('button', {name: 'Image…'}));

    const inUse = await screen.findByRole('listitem', {name: 'A fountain pen nib'});
    await user.click(within(inUse).getByRole('button', {name: 'Delete'}));
    await user.click(within(inUse).getByRole('button', {name: 'Yes, delete image'}));
    expect(await within(inUse).findByRole('alert')).toHaveTextContent(
      'This image is used in the post "Choosing a pen". Take it out of that post first, then delete it.',
    );
    expect(await store.media.get(used.id)).not.toBeNull();
    expect(screen.getByRole('listitem', {name: 'A fountain pen nib'})).toBeInTheDocument();

    const unused = screen.getByRole('listitem', {name: 'An empty desk'});
    await user.click(within(unused).getByRole('button', {name: 'Delete'}));
    await user.click(within(unused).getByRole('button', {name: 'Cancel'}));
    expect(await store.media.count()).toBe(2);
    await user.click(within(unused).getByRole('button', {name: 'Delete'}));
    await user.click(within(unused).getByRole('button', {name: 'Yes, delete image'}));
    await waitFor(() => expect(screen.queryByRole('listitem', {name: 'An empty desk'})).toBeNull());
    expect(screen.getByText('Image deleted.')).toBeInTheDocument();
    expect(await store.media.count()).toBe(1);
    expect(await readdir(dir)).toEqual([used.key]);
  });

  it("changes an image's alt text in place: Enter saves it without saving the post, Escape leaves the library open", async () => {
    const {store, unused} = await siteWithImages();
    await user.click(screen.getByRole('button', {name: 'Image…'}));
    const item = await screen.findByRole('listitem', {name: 'An empty desk'});
    await user.click(within(item).getByRole('button', {name: 'Edit alt text'}));
    await user.type(within(item).getByRole('textbox', {name: 'Alt text'}), '{Escape}');
    expect(screen.getByRole('group', {name: 'Media library'})).toBeInTheDocument();
    expect(within(item).queryByRole('textbox')).toBeNull();

    await user.click(within(item).getByRole('button', {name: 'Edit alt text'}));
    const field = within(item).getByRole('textbox', {name: 'Alt text'});
    await user.clear(field);
    await user.type(field, 'A tidy desk{Enter}');
    expect(await screen.findByText('Alt text saved.')).toBeInTheDocument();
    expect(await store.media.get(unused.id)).toMatchObject({alt: 'A tidy desk'});
    expect(await store.posts.count()).toBe(1);
    await user.click(within(item).getByRole('button', {name: 'Insert'}));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Body (Markdown)').value).toContain(
      `![A tidy desk](${unused.url})`,
    );
  });

  it('says so when there are no images yet, and Escape closes the library', async () => {
    const store = new MemoryStore();
    await store.users.create(makeUser({id: editorSession.user.id, email: editorSession.user.email, role: 'editor'}));
    const media = new LocalMediaStorage({dir, maxUploadBytes: 1024});
    const inkwell = createInkwell(
      {
        url: window.location.origin,
        apiPath: '/api/inkwell',
        providers: {},
        media: {kind: 'local', dir, maxUploadBytes: 1024},
      },
      {store, media, getSession: () => Promise.resolve(editorSession)},
    );
    renderWithSite(<ContentEditor kind="post" item={null} />, {
      session: editorSession,
      apiBase: '/api/inkwell',
      fetch: (request) => inkwell.handler(request),
    });
    await user.click(screen.getByRole('button', {name: 'Image…'}));
    expect(await screen.findByText('No images yet. Upload one to start your library.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', {name: 'Media library'})).toBeNull();
    expect(screen.getByLabelText('Body (Markdown)')).toHaveFocus();
  });

  it("shows the server's reason when the library cannot be read, and no list", async () => {
    const answer = JSON.stringify({error: {code: 'preview', message: 'This is a preview: nothing is saved here.'}});
    renderWithSite(<ContentEditor kind="post" item={null} />, {
      session: editorSession,
      fetch: () => Promise.resolve(new Response(answer, {status: 409, headers: {'content-type': 'application/json'}})),
    });
    await user.click(screen.getByRole('button', {name: 'Image…'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is a preview: nothing is saved here.');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/No images yet/)).toBeNull();
  });
});
