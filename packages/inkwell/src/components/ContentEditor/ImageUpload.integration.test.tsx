// @vitest-environment jsdom
/**
 * The editor's image upload against the real HTTP API and real storage: local files, S3
 * (s3rver) and Cloudinary (the local server that checks signatures). The browser side is
 * jsdom's XMLHttpRequest, which makes real requests to the API on 127.0.0.1.
 */
import {readFile, readdir} from 'node:fs/promises';
import {Blob as NodeBlob} from 'node:buffer';
import {createServer} from 'node:http';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';

import {fireEvent, screen, waitFor, within as inElement} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';
import S3rver from 's3rver';

import {CloudinaryMediaStorage} from '../../media/cloudinary.js';
import {createMediaStorage} from '../../media/index.js';
import {LocalMediaStorage} from '../../media/local.js';
import {startFakeCloudinary} from '../../media/__tests__/cloudinary-server.js';
import type {FakeCloudinary} from '../../media/__tests__/cloudinary-server.js';
import {PNG} from '../../media/__tests__/samples.js';
import type {MediaStorage} from '../../media/types.js';
import {createInkwell} from '../../server/create-inkwell.js';
import {makeUser, tempDir} from '../../store/__tests__/fixtures.js';
import {within} from '../../store/__tests__/servers.js';
import {FileStore} from '../../store/file-store.js';
import {InkwellRouter} from '../InkwellRouter/index.js';
import {editorSession, renderWithSite} from '../__tests__/fixtures.js';

let dir: string;
let cleanup: () => Promise<void>;
let s3: S3rver;
let s3Endpoint: string;
let cloudinary: FakeCloudinary;
const cloudAccount = {cloudName: 'inkwell-test', apiKey: '123456789012345', apiSecret: 'abcd-secret'};

beforeAll(async () => {
  ({dir, cleanup} = await tempDir());
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{name: 'media'}],
  });
  const {port} = await within(10_000, 's3rver', s3.run());
  s3Endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts this fixed key pair; the SDK reads it from the environment.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  cloudinary = await startFakeCloudinary(cloudAccount);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3.close();
  await cloudinary.stop();
  await cleanup();
});

/**
 * The Inkwell HTTP API over `media`, on 127.0.0.1, for an editor who is signed in. The page
 * (jsdom) has another origin, so the answers allow it, as a same-origin app would not need.
 */
async function startApi(media: MediaStorage): Promise<{apiBase: string; stop: () => Promise<void>}> {
  const origin = window.location.origin;
  const store = new FileStore(join(dir, `content-${Math.random()}.json`));
  // The API reads the role from the store on every request.
  await store.users.create(makeUser({id: editorSession.user.id, email: editorSession.user.email, role: 'editor'}));
  const inkwell = createInkwell(
    {
      url: origin,
      apiPath: '/api/inkwell',
      providers: {},
      media: {kind: 'local', dir, maxUploadBytes: media.maxUploadBytes},
    },
    {store, media, getSession: () => Promise.resolve(editorSession)},
  );
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.method === 'OPTIONS') {
      // The CORS preflight a cross-origin upload with progress listeners makes.
      outgoing.writeHead(204, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'POST, DELETE',
        'access-control-allow-headers': incoming.headers['access-control-request-headers'] ?? '',
      });
      outgoing.end();
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
          method: incoming.method,
          headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
            typeof value === 'string' ? [[name, value] as [string, string]] : [],
          ),
          ...(incoming.method === 'GET' ? {} : {body: Buffer.concat(chunks)}),
        });
        const response = await inkwell.handler(request);
        outgoing.writeHead(response.status, {
          ...Object.fromEntries(response.headers),
          'access-control-allow-origin': origin,
        });
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/api/inkwell`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// No pause between keystrokes: the tests type whole sentences.
const user = userEvent.setup({delay: null});

/**
 * jsdom replaces the global FormData, Blob and AbortSignal, which Node's fetch cannot take; the server
 * code runs in this same test realm, so its Cloudinary requests are rebuilt with Node's own.
 */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${blob.size} bytes`));
    reader.readAsArrayBuffer(blob);
  });
}

const nodeRealmFetch: typeof fetch = async (input, init) => {
  const sent = init?.body;
  if (!(sent instanceof FormData)) return fetch(input, {...init, signal: null});
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const body = new NodeFormData();
  for (const [name, value] of sent.entries()) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new NodeBlob([await bytesOf(value)], {type: value.type}) as Blob, value.name);
  }
  // jsdom's AbortSignal is foreign to Node's fetch too; the fake answers at once anyway.
  return fetch(input, {...init, body, signal: null});
};

function pngFile(name = 'ink.png', size = PNG.length): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, {type: 'image/png'});
}

function openEditor(apiBase: string) {
  renderWithSite(<InkwellRouter result={{kind: 'edit-post', post: null}} />, {session: editorSession, apiBase});
  return screen.getByLabelText<HTMLTextAreaElement>('Body (Markdown)');
}

/** Types `text` into the body and puts the cursor at `cursor`. */
async function writeBody(body: HTMLTextAreaElement, text: string, cursor: number) {
  await user.type(body, text);
  body.setSelectionRange(cursor, cursor);
}

const storages: Array<
  [string, () => Promise<{media: MediaStorage; stored: (url: string) => Promise<Uint8Array | null>}>]
> = [
  [
    'local',
    () => {
      const uploads = join(dir, `uploads-${Math.random()}`);
      return Promise.resolve({
        media: new LocalMediaStorage({dir: uploads, maxUploadBytes: 1024 * 1024}),
        stored: async (url) => new Uint8Array(await readFile(join(uploads, url.replace(/^\/uploads\//, '')))),
      });
    },
  ],
  [
    'S3 (s3rver)',
    async () => ({
      media: await createMediaStorage({
        media: {kind: 's3', bucket: 'media', region: 'us-east-1', endpoint: s3Endpoint, maxUploadBytes: 1024 * 1024},
      }),
      stored: async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer()),
    }),
  ],
  [
    'Cloudinary (signature server)',
    () =>
      Promise.resolve({
        media: new CloudinaryMediaStorage({
          ...cloudAccount,
          maxUploadBytes: 1024 * 1024,
          apiUrl: cloudinary.apiUrl,
          fetch: nodeRealmFetch,
        }),
        stored: async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer()),
      }),
  ],
];

describe.each(storages)('Image upload in the editor: %s storage', (_name, open) => {
  it('from the library, asks for alt text, shows progress, uploads, and inserts ![alt](url) at the cursor, on lines of its own; the preview shows it; the library lists it and refuses to delete it once a post uses it', async () => {
    const {media, stored} = await open();
    const api = await startApi(media);
    try {
      const body = openEditor(api.apiBase);
      await writeBody(body, 'Before after', 7);
      // The one image button opens the library; its upload button opens the file picker.
      await user.click(screen.getByRole('button', {name: 'Image…'}));
      await user.click(screen.getByRole('button', {name: 'Upload a new image…'}));
      fireEvent.change(screen.getByLabelText('Image to insert'), {target: {files: [pngFile()]}});

      const alt = screen.getByLabelText('Alt text');
      expect(alt).toHaveFocus();
      expect(screen.getByText(/ink\.png/)).toBeInTheDocument();
      await user.type(alt, 'A drop of [[blue] ink');
      await user.click(screen.getByRole('button', {name: 'Upload and insert'}));
      expect(screen.getByText(/Uploading… \d+%/)).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toBeInTheDocument();

      await waitFor(
        () => expect(body.value).toMatch(/^Before \n\n!\[A drop of \\\[blue\\\] ink\]\((\S+)\)\n\nafter$/),
        {
          timeout: 10_000,
        },
      );
      const url = /\]\((\S+)\)/.exec(body.value)?.[1] ?? '';
      expect(await stored(url)).toEqual(new Uint8Array(pngFile().size).map((_, index) => PNG[index] ?? 0));
      expect(screen.queryByLabelText('Alt text')).toBeNull();
      const preview = screen.getByRole('region', {name: 'Preview'});
      await waitFor(() => expect(preview.querySelector('img')).toHaveAttribute('src', url));
      expect(preview.querySelector('img')).toHaveAttribute('alt', 'A drop of [blue] ink');

      // The library lists the upload with its alt text, and refuses to delete it once a saved post uses it.
      await user.type(screen.getByLabelText('Title'), 'Inks');
      await user.click(screen.getByRole('button', {name: 'Save'}));
      await screen.findByText('Post created as a draft.', {}, {timeout: 10_000});
      await user.click(screen.getByRole('button', {name: 'Image…'}));
      const item = await screen.findByRole('listitem', {name: 'A drop of [blue] ink'}, {timeout: 10_000});
      expect(item.querySelector('img')).toHaveAttribute('src', url);
      await user.click(inElement(item).getByRole('button', {name: 'Delete'}));
      await user.click(inElement(item).getByRole('button', {name: 'Yes, delete image'}));
      expect(await inElement(item).findByRole('alert', {}, {timeout: 10_000})).toHaveTextContent(
        'This image is used in the post "Inks". Take it out of that post first, then delete it.',
      );
      expect(await stored(url)).toEqual(new Uint8Array(pngFile().size).map((_, index) => PNG[index] ?? 0));
    } finally {
      await api.stop();
    }
  }, 30_000);
});

describe('Image upload in the editor: errors', () => {
  it("shows the server's size error in place and loses nothing: body, alt text and file stay for another try", async () => {
    const uploads = join(dir, 'small-uploads');
    const api = await startApi(new LocalMediaStorage({dir: uploads, maxUploadBytes: 1024}));
    try {
      const body = openEditor(api.apiBase);
      await writeBody(body, 'My draft', 8);
      fireEvent.drop(body, {dataTransfer: {files: [pngFile('big.png', 4096)], types: ['Files']}});
      await user.type(screen.getByLabelText('Alt text'), 'A big picture');
      await user.click(screen.getByRole('button', {name: 'Upload and insert'}));

      const error = await screen.findByRole('alert', {}, {timeout: 10_000});
      expect(error).toHaveTextContent('The upload is larger than the 0.1 MB limit (INKWELL_MAX_UPLOAD_MB).');
      expect(screen.getByLabelText('Alt text')).toHaveValue('A big picture');
      expect(screen.getByLabelText('Alt text')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', {name: 'Try again'})).toBeEnabled();
      expect(body.value).toBe('My draft');
      expect(await readdir(uploads).catch(() => [])).toEqual([]);

      await user.click(screen.getByRole('button', {name: 'Cancel'}));
      expect(screen.queryByLabelText('Alt text')).toBeNull();
      expect(body.value).toBe('My draft');
    } finally {
      await api.stop();
    }
  }, 30_000);

  it('a failed upload after a successful one shows only the new error, not the earlier "Image inserted"', async () => {
    const api = await startApi(new LocalMediaStorage({dir: join(dir, 'uploads-twice'), maxUploadBytes: 1024 * 1024}));
    try {
      const body = openEditor(api.apiBase);
      await writeBody(body, 'Text', 4);
      fireEvent.change(screen.getByLabelText('Image to insert'), {target: {files: [pngFile()]}});
      await user.click(screen.getByRole('button', {name: 'Upload and insert'}));
      await waitFor(() => expect(body.value).toMatch(/^Text\n\n!\[\]\(\S+\)$/), {timeout: 10_000});
      expect(screen.getByText('Image inserted. Save to keep it in the post.')).toBeInTheDocument();

      const fake = new File(['<html>not an image</html>'], 'photo.png', {type: 'image/png'});
      fireEvent.paste(body, {clipboardData: {files: [fake], types: ['Files']}});
      await user.click(screen.getByRole('button', {name: 'Upload and insert'}));
      await screen.findByRole('alert', {}, {timeout: 10_000});
      expect(screen.queryByText(/Image inserted/)).toBeNull();
    } finally {
      await api.stop();
    }
  }, 30_000);

  it("shows the server's not-an-image error for a pasted file that is not an image", async () => {
    const api = await startApi(new LocalMediaStorage({dir: join(dir, 'uploads-text'), maxUploadBytes: 1024 * 1024}));
    try {
      const body = openEditor(api.apiBase);
      await writeBody(body, 'Text', 4);
      const fake = new File(['<html>not an image</html>'], 'photo.png', {type: 'image/png'});
      fireEvent.paste(body, {clipboardData: {files: [fake], types: ['Files']}});
      await user.click(screen.getByRole('button', {name: 'Upload and insert'}));
      const error = await screen.findByRole('alert', {}, {timeout: 10_000});
      expect(error).toHaveTextContent(/is not a PNG, JPEG, GIF, WebP or AVIF image/);
      expect(body.value).toBe('Text');
    } finally {
      await api.stop();
    }
  }, 30_000);
});
