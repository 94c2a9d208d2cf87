/**
 * Every theme component this site swizzles, how, and how safe upstream says that is. The
 * test beside it (swizzled.test.ts) fails when this list and the files in `src/theme` disagree,
 * and when a component's safety upstream changes: read the new version's component before
 * updating its row. Run `npx docusaurus swizzle @docusaurus/theme-classic --list` for the
 * theme's own table.
 */

/** A swizzled component and why. */
export interface Swizzled {
  /** The theme component, as `@theme/<component>` names it. */
  component: string;
  /** The theme that provides it: theme-classic, or Docusaurus core's fallback theme. */
  theme: '@docusaurus/theme-classic' | '@docusaurus/core';
  /** `wrap`: the file renders `@theme-original`/`@theme-init`; `eject`: it replaces the component. */
  action: 'wrap' | 'eject';
  /** Upstream's rating for that action; a component its theme does not rate is `unsafe`. */
  safety: 'safe' | 'unsafe' | 'forbidden';
  /** Why the site swizzles it. */
  why: string;
}

export const swizzled: Swizzled[] = [
  {
    component: 'CodeBlock',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    safety: 'safe',
    why: 'No remount after hydration: the Prism theme is CSS variables, right in both colour modes',
  },
  {
    component: 'CodeBlock/Content/String',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    safety: 'unsafe',
    why: 'Server-highlighted blocks are adopted, so a first visit neither downloads nor runs Prism',
  },
  {
    component: 'ColorModeToggle',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    safety: 'safe',
    why: 'Tells screen-reader users which mode they switched to',
  },
  {
    component: 'DocBreadcrumbs',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    safety: 'unsafe',
    why: 'Puts the "Copy page" menu on the breadcrumbs line of every docs page',
  },
  {
    component: 'DocCardList',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    safety: 'safe',
    why: "Keeps a category's cards out of the search index: each repeats an indexed page",
  },
  {
    component: 'DocItem/Content',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    safety: 'unsafe',
    why: "Gives the API reference's pages a lower weight in search",
  },
  {
    component: 'DocSidebar/Mobile',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    safety: 'unsafe',
    why: 'Hands the mobile menu one memoised prop, so hydration does not compare strings',
  },
  {
    component: 'ErrorPageContent',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    safety: 'unsafe',
    why: 'Every page crash gets the "Page Error" title and a link to report it',
  },
  {
    component: 'Footer/Copyright',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    safety: 'safe',
    why: 'Names the release of @inkwell/cms the docs describe',
  },
  {
    component: 'LastUpdated',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    safety: 'unsafe',
    why: 'One shared date format instead of a new Intl.DateTimeFormat per render',
  },
  {
    component: 'MDXComponents',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    safety: 'safe',
    why: 'Tables scroll inside a keyboard-reachable region; the rest are the theme components',
  },
  {
    component: 'MDXPage',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    safety: 'unsafe',
    why: "Names each Markdown page's Markdown twin in its head, as docs pages do",
  },
  {
    component: 'Navbar/MobileSidebar',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    safety: 'unsafe',
    why: 'The closed mobile menu is built when the browser is idle, not in the render after hydration',
  },
  {
    component: 'NavbarItem/ComponentTypes',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    safety: 'safe',
    why: 'Adds the navbar item type that shows the library version',
  },
  {
    component: 'NotFound',
    theme: '@docusaurus/theme-classic',
    action: 'wrap',
    safety: 'safe',
    why: "The not-found page's own chunk carries its help, so the page hydrates as rendered, without a lazy part that collapses and shifts it",
  },
  {
    component: 'NotFound/Content',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    safety: 'unsafe',
    why: 'A meta description, and search and the closest pages instead of "contact the owner"; the docs show it for unknown /docs/ paths, so NotFound alone would not do',
  },
  {
    component: 'prism-include-languages',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    safety: 'safe',
    why: 'The highlighter registers Prism languages with its first block; the browser bundle leaves them out',
  },
  {
    component: 'Tabs',
    theme: '@docusaurus/theme-classic',
    action: 'eject',
    safety: 'unsafe',
    why: 'No remount of every tab group (and its code blocks) after hydration',
  },
];
