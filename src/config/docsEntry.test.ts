import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {navbar} from './navigation';

const root = join(__dirname, '..', '..');

/** Where the navbar's Docs link goes: the page /docs stands for on every host. */
function docsEntry(): string {
  const item = navbar.items.find((entry) => 'label' in entry && entry.label === 'Docs');
  if (!item || !('docId' in item) || typeof item.docId !== 'string') throw new Error('The navbar has no Docs link.');
  return `/docs/${item.docId}`;
}

// /docs has no page of its own; a reader who types it lands where the navbar's Docs link goes,
// on both hosts the deployment guide names.
describe('/docs on every host', () => {
  it('Vercel redirects /docs to the Docs link’s page', () => {
    const vercel = JSON.parse(readFileSync(join(root, 'vercel.json'), 'utf8')) as {
      redirects?: Array<{source: string; destination: string; permanent?: boolean}>;
    };
    expect(vercel.redirects?.find((redirect) => redirect.source === '/docs')).toEqual({
      source: '/docs',
      destination: docsEntry(),
      permanent: true,
    });
  });

  it('nginx redirects /docs and /docs/ to the Docs link’s page', () => {
    const conf = readFileSync(join(root, 'deploy', 'nginx', 'inkwell-docs.conf'), 'utf8');
    const block = /location ~ \^\/docs\/\?\$ \{\n([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
    expect(block).toContain(`return 301 ${docsEntry()}$is_args$args;`);
  });
});
