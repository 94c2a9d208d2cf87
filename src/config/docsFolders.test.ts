import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const root = join(__dirname, '..', '..');
const docsDir = join(root, 'docs');

/** The slug in a doc's front matter, if it has one. */
function slugOf(file: string): string | undefined {
  return /^slug:\s*(\S+)\s*$/m.exec(readFileSync(file, 'utf8'))?.[1];
}

/**
 * Every docs folder a reader can type, with the category page it stands for: each folder whose
 * index.md is a category page, and /docs/api, whose overview (api-reference.md) sits beside the
 * generated folder rather than in it.
 */
function folderCategories(): Array<{folder: string; category: string}> {
  const folders = readdirSync(docsDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name === 'index.md')
    .flatMap((entry) => {
      const slug = slugOf(join(entry.parentPath, entry.name));
      if (!slug?.startsWith('/category/')) return [];
      const folder = entry.parentPath
        .slice(docsDir.length + 1)
        .split('\\')
        .join('/');
      return [{folder: `/docs/${folder}`, category: `/docs${slug}`}];
    });
  return [...folders, {folder: '/docs/api', category: `/docs${slugOf(join(docsDir, 'api-reference.md'))}`}];
}

// A folder has no page of its own; like /docs, its address leads to its category page on both
// hosts the deployment guide names. tests/gates/security.spec.ts walks them through nginx.
describe('docs folder URLs on every host', () => {
  const folders = folderCategories();

  it('finds every folder of the docs', () => {
    expect(folders.map(({folder}) => folder).sort()).toEqual(
      expect.arrayContaining(['/docs/api', '/docs/deployment', '/docs/getting-started', '/docs/using-inkwell']),
    );
  });

  it('Vercel redirects each folder to its category page', () => {
    const vercel = JSON.parse(readFileSync(join(root, 'vercel.json'), 'utf8')) as {
      redirects?: Array<{source: string; destination: string; permanent?: boolean}>;
    };
    for (const {folder, category} of folders) {
      expect(vercel.redirects?.find((redirect) => redirect.source === folder)).toEqual({
        source: folder,
        destination: category,
        permanent: true,
      });
    }
  });

  it('nginx maps each folder, with or without a slash, to its category page', () => {
    const conf = readFileSync(join(root, 'deploy', 'nginx', 'inkwell-docs.conf'), 'utf8');
    for (const {folder, category} of folders) {
      expect(conf).toContain(`~^${folder}/?$`);
      expect(conf).toMatch(new RegExp(`~\\^${folder}/\\?\\$\\s+${category};`));
    }
  });
});
