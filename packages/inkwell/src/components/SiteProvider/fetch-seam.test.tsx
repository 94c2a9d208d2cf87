// @vitest-environment jsdom
import {screen, waitFor} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';
import {InkwellRouter, type Session} from '@inkwell/cms';

import {ObjectUrlMediaStorage} from '../../media/object-url.js';
import {PNG} from '../../media/__tests__/samples.js';
import {createInkwell} from '../../server/create-inkwell.js';
import {MemoryStore} from '../../store/memory-store.js';
import {renderWithSite} from '../__tests__/fixtures.js';
import {uploadImage} from '../ContentEditor/image-upload.js';

const admin: Session = {
  user: {id: 'u1', email: 'ada@example.com', name: 'Ada', image: null, role: 'admin'},
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** A real Inkwell server over a memory store, signed in as `admin`, and what it was asked. */
async function localServer() {
  const store = new MemoryStore();
  await store.users.create({...admin.user, provider: null, createdAt: '2026-01-01T00:00:00.000Z'});
  const server = createInkwell(
    {
      url: 'http://localhost',
      apiPath: '/api/inkwell',
      providers: {},
      media: {kind: 'local', dir: '', maxUploadBytes: 1024 * 1024},
    },
    {store, media: new ObjectUrlMediaStorage({maxUploadBytes: 1024 * 1024}), getSession: () => Promise.resolve(admin)},
  );
  const asked: string[] = [];
  const send = (request: Request): Promise<Response> => {
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
    return server.handler(request);
  };
  return {server, send, asked};
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SiteProvider's fetch and replaceAddress", () => {
  it('sends the editor’s save through the given fetch, never the network, and reports the new address', async () => {
    const {server, send, asked} = await localServer();
    const network = vi.fn(() => Promise.reject(new Error('no network in this test')));
    vi.stubGlobal('fetch', network);
    const addresses: string[] = [];
    const user = userEvent.setup({delay: null});
    renderWithSite(<InkwellRouter result={{kind: 'edit-post', post: null}} />, {
      session: admin,
      fetch: send,
      replaceAddress: (href) => addresses.push(href),
    });

    await user.type(screen.getByLabelText('Title'), 'Choosing a nib');
    await user.click(screen.getByRole('button', {name: /Save/}));

    await waitFor(() => expect(screen.getByText('Post created as a draft.')).toBeInTheDocument());
    const [post] = (await server.posts.list({includeDrafts: true})).items;
    expect(post?.title).toBe('Choosing a nib');
    expect(asked).toEqual(['POST /api/inkwell/posts']);
    expect(addresses).toEqual([`/admin/posts/${post?.id ?? ''}`]);
    expect(network).not.toHaveBeenCalled();
  });

  it('uploads an image through the given fetch, and reports it finished', async () => {
    const {send, asked} = await localServer();
    const progress: number[] = [];
    const result = await uploadImage(
      '/api/inkwell/media',
      new File([PNG], 'nib.png', {type: 'image/png'}),
      (fraction) => progress.push(fraction),
      send,
    );
    expect(result.ok).toBe(true);
    expect(asked).toEqual(['POST /api/inkwell/media']);
    expect(progress).toEqual([1]);
  });
});
