/**
 * Every theme component this site swizzles, how, how safe upstream says that is, and what a
 * reader gets from it: something a reader sees, or more than about 1 KB of a first visit. The
 * test beside it fails when this list, the theme folders, upstream's safety or the theme's
 * version disagree: read the new version's component before updating its row.
 */

/** The version of @docusaurus/theme-common and theme-classic the ejects, unsafe wraps and copies below were read against. */
export const checkedAgainst = '3.7.0';

/** The theme folders: the site's, and the plugins' that provide components through `getThemePath`. */
export const themeDirs = ['src/theme', 'src/plugins/codeHighlight/theme', 'src/plugins/search/theme'] as const;

/** A swizzled component and why. */
export interface Swizzled {
  /** The theme component, as `@theme/<component>` names it. */
  component: string;
  /** The theme that provides it, when it is not theme-classic: core's fallback theme, or a plugin of this site's own. */
  theme?: '@docusaurus/core' | 'this site';
  /** `wrap`: the file renders `@theme-original`/`@theme-init`; `eject`: it replaces the component. */
  action: 'wrap' | 'eject';
  /** Upstream's rating for that action; a component its theme does not rate is `unsafe`. */
  safety: 'safe' | 'unsafe' | 'forbidden';
  /** What a reader gets from it that the theme's own component does not give. */
  why: string;
  /** The theme folder the component is in, when it is not `src/theme`. */
  dir?: (typeof themeDirs)[number];
}

/** Theme code the site keeps a copy of, because the theme exports it only from an internal entry point. */
export const copies = [
  {
    file: 'src/plugins/codeHighlight/client/codeBlockUtils.ts',
    from: "theme-common's codeBlockUtils: parseLines, parseLanguage, parseCodeBlockTitle, containsLineNumbers",
  },
  {
    file: 'src/plugins/codeHighlight/client/styles.module.css',
    from: "theme-classic's CodeBlock/Content styles",
  },
];

export const swizzled: Swizzled[] = [
  {
    component: 'CodeBlock',
    action: 'eject',
    safety: 'safe',
    why: "Code blocks are not rebuilt after hydration: the theme's remount replaced every block's DOM (4,204 of create-new-project's 4,678 elements), most of a code-heavy page's blocking time",
    dir: 'src/plugins/codeHighlight/theme',
  },
  {
    component: 'CodeBlock/Content/String',
    action: 'eject',
    safety: 'unsafe',
    why: "A page's first visit neither downloads nor runs Prism (about 29 KB gzip): the server's highlighted lines are adopted",
    dir: 'src/plugins/codeHighlight/theme',
  },
  {
    component: 'ColorModeToggle',
    action: 'wrap',
    safety: 'safe',
    why: 'Screen-reader users hear which mode they switched to',
  },
  {
    component: 'DocBreadcrumbs',
    action: 'wrap',
    safety: 'unsafe',
    why: 'The "Copy page" menu on the breadcrumbs line of every docs page',
  },
  {
    component: 'DocCardList',
    action: 'wrap',
    safety: 'safe',
    why: "Keeps a category's cards out of the search index: each repeats an indexed page",
  },
  {
    component: 'DocItem/Content',
    action: 'wrap',
    safety: 'unsafe',
    why: 'Search ranks a guide above the API reference page that names the same words',
  },
  {
    component: 'ErrorPageContent',
    action: 'wrap',
    safety: 'unsafe',
    why: 'Every page crash gets the "Page Error" title and a link to report it',
  },
  {
    component: 'Footer/Copyright',
    action: 'wrap',
    safety: 'safe',
    why: 'Names the release of @inkwell/cms the docs describe',
  },
  {
    component: 'MDXComponents',
    action: 'eject',
    safety: 'safe',
    why: 'Tables scroll inside a keyboard-reachable region; the rest are the theme components',
  },
  {
    component: 'MDXPage',
    action: 'wrap',
    safety: 'unsafe',
    why: "Names each Markdown page's Markdown twin in its head, as docs pages do",
  },
  {
    component: 'NavbarItem/ComponentTypes',
    action: 'eject',
    safety: 'safe',
    why: 'Adds the navbar item type that shows the library version',
  },
  {
    component: 'NotFound',
    action: 'wrap',
    safety: 'safe',
    why: "The not-found page's own chunk carries its help, so the page hydrates as rendered, without a lazy part that collapses and shifts it",
  },
  {
    component: 'NotFound/Content',
    action: 'eject',
    safety: 'unsafe',
    why: 'A meta description, and search and the closest pages instead of "contact the owner"; the docs show it for unknown /docs/ paths, so NotFound alone would not do',
  },
  {
    component: 'prism-include-languages',
    action: 'eject',
    safety: 'safe',
    why: "With the row above: Prism's languages load with the first block the browser highlights, not in every page's main bundle",
    dir: 'src/plugins/codeHighlight/theme',
  },
  {
    component: 'SearchBar',
    action: 'eject',
    safety: 'safe',
    why: 'The Pagefind search box: a plain input in the server HTML, results loaded on first use',
    dir: 'src/plugins/search/theme',
  },
  {
    component: 'SearchPage',
    theme: 'this site',
    action: 'eject',
    safety: 'unsafe',
    why: "The search page (/search), the search plugin's own: readers reach every result of a query there",
    dir: 'src/plugins/search/theme',
  },
];
