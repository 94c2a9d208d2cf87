import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import inkwellLibrary from '.';
import {serverEntryWith} from './serverEntry';

/** What the test calls of rspack: its Node API (the package resolves through Docusaurus Faster only). */
type Rspack = (
  options: object,
  callback: (error: Error | null, stats?: {hasErrors(): boolean; toString(): string}) => void,
) => void;

// The bundler and the config merge the site's build uses: Docusaurus Faster's rspack, and
// core's webpack-merge.
const requireFromSite = createRequire(__filename);
const rspack = createRequire(requireFromSite.resolve('@docusaurus/faster'))('@rspack/core') as Rspack;
const merge = createRequire(requireFromSite.resolve('@docusaurus/core/package.json'))(
  'webpack-merge',
) as typeof import('webpack-merge');

const marker = 'SHARED_DEMO_MODULE';
const work = mkdtempSync(join(tmpdir(), 'inkwell-server-entry-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

/**
 * A site in miniature: a server entry that loads two pages lazily, each importing the same
 * module, bundled as Docusaurus bundles its server side (Node target, CommonJS, no
 * `splitChunks`). Returns the text of every file written.
 */
async function bundle(name: string, entry: {main: string | string[]}): Promise<Map<string, string>> {
  const out = join(work, name);
  await new Promise<void>((resolve, reject) => {
    rspack(
      {
        mode: 'production',
        target: 'node20',
        context: work,
        entry,
        output: {path: out, filename: 'server.bundle.js', libraryTarget: 'commonjs2'},
        optimization: {splitChunks: false, minimize: false},
        devtool: false,
      },
      (error, stats) =>
        error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString() ?? 'no stats')) : resolve(),
    );
  });
  return new Map(readdirSync(out).map((file) => [file, readFileSync(join(out, file), 'utf8')]));
}

describe('serverEntryWith', () => {
  writeFileSync(
    join(work, 'serverEntry.js'),
    "export default function render() { return Promise.all([import('./pageA.js'), import('./pageB.js')]).then((pages) => pages.map((page) => page.default())); }\n",
  );
  writeFileSync(join(work, 'demo.js'), `export function demo(page) { return '${marker} ' + page; }\n`);
  writeFileSync(join(work, 'pageA.js'), "import {demo} from './demo.js';\nexport default () => demo('a');\n");
  writeFileSync(join(work, 'pageB.js'), "import {demo} from './demo.js';\nexport default () => demo('b');\n");
  const serverEntry = join(work, 'serverEntry.js');
  const shared = join(work, 'demo.js');
  const filesWith = (files: Map<string, string>) => [...files].filter(([, text]) => text.includes(marker));

  it('copies a module two page chunks import into each, without it (the premise)', async () => {
    const files = await bundle('as-docusaurus', {main: serverEntry});
    expect(filesWith(files)).toHaveLength(2);
  });

  it('puts the module once in the entry chunk, which both pages share, and keeps the entry exports', async () => {
    const files = await bundle('shared', serverEntryWith({main: serverEntry}, shared));
    expect(filesWith(files).map(([file]) => file)).toEqual(['server.bundle.js']);
    const render = requireFromSite(join(work, 'shared', 'server.bundle.js')) as {default: () => Promise<string[]>};
    await expect(render.default()).resolves.toEqual([`${marker} a`, `${marker} b`]);
  });

  it('fails, naming the file to update, on an entry of another shape', () => {
    expect(() => serverEntryWith('./entry.js', shared)).toThrow(/serverEntry\.ts/);
  });
});

describe('inkwellLibrary', () => {
  it("prepends the demos' server markup to the server entry, as Docusaurus merges the plugin's config", () => {
    const siteDir = join(__dirname, '..', '..', '..');
    const plugin = inkwellLibrary({siteDir, generatedFilesDir: join(work, 'generated')} as LoadContext);
    const serverConfig = {entry: {main: '/core/serverEntry.js'}};
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as Parameters<
      NonNullable<typeof plugin.configureWebpack>
    >[2];
    const {mergeStrategy, ...returned} = plugin.configureWebpack?.(serverConfig, true, utils, undefined) ?? {};
    const merged: {entry?: unknown} = merge.mergeWithCustomize({
      customizeArray: merge.customizeArray(mergeStrategy ?? {}),
    })(serverConfig, returned);
    expect(merged.entry).toEqual({
      main: [join(siteDir, 'src', 'components', 'InkwellDemo', 'serverMarkup.tsx'), '/core/serverEntry.js'],
    });
    const client = plugin.configureWebpack?.({entry: '/core/clientEntry.js'}, false, utils, undefined) ?? {};
    expect(client).not.toHaveProperty('entry');
  });
});
