import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {navbar, footer, sourceRepository} from './src/config/navigation';
import {apiReferencePlugin} from './src/config/apiReference';
import {pageDates} from './src/config/pageDates';
import inkwellLibrary from './src/plugins/inkwellLibrary';
import searchPlugin from './src/plugins/search';
import {precompressBuild} from './src/plugins/precompressAssets/precompress.mjs';
import llmsMarkdown from './src/plugins/llmsMarkdown';
import securityHeaders from './src/plugins/securityHeaders';
import releaseBundlerMemory from './src/plugins/releaseBundlerMemory';
import postcssConfig from './src/plugins/postcssConfig';
import rehypeTaskListLabels from './src/plugins/rehypeTaskListLabels';
import rehypeTableCellLabels from './src/plugins/rehypeTableCellLabels';
import rehypeTableRegionNames from './src/plugins/rehypeTableRegionNames';
import {prismThemeWithContrast} from './src/plugins/codeHighlight/contrast';
import {prismCssTheme} from './src/plugins/codeHighlight/prismCssTheme';
import codeHighlight from './src/plugins/codeHighlight';
import guideQuickStart from './src/plugins/guideQuickStart';
import libraryPackage from './packages/inkwell/package.json';

/** Set by `npm run build` for GitHub Pages, e.g. `/inkwell/`; everywhere else the site lives at `/`. */
const baseUrl = process.env.INKWELL_DOCS_BASE_URL ?? '/';
/** Public origin the sitemap and social cards point at. */
const siteUrl = process.env.INKWELL_DOCS_URL ?? 'https://inkwell-cms.github.io';
/** Rspack + SWC + Lightning CSS; off only to compare with the webpack build. */
const useFasterBundler = process.env.INKWELL_DOCS_WEBPACK !== 'true';
/** The release of @inkwell/cms these docs describe, shown in the navbar and footer. */
const libraryVersion = libraryPackage.version;
/**
 * Pages are dated by `git log`, which fails without a repository and gives a shallow clone's
 * oldest commit's date to every older page: dates come from a full clone only.
 */
const showDates = existsSync(join(__dirname, '.git')) && !existsSync(join(__dirname, '.git', 'shallow'));
const docsDir = join(__dirname, 'docs/');
/** The generated API pages' date: their sources' newest commit, read when the first is parsed. */
let apiUpdated: string | undefined;
/** The other pages' dates, read when the first is parsed. */
let dateOfPage: ((file: string) => string) | undefined;
const libraryReleaseNotes = `${sourceRepository}/blob/main/packages/inkwell/CHANGELOG.md`;
/** A highlighted code line in light mode: the GitHub theme's background under custom.css's 10 % black. */
const highlightedLineLight = '#dddfe1';
/**
 * The stock Prism themes' hues at WCAG AA contrast, on highlighted lines too, as CSS variables
 * set per colour mode: one theme, so the server's highlighted blocks are right in either mode.
 */
const prism = prismCssTheme(
  prismThemeWithContrast(prismThemes.github, 4.5, [highlightedLineLight]),
  prismThemeWithContrast(prismThemes.dracula, 4.5),
);

const config: Config = {
  title: 'Inkwell',
  tagline: 'A small CMS you add to your Next.js app: posts, pages, Markdown and an admin toolbar.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  trailingSlash: false,
  organizationName: 'inkwell-cms',
  projectName: 'inkwell',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',
  // Spec constants, written out although they are Docusaurus's defaults: the base-URL banner,
  // the one locale, and the table of contents' heading levels.
  baseUrlIssueBanner: true,

  customFields: {sourceRepository, libraryVersion, libraryReleaseNotes},

  future: {experimental_faster: useFasterBundler},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'}},
  },

  markdown: {
    // Front matter's date is taken instead of asking git once per page.
    parseFrontMatter: async (params) => {
      const parsed = await params.defaultParseFrontMatter(params);
      if (!showDates || !params.filePath.startsWith(docsDir) || parsed.frontMatter.last_update) return parsed;
      let date: string;
      if (params.filePath.startsWith(join(docsDir, 'api/'))) {
        apiUpdated ??= execFileSync(
          'git',
          ['log', '-1', '--format=%cI', '--', 'packages/inkwell/src', 'src/plugins/apiReference'],
          {cwd: __dirname, encoding: 'utf8'},
        ).trim();
        date = apiUpdated;
      } else {
        dateOfPage ??= pageDates(__dirname, 'docs');
        date = dateOfPage(params.filePath);
      }
      return {...parsed, frontMatter: {...parsed.frontMatter, last_update: {date}}};
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          rehypePlugins: [rehypeTaskListLabels, rehypeTableRegionNames, rehypeTableCellLabels],
          // The API pages are generated from TSDoc: their source is the library, not docs/.
          editUrl: ({docPath}) =>
            docPath.startsWith('api/')
              ? `${sourceRepository}/tree/main/packages/inkwell/src`
              : `${sourceRepository}/edit/main/docs/${docPath}`,
          showLastUpdateTime: showDates,
        },
        blog: false,
        pages: {rehypePlugins: [rehypeTaskListLabels, rehypeTableRegionNames]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: showDates ? 'date' : null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  // Docusaurus runs the postBuild hooks at the same time, each on files of its own; the one
  // precompression runs after search's index, as its afterIndex.
  plugins: [
    // The warning in a plugin, so it prints once: Docusaurus loads the config twice per build, and plugins once.
    () => {
      if (!showDates) {
        console.warn(
          '[inkwell-docs] Building without last-updated dates: there is no full git history here (a source archive, a Docker context without .git, or a shallow clone). ' +
            'Pages show no "Last updated" line and the sitemap has no <lastmod>. ' +
            'For dates, build from a full clone (git clone without --depth, or git fetch --unshallow).',
        );
      }
      return {name: 'inkwell-no-dates-warning'};
    },
    releaseBundlerMemory,
    apiReferencePlugin,
    inkwellLibrary,
    guideQuickStart,
    postcssConfig,
    (context: LoadContext) => codeHighlight(context, {css: prism.css}),
    (context: LoadContext) => searchPlugin(context, {afterIndex: precompressBuild}),
    // The pages outside the docs that llms.txt lists first; the home page and search have no content of their own.
    (context: LoadContext) => llmsMarkdown(context, {overview: ['/intro', '/providers'], exclude: ['/', '/search']}),
    securityHeaders,
  ],

  clientModules: ['./src/clientModules/chunkRecovery.ts'],

  themeConfig: {
    image: 'img/social-card.png',
    announcementBar: {
      id: 'inkwell-0-1',
      content: 'Inkwell 0.1 is out: posts, pages and sign-in with GitHub, Google or Microsoft.',
      // The theme's default is white in both colour modes; brand blue reads in both.
      backgroundColor: '#1f4fb8',
      textColor: '#ffffff',
    },
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    docs: {sidebar: {autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism: {
      theme: prism.theme,
      darkTheme: prism.theme,
      // json is built into prism-react-renderer's Prism; these are not.
      additionalLanguages: ['bash', 'nginx', 'ini'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
