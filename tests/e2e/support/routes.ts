/** Every route SPEC.md §2 names, with `{product}` as `inkwell`. */
export const topLevelRoutes = ['/', '/intro', '/markdown-page', '/providers'];

const docs = {
  'api/functions': [
    'AdminToolbar',
    'MarkdownRenderer',
    'Navigation',
    'PageRenderer',
    'PostList',
    'SetupForm',
    'InkwellRouter',
    'SiteProvider',
  ],
  api: ['globals'],
  'api/variables': ['Inkwell', 'InkwellAuth', 'TooltipProvider'],
  'configuration/data-store': ['dynamo-db', 'mongodb'],
  'configuration/host': ['self-hosted', 'vercel'],
  'configuration/media-storage': ['cloudinary', 's3'],
  'configuration/oauth': ['github', 'google', 'microsoft'],
  deployment: ['self-hosted', 'vercel'],
  'getting-started': ['add-to-existing-project', 'create-new-project', 'prerequisites'],
  'using-inkwell': ['create-a-blog-post', 'create-a-page', 'markdown-features', 'users'],
};

export const docRoutes = Object.entries(docs).flatMap(([folder, pages]) =>
  pages.map((page) => `/docs/${folder}/${page}`),
);

export const categoryRoutes = [
  'getting-started',
  'configuration',
  'data-store',
  'host',
  'media-storage',
  'oauth',
  'deploy-your-site',
  'using-inkwell',
  'api',
].map((name) => `/docs/category/${name}`);

export const specRoutes = [...topLevelRoutes, ...docRoutes, ...categoryRoutes];

/** A guide page with h2, h3 and h4 headings, used where a test needs real docs content. */
export const guidePage = '/docs/getting-started/create-new-project';
