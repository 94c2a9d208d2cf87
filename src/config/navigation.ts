import type * as Preset from '@docusaurus/preset-classic';

type ThemeConfig = Preset.ThemeConfig & {navbar: object; footer: object};
type Navbar = NonNullable<ThemeConfig['navbar']>;
type NavbarItem = NonNullable<Navbar['items']>[number];
type Footer = NonNullable<ThemeConfig['footer']>;

export const sourceRepository = 'https://github.com/inkwell-cms/inkwell';

export const navbar = {
  title: 'Inkwell',
  hideOnScroll: true,
  logo: {
    // Empty: the title beside it names the link (Lighthouse's image-redundant-alt).
    alt: '',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  // The spec puts items on the right unless one says otherwise; Docusaurus, on the left.
  items: (
    [
      {to: '/intro', label: 'Intro'},
      {
        type: 'dropdown',
        label: 'Providers',
        to: '/providers',
        items: [
          {to: '/docs/category/data-store', label: 'Data stores'},
          {to: '/docs/category/media-storage', label: 'Media storage'},
          {to: '/docs/category/oauth', label: 'Sign-in'},
          {to: '/docs/category/host', label: 'Hosting'},
        ],
      },
      // The docs main page is the first guide, not the Getting started index.
      {type: 'doc', docId: 'getting-started/prerequisites', label: 'Docs'},
      // "@inkwell/cms 0.1.0", linking to its release notes: src/theme/NavbarItem/ComponentTypes.tsx.
      {type: 'custom-libraryVersion'},
      {href: sourceRepository, label: 'GitHub', 'aria-label': 'Inkwell on GitHub'},
      {type: 'search'},
    ] satisfies NavbarItem[]
  ).map((item): NavbarItem => ({position: 'right', ...item})),
} satisfies Navbar;

export const footer = {
  style: 'dark',
  logo: {
    alt: 'Inkwell',
    src: 'img/logo-dark.svg',
    width: 48,
    height: 48,
    href: '/',
  },
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Intro', to: '/intro'},
        {label: 'Getting started', to: '/docs/category/getting-started'},
        {label: 'Configuration', to: '/docs/category/configuration'},
      ],
    },
    {
      title: 'Guides',
      items: [
        {label: 'Features', to: '/docs/category/using-inkwell'},
        {label: 'Deployment', to: '/docs/category/deploy-your-site'},
        {label: 'API', to: '/docs/category/api'},
      ],
    },
    {
      title: 'Project',
      items: [
        {label: 'Providers', to: '/providers'},
        {label: 'Accessibility', to: '/accessibility'},
        // A file, not a page: pathname:// makes it a plain link, under the base URL.
        {label: 'llms.txt for AI assistants', href: 'pathname:///llms.txt'},
        {label: 'Source repository', href: sourceRepository},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} The Inkwell authors. Built with Docusaurus.`,
} satisfies Footer;
