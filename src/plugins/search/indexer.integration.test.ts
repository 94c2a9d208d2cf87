import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import * as pagefind from 'pagefind';
import {afterEach, describe, expect, it} from 'vitest';
import {
  addSearchPagePreloads,
  browserScripts,
  memberHeadingWeight,
  minifyBrowserScripts,
  searchPageChunk,
  symptomWeight,
  withPagefindPreloads,
  withQualifiedMemberNames,
  withSectionFilter,
  withSymptomWeights,
  withTableSentences,
} from './indexer.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pagefind-'));
  dirs.push(dir);
  return dir;
}

describe('withSymptomWeights', () => {
  // Built tables as the minifier leaves them: no closing tags for cells and rows.
  const table = (first: string, rows: string[][]) =>
    `<table><thead><tr><th>${first}<!-- --> <th>Why<!-- --> <th>Fix<!-- --> <tbody>` +
    rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}`).join(' ')}`).join(' ') +
    '</table>';
  const weighted = (html: string) =>
    [...html.matchAll(/<td( data-pagefind-weight="(\d+)")?>([^<]*)/g)].map(([, , weight, text]) => ({
      weight,
      text: text?.trim(),
    }));

  it('weighs the symptom column of a troubleshooting table, and nothing else of the page', () => {
    const page =
      '<main><p>Sign in first.</p>' +
      table('What you see', [
        ['you sign in but stay signed out', 'plain HTTP', 'serve HTTPS'],
        ['uploaded images answer 404', 'no location', 'add it'],
      ]) +
      table('Variable', [['INKWELL_URL', 'the address', 'set it']]) +
      '</main>';
    expect(weighted(withSymptomWeights(page))).toEqual([
      {weight: String(symptomWeight), text: 'you sign in but stay signed out'},
      {weight: undefined, text: 'plain HTTP'},
      {weight: undefined, text: 'serve HTTPS'},
      {weight: String(symptomWeight), text: 'uploaded images answer 404'},
      {weight: undefined, text: 'no location'},
      {weight: undefined, text: 'add it'},
      {weight: undefined, text: 'INKWELL_URL'},
      {weight: undefined, text: 'the address'},
      {weight: undefined, text: 'set it'},
    ]);
  });

  it('leaves a page without a troubleshooting table as it is', () => {
    const page = `<main>${table('Field', [['Title', 'the name', 'type it']])}</main>`;
    expect(withSymptomWeights(page)).toBe(page);
  });
});

describe('withTableSentences', () => {
  const text = (html: string) =>
    html
      .replace(/<!--[\s\S]*?-->|<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();

  it('ends each cell of a row with a colon, a semicolon or a full stop, and leaves the header row out', () => {
    // As the minifier leaves a table: no closing tags for cells, rows or the header.
    const page =
      '<main><p>Edit these fields:</p> <table><thead><tr><th>Field<!-- --> <th>What to enter<!-- --> <th>Role<!-- --> ' +
      "<tbody><tr><td><strong>Site name</strong> <td>Your site's <code>title</code><!-- --> <td>Admin<!-- --> " +
      '<tr><td>Description (optional) <td>One sentence. <td>Editor, admin.<!-- --> </table> <p>Then save.</p></main>';
    expect(text(withTableSentences(page))).toBe(
      "Edit these fields: Site name: Your site's title; Admin. Description (optional): One sentence. Editor, admin. Then save.",
    );
  });

  it('leaves a page without tables as it is', () => {
    const page = '<main><p>Sign in first.</p></main>';
    expect(withTableSentences(page)).toBe(page);
  });
});

describe('withQualifiedMemberNames', () => {
  // The shape of a built API page: TypeDoc's headings as Docusaurus renders them.
  const heading = (level: number, id: string, text: string) =>
    `<h${level} class="anchor" id=${id}>${text}<a href=#${id} class=hash-link>\u200b</a></h${level}>`;
  const apiPage = [
    '<main><article><h1>Variable: Inkwell</h1>',
    heading(2, 'example', 'Example'),
    heading(3, 'setup', 'Setup'),
    heading(2, 'members', 'Members'),
    heading(3, 'media', 'media'),
    heading(4, 'example-1', 'Example'),
    heading(3, 'resolve', 'resolve()'),
    heading(4, 'parameters', 'Parameters'),
    '</article></main>',
  ].join('');

  it("names each member's heading by its owner, with a heading's weight, and nothing else", () => {
    const indexed = withQualifiedMemberNames(apiPage, '/docs/api/variables/Inkwell');
    const headings = [...indexed.matchAll(/<h(\d)([^>]*)>([^<]*)/g)].map(([, level, attributes, text]) => ({
      level,
      weighted: (attributes ?? '').includes(`data-pagefind-weight="${memberHeadingWeight}"`),
      text,
    }));
    expect(headings).toEqual([
      {level: '1', weighted: false, text: 'Variable: Inkwell'},
      {level: '2', weighted: false, text: 'Example'},
      {level: '3', weighted: false, text: 'Setup'},
      {level: '2', weighted: false, text: 'Members'},
      {level: '3', weighted: true, text: 'Inkwell.media'},
      {level: '4', weighted: false, text: 'Example'},
      {level: '3', weighted: true, text: 'Inkwell.resolve()'},
      {level: '4', weighted: false, text: 'Parameters'},
    ]);
    // The ids stay, so a sub-result still opens the member's section.
    expect(indexed).toMatch(/id=resolve[ >]/);
  });

  it('leaves guides, and API pages without members, as they are', () => {
    expect(withQualifiedMemberNames(apiPage, '/docs/using-inkwell/users')).toBe(apiPage);
    const component = apiPage
      .replace('Variable: Inkwell', 'Function: PostList()')
      .replace(/id=members>Members/, 'id=props>Props');
    expect(withQualifiedMemberNames(component, '/docs/api/functions/PostList')).toBe(component);
  });
});

describe('withSectionFilter', () => {
  it("gives Pagefind a page's front-matter keywords, which Docusaurus writes outside main, as metadata", async () => {
    const dir = tempDir();
    const page = (head: string) =>
      `<html><head>${head}</head><body><main><h1>Users</h1><p>Add a person.</p></main></body></html>`;
    const {index} = await pagefind.createIndex({rootSelector: 'main', forceLanguage: 'en'});
    try {
      await index?.addHTMLFile({
        url: '/docs/using-inkwell/users',
        content: withSectionFilter(
          page('<meta data-rh=true name=keywords content="invite,colleague">'),
          '/docs/using-inkwell/users',
        ),
      });
      await index?.addHTMLFile({url: '/docs/x', content: withSectionFilter(page(''), '/docs/x')});
      await index?.writeFiles({outputPath: dir});
    } finally {
      await pagefind.close();
    }
    const fragments = readdirSync(join(dir, 'fragment')).map(
      (file) =>
        JSON.parse(
          gunzipSync(readFileSync(join(dir, 'fragment', file)))
            .subarray(12)
            .toString('utf8'),
        ) as {
          url: string;
          meta: Record<string, string>;
        },
    );
    expect(Object.fromEntries(fragments.map(({url, meta}) => [url, meta.keywords]))).toEqual({
      '/docs/using-inkwell/users': 'invite,colleague',
      '/docs/x': undefined,
    });
  });
});

describe('minifyBrowserScripts', () => {
  it('minifies the scripts Pagefind writes, keeping their exports and licence notices', async () => {
    const dir = tempDir();
    const {index} = await pagefind.createIndex({forceLanguage: 'en'});
    try {
      await index?.addHTMLFile({
        url: '/docs/x',
        content: '<html><body><main><h1>Ink</h1><p>Some words.</p></main></body></html>',
      });
      await index?.writeFiles({outputPath: dir});
    } finally {
      await pagefind.close();
    }
    const original = new Map(browserScripts.map((file) => [file, readFileSync(join(dir, file), 'utf8')]));

    const {before, after} = await minifyBrowserScripts(dir);

    expect(before).toBe([...original.values()].reduce((sum, source) => sum + Buffer.byteLength(source), 0));
    const engine = readFileSync(join(dir, 'pagefind.js'), 'utf8');
    // Pagefind keeps every name; minified, its engine script is about a third smaller.
    expect(engine.length).toBeLessThan((original.get('pagefind.js') ?? '').length * 0.75);
    expect(after).toBeLessThan(before * 0.75);
    // The API the search UI calls by name is still exported under those names.
    const exported = /export\s*\{([^}]*)\}/.exec(engine)?.[1] ?? '';
    for (const name of ['options', 'init', 'search', 'preload', 'debouncedSearch', 'filters'])
      expect(exported).toMatch(new RegExp(`\\bas ${name}\\b|(^|,)${name}(,|$)`));
    const highlight = readFileSync(join(dir, 'pagefind-highlight.js'), 'utf8');
    expect(highlight).toMatch(/export\s*\{[^}]*\bdefault\b/);
    expect(highlight).toContain('Released under the MIT license');
  });
});

describe('withPagefindPreloads', () => {
  const page =
    '<!doctype html><html lang=en><meta charset=UTF-8><title>Search</title><script src=/assets/js/main.1.js defer></script>';
  const language = {hash: 'en_3159dce7b6', wasm: 'en'};

  const chunk = 'assets/js/search-page-query.1a2b3c4d.js';

  it("hints the search-starting chunk, then Pagefind's script, metadata and WebAssembly in fetch()'s CORS mode, first in the head", () => {
    const html = withPagefindPreloads(page, '/docs-site/', language, chunk);
    expect(html).toBe(
      '<!doctype html><html lang=en><meta charset=UTF-8>' +
        '<link rel="preload" as="script" href="/docs-site/assets/js/search-page-query.1a2b3c4d.js" data-pagefind-preload>' +
        '<link rel="modulepreload" href="/docs-site/pagefind/pagefind.js" data-pagefind-preload>' +
        '<link rel="preload" as="fetch" crossorigin href="/docs-site/pagefind/pagefind.en_3159dce7b6.pf_meta" data-pagefind-preload>' +
        '<link rel="preload" as="fetch" crossorigin href="/docs-site/pagefind/wasm.en.pagefind" data-pagefind-preload>' +
        '<title>Search</title><script src=/assets/js/main.1.js defer></script>',
    );
  });

  it("replaces an earlier index's hints", () => {
    const again = withPagefindPreloads(
      withPagefindPreloads(page, '/', language, chunk),
      '/',
      {...language, hash: 'en_0000000000'},
      chunk,
    );
    expect(again.match(/data-pagefind-preload/g)).toHaveLength(4);
    expect(again).toContain('pagefind.en_0000000000.pf_meta');
    expect(again).not.toContain('en_3159dce7b6');
  });

  it('fails on a page without a charset to put them after', () => {
    expect(() => withPagefindPreloads('<title>Search</title>', '/', language, chunk)).toThrow(/charset/);
  });
});

describe('addSearchPagePreloads', () => {
  const entry = {languages: {en: {hash: 'en_3159dce7b6', wasm: 'en', page_count: 93}}};

  const withChunks = (...files: string[]) => {
    const dir = tempDir();
    mkdirSync(join(dir, 'assets', 'js'), {recursive: true});
    for (const file of files) writeFileSync(join(dir, 'assets', 'js', file), '');
    return dir;
  };

  it("writes the hints into the build's search page, and leaves a build without one alone", async () => {
    const dir = withChunks('main.0f0f0f0f.js', `${searchPageChunk}.1a2b3c4d.js`);
    expect(await addSearchPagePreloads(dir, '/', entry)).toBe(false);
    writeFileSync(join(dir, 'search.html'), '<html><meta charset=UTF-8><title>Search</title>');
    expect(await addSearchPagePreloads(dir, '/', entry)).toBe(true);
    const html = readFileSync(join(dir, 'search.html'), 'utf8');
    expect(html).toContain('href="/pagefind/wasm.en.pagefind"');
    expect(html).toContain(`href="/assets/js/${searchPageChunk}.1a2b3c4d.js"`);
    expect(existsSync(join(dir, 'search.html.tmp'))).toBe(false);
  });

  it('fails, naming the client module, when the search-starting chunk is missing or ambiguous', async () => {
    for (const dir of [
      withChunks('main.0f0f0f0f.js'),
      withChunks(`${searchPageChunk}.1.js`, `${searchPageChunk}.2.js`),
    ]) {
      writeFileSync(join(dir, 'search.html'), '<html><meta charset=UTF-8><title>Search</title>');
      await expect(addSearchPagePreloads(dir, '/', entry)).rejects.toThrow(/clientModules\/searchPageQuery\.ts/);
    }
  });

  it('the client module names its chunk as the indexer looks for it', () => {
    const clientModule = readFileSync(join(__dirname, 'clientModules', 'searchPageQuery.ts'), 'utf8');
    expect(clientModule).toContain(`/* webpackChunkName: "${searchPageChunk}" */`);
  });
});
