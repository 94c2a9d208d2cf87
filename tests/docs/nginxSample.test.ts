/**
 * The self-hosted configuration page shows the example nginx site's uploads block; a reader
 * who copies it must get what the example (run by a real nginx in the library's tests) serves.
 */
import {readFile} from 'node:fs/promises';

import {describe, expect, it} from 'vitest';

/** The `location /uploads/ { … }` block's directives, without comments or indentation. */
function uploadsBlock(config: string): string[] {
  const block = /location \/uploads\/ \{\n([\s\S]*?)\n\s*\}/.exec(config)?.[1];
  if (block === undefined) throw new Error('no location /uploads/ block');
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

describe('docs/configuration/host/self-hosted.md', () => {
  it("shows the example nginx site's uploads block, headers included", async () => {
    const page = await readFile('docs/configuration/host/self-hosted.md', 'utf8');
    const example = await readFile('examples/self-hosted/nginx/inkwell.conf', 'utf8');
    expect(uploadsBlock(page)).toEqual(uploadsBlock(example));
    expect(uploadsBlock(page)).toContain(`add_header Content-Security-Policy "default-src 'none'; sandbox";`);
    expect(uploadsBlock(page)).toContain('add_header X-Content-Type-Options nosniff;');
  });
});
