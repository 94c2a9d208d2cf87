// @vitest-environment jsdom
/**
 * The media screen at /admin/media, against the real HTTP API over a memory store and local
 * storage: the resolve result the server gives for the path, and the SiteProvider's `fetch`
 * handing each request to the API's handler.
 */
import {readdir} from 'node:fs/promises';

import {screen, waitFor, within} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';

import {InkwellRouter, type Session} from '@inkwell/cms';
import {uploadMedia} from '../../content/media.js';
import {PNG} from '../../media/__tests__/samples.js';
import {LocalMediaStorage} from '../../media/local.js';
import {createInkwell} from '../../server/create-inkwell.js';
import {makePage, makePost, makeUser, tempDir} from '../../store/__tests__/fixtures.js';
import {MemoryStore} from '../../store/memory-store.js';
import {adminSession, editorSession, renderWithSite} from '../__tests__/fixtures.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({dir, cleanup} = await tempDir());
});
afterEach(() => cleanup());

const user = userEvent.setup({delay: null});

/**
 * Opens /admin/media as `session` on a site with two images: the first is used by the post
 * "Choosing a pen" and the page "About", the second by nothing.
 */
async function openMediaScreen(session: Session = editorSession) {
  const store = new MemoryStore();
  await store.users.create(makeUser({id: session.user.id, email: session.user.email, role: session.user.role}));
  const media = new LocalMediaStorage({dir, maxUploadBytes: 1024 * 1024});
  let second = 0;
  const context = {store, media, now: () => new Date(Date.UTC(2026, 2, 5, 9, 0, second++))};
  const used = await uploadMedia(context, {name: 'nib.png', type: 'image/png', bytes: PNG}, 'A fountain pen nib');
  const unused = await uploadMedia(context, {name: 'desk.png', type: 'image/png', bytes: PNG}, '');
  await store.posts.create(makePost({id: 'p1', slug: 'pens', title: 'Choosing a pen', body: `![A nib](${used.url})`}));
  await store.pages.create(makePage({id: 'a1', slug: 'about', title: 'About', body: `![Nib](${used.url})`}));
  const inkwell = createInkwell(
    {
      url: window.location.origin,
      apiPath: '/api/inkwell',
      providers: {},
      media: {kind: 'local', dir, maxUploadBytes: 1024 * 1024},
    },
    {store, media, getSession: () => Promise.resolve(session)},
  );
  const result = await inkwell.resolve('/admin/media', {session});
  renderWithSite(<InkwellRouter result={result} />, {
    session,
    currentPath: '/admin/media',
    apiBase: '/api/inkwell',
    fetch: (request) => inkwell.handler(request),
  });
  return {store, used, unused};
}

describe('the media screen', () => {
  it.each([
    ['an editor', editorSession],
    ['an admin', adminSession],
  ])(
    'lists every upload for %s with its thumbnail, file name, alt text, size and date, newest first',
    async (_who, session) => {
      const {used, unused} = await openMediaScreen(session);
      expect(screen.getByRole('heading', {level: 1, name: 'Media'})).toBeInTheDocument();
      const items = screen.getAllByRole('listitem');
      // Without alt text, the file name it was uploaded with tells the image apart, and names it.
      expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['desk.png', 'A fountain pen nib']);
      const [first, second] = items as [HTMLElement, HTMLElement];
      expect(first.querySelector('img')).toHaveAttribute('src', unused.url);
      expect(within(first).getByTitle('desk.png')).toHaveTextContent(/^desk\.png$/);
      expect(first).toHaveTextContent('No alt text');
      expect(within(second).getByTitle('nib.png')).toHaveTextContent(/^nib\.png$/);
      expect(second.querySelector('img')).toHaveAttribute('src', used.url);
      expect(second).toHaveTextContent('1 KB · March 5, 2026');
      // Images go into posts from the editor; the screen itself inserts nothing.
      expect(screen.queryByRole('button', {name: 'Insert'})).toBeNull();
    },
  );

  it('changes an image’s alt text: Enter keeps it, Escape leaves it as it was', async () => {
    const {store, unused} = await openMediaScreen();
    const item = screen.getByRole('listitem', {name: 'desk.png'});
    await user.click(within(item).getByRole('button', {name: 'Edit alt text'}));
    const field = within(item).getByRole('textbox', {name: 'Alt text'});
    expect(field).toHaveFocus();
    await user.type(field, 'Not this{Escape}');
    expect(within(item).queryByRole('textbox')).toBeNull();
    expect(within(item).getByRole('button', {name: 'Edit alt text'})).toHaveFocus();

    await user.click(within(item).getByRole('button', {name: 'Edit alt text'}));
    await user.type(within(item).getByRole('textbox', {name: 'Alt text'}), '  An empty   desk {Enter}');
    expect(await screen.findByText('Alt text saved.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', {name: 'An empty desk'})).toHaveTextContent('An empty desk');
    expect(await store.media.get(unused.id)).toEqual({...unused, alt: 'An empty desk'});
    expect(within(item).getByRole('button', {name: 'Edit alt text'})).toHaveFocus();
  });

  it('shows the server’s refusal of an alt text on its field, and keeps what was typed', async () => {
    const {store, used} = await openMediaScreen();
    const item = screen.getByRole('listitem', {name: 'A fountain pen nib'});
    await user.click(within(item).getByRole('button', {name: 'Edit alt text'}));
    const field = within(item).getByRole('textbox', {name: 'Alt text'});
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(1001));
    await user.click(within(item).getByRole('button', {name: 'Save alt text'}));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Alt text can be at most 1000 characters.');
    expect(field).toHaveValue('x'.repeat(1001));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await store.media.get(used.id)).toEqual(used);
  });

  it('refuses to delete an image in use, naming the post and page; deletes an unused one after asking', async () => {
    const {store, used} = await openMediaScreen();
    const inUse = screen.getByRole('listitem', {name: 'A fountain pen nib'});
    await user.click(within(inUse).getByRole('button', {name: 'Delete'}));
    await user.click(within(inUse).getByRole('button', {name: 'Yes, delete image'}));
    expect(await within(inUse).findByRole('alert')).toHaveTextContent(
      'This image is used in the post "Choosing a pen" and the page "About". Take it out of each of them first, then delete it.',
    );
    expect(await store.media.get(used.id)).not.toBeNull();

    const unused = screen.getByRole('listitem', {name: 'desk.png'});
    await user.click(within(unused).getByRole('button', {name: 'Delete'}));
    await user.click(within(unused).getByRole('button', {name: 'Yes, delete image'}));
    await waitFor(() => expect(screen.queryByRole('listitem', {name: 'desk.png'})).toBeNull());
    expect(screen.getByText('Image deleted.')).toBeInTheDocument();
    expect(await readdir(dir)).toEqual([used.key]);
  });
});
