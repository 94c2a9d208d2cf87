import {readFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

import {ENV_VARIABLES} from '../config.js';

const example = join(dirname(fileURLToPath(import.meta.url)), '../../../../examples/self-hosted');
const read = (file: string) => readFile(join(example, file), 'utf8');

describe('examples/self-hosted', () => {
  it('names only variables Inkwell reads in its environment file', async () => {
    const names = [...(await read('inkwell.env.example')).matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !(ENV_VARIABLES as readonly string[]).includes(name ?? ''))).toEqual([]);
  });

  it('points nginx at the address the service listens on, and serves uploads from the media folder', async () => {
    const unit = await read('systemd/inkwell.service');
    const nginx = await read('nginx/inkwell.conf');
    const env = await read('inkwell.env.example');
    expect(unit).toContain('--hostname 127.0.0.1 --port 3000');
    expect(nginx).toContain('server 127.0.0.1:3000;');
    const mediaDir = /^INKWELL_MEDIA_DIR=(.+)$/m.exec(env)?.[1];
    const dataFile = /^INKWELL_DATA_FILE=(.+)$/m.exec(env)?.[1];
    expect(nginx).toContain(`alias ${mediaDir}/;`);
    // The service may write where the store and uploads live, and nowhere else.
    expect(unit).toContain(`ReadWritePaths=${dirname(dataFile ?? '')} ${mediaDir}`);
  });
});
