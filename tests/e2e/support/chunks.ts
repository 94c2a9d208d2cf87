import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from '../../support/serve-build.cjs';

/** File name of the built JS chunk whose source contains `marker`, e.g. a page's own text. */
export function chunkContaining(marker: string): string {
  const dir = join(buildDir, 'assets', 'js');
  const found = readdirSync(dir).filter(
    (file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes(marker),
  );
  if (found.length !== 1) {
    throw new Error(`Expected one chunk containing "${marker}", found ${found.length}: ${found.join(', ')}`);
  }
  return found[0];
}
