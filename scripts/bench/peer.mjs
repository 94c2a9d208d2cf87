// @ts-check
// The fair peer the bench measures against: our docs/ built by stock Docusaurus 3.7.0
// (`create-docusaurus@3.7.0 classic --typescript`, experimental_faster as ours) with the
// plugins a team would add for what our site does: docusaurus-plugin-typedoc for the API
// reference, @easyops-cn/docusaurus-search-local for search, @signalwire/docusaurus-plugin-llms-txt
// for llms.txt and the Markdown twins, and our precompression step after the build. The site is
// made once in the OS temp folder; the pages and the config are written again on every bench.
import {cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {isAbsolute, join} from 'node:path';
import {createTemplateSite, stockVersion} from './stock.mjs';

export const peerDir = join(tmpdir(), `inkwell-bench-peer-${stockVersion}`);

/**
 * What the peer installs beside the template: the three plugins, and TypeDoc, its Markdown
 * plugin and TypeScript at the versions our build runs, so both sites convert with the same tools.
 * @param {string} root our repository
 */
export function peerPackages(root) {
  const installed = (/** @type {string} */ name) =>
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  return [
    `@docusaurus/faster@${stockVersion}`,
    'docusaurus-plugin-typedoc@1.4.3',
    `typedoc@${installed('typedoc')}`,
    `typedoc-plugin-markdown@${installed('typedoc-plugin-markdown')}`,
    `typescript@${installed('typescript')}`,
    '@easyops-cn/docusaurus-search-local@~0.55.0',
    '@signalwire/docusaurus-plugin-llms-txt@^1.2.2',
  ];
}

/**
 * A docs page as stock Docusaurus can build it: the imports of our own components
 * (`@site/src/components/…`) and the lines that are one of those components alone are
 * removed. Code blocks are left as they are.
 * @param {string} source
 * @returns {string}
 */
export function withoutSiteComponents(source) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @type {string | null} */
  let fence = null;
  const kept = [];
  for (const line of source.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && fence === null) fence = marker;
    else if (marker && marker[0] === fence?.[0] && marker.length >= fence.length && !line.trim().slice(marker.length))
      fence = null;
    else if (fence === null) {
      const imported = /^import\s+(.+?)\s+from\s+['"]@site\/src\/components\/[^'"]*['"];?\s*$/.exec(line);
      if (imported) {
        for (const name of imported[1]?.match(/[A-Za-z_$][\w$]*/g) ?? []) names.add(name);
        continue;
      }
      const element = /^\s*<([A-Z][\w$]*)\b[^>]*\/>\s*$/.exec(line);
      if (element?.[1] && names.has(element[1])) continue;
    }
    kept.push(line);
  }
  return kept.join('\n');
}

/**
 * Our API reference's TypeDoc options for docusaurus-plugin-typedoc: the same entry point,
 * TypeScript program and typedoc-plugin-markdown options, with paths made absolute to our
 * repository. Our own TypeDoc plugins (and the failing on their warnings) stay ours: the
 * peer gets what the packages do.
 * @param {Record<string, unknown>} options ours, from src/config/apiReference.ts
 * @param {string} root our repository
 * @returns {Record<string, unknown>}
 */
export function peerTypedocOptions(options, root) {
  const {id: _id, plugin: _plugin, treatValidationWarningsAsErrors: _strict, ...rest} = options;
  const fromRoot = (/** @type {unknown} */ path) =>
    isAbsolute(String(path)) ? String(path) : join(root, String(path));
  return {
    ...rest,
    ...(Array.isArray(rest.entryPoints) && {entryPoints: rest.entryPoints.map(fromRoot)}),
    ...(typeof rest.tsconfig === 'string' && {tsconfig: fromRoot(rest.tsconfig)}),
  };
}

/**
 * The peer's docusaurus.config.ts: the template's classic preset with our docs and sidebars,
 * the three plugins with their documented setup, and our precompression after the build.
 * Links to our site's pages outside docs/ have no page here, so broken links only warn.
 * @param {{typedocOptions: Record<string, unknown>, precompressModule: string}} options
 * @returns {string}
 */
export function peerConfig({typedocOptions, precompressModule}) {
  return `// Written by scripts/bench/peer.mjs on every bench.
import type {Config} from '@docusaurus/types';
import {precompress} from ${JSON.stringify(precompressModule)};

const config: Config = {
  title: 'Inkwell',
  url: 'https://example.com',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  future: {experimental_faster: true},
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: './sidebars.ts'},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      },
    ],
  ],
  themes: [['@easyops-cn/docusaurus-search-local', {hashed: true, indexBlog: false}]],
  plugins: [
    ['docusaurus-plugin-typedoc', ${JSON.stringify(typedocOptions)}],
    '@signalwire/docusaurus-plugin-llms-txt',
    () => ({
      name: 'precompress',
      async postBuild({outDir}) {
        await precompress(outDir);
      },
    }),
  ],
  themeConfig: {
    navbar: {title: 'Inkwell', items: [{type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left'}]},
    prism: {additionalLanguages: ['bash', 'nginx', 'ini']},
  },
};

export default config;
`;
}

/**
 * Creates the peer site unless a complete one with today's packages is there, then writes our
 * docs (without our own components), our sidebars and the config into it; returns its folder.
 * @param {string} root our repository
 * @param {Record<string, unknown>} ourTypedocOptions
 */
export function ensurePeerSite(root, ourTypedocOptions) {
  const ready = join(peerDir, '.inkwell-bench-ready');
  const packages = peerPackages(root);
  const stamp = `${packages.join('\n')}\n`;
  if (!existsSync(ready) || readFileSync(ready, 'utf8') !== stamp) {
    createTemplateSite(peerDir, packages);
    writeFileSync(ready, stamp);
  }
  const docs = join(peerDir, 'docs');
  rmSync(docs, {recursive: true, force: true});
  cpSync(join(root, 'docs'), docs, {
    recursive: true,
    // Generated here: the API pages by the plugin, the extra pages by the bench.
    filter: (path) => !/[\\/]docs[\\/](api|bench-generated)$/.test(path),
  });
  for (const entry of readdirSync(docs, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    writeFileSync(path, withoutSiteComponents(readFileSync(path, 'utf8')));
  }
  cpSync(join(root, 'sidebars.ts'), join(peerDir, 'sidebars.ts'));
  const require = createRequire(import.meta.url);
  writeFileSync(
    join(peerDir, 'docusaurus.config.ts'),
    peerConfig({
      typedocOptions: peerTypedocOptions(ourTypedocOptions, root),
      precompressModule: require.resolve('../../src/plugins/precompressAssets/precompress.mjs'),
    }),
  );
  return peerDir;
}
