import {readdir, readFile} from 'node:fs/promises';
import {join} from 'node:path';

import {tempDir} from '../store/__tests__/fixtures.js';
import {describeMediaContract} from './__tests__/contract.js';
import {LocalMediaStorage} from './local.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({dir, cleanup} = await tempDir());
});
afterEach(() => cleanup());

describeMediaContract('local', () => ({
  open: (maxUploadBytes) => Promise.resolve(new LocalMediaStorage({dir, maxUploadBytes})),
  fetchPublic: async (url) => {
    const name = url.replace(/^\/uploads\//, '');
    return readFile(join(dir, name)).then(
      (bytes) => new Uint8Array(bytes),
      () => null,
    );
  },
  countStored: async () => (await readdir(dir)).length,
}));
