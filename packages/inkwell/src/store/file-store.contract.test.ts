import {join} from 'node:path';

import {describeDataStoreContract} from './__tests__/contract.js';
import {tempDir} from './__tests__/fixtures.js';
import {FileStore} from './file-store.js';

describeDataStoreContract('file', async () => {
  const {dir, cleanup} = await tempDir();
  return {store: new FileStore(join(dir, '.inkwell', 'content.json')), close: cleanup};
});
