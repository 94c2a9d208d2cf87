import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {docRoute, sidebarDocIds} from './sidebarRoutes';

describe('sidebarDocIds', () => {
  it('walks the sidebar depth first, a category index before its items', () => {
    expect(
      sidebarDocIds([
        {
          type: 'category',
          link: {type: 'doc', id: 'a/index'},
          items: ['a/one', {type: 'category', link: {type: 'doc', id: 'a/b/index'}, items: ['a/b/two']}],
        },
        {type: 'doc', id: 'api/globals'},
        {type: 'link'},
      ]),
    ).toEqual(['a/index', 'a/one', 'a/b/index', 'a/b/two', 'api/globals']);
  });
});

describe('docRoute', () => {
  const docs = mkdtempSync(join(tmpdir(), 'sidebar-routes-'));
  mkdirSync(join(docs, 'using'));
  writeFileSync(join(docs, 'using', 'index.md'), '---\ntitle: Using\nslug: /category/using\n---\n# Using\n');
  writeFileSync(join(docs, 'using', 'pages.md'), '---\ntitle: Pages\n---\n# Pages\n');
  it('follows a slug in the front matter', () => expect(docRoute('using/index', docs)).toBe('/docs/category/using'));
  it('puts an index doc at its folder and others at their id', () => {
    expect(docRoute('using/pages', docs)).toBe('/docs/using/pages');
    expect(docRoute('config/index', docs)).toBe('/docs/config');
  });
});
