import {createRequire} from 'node:module';
import {existsSync} from 'node:fs';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItem = SidebarsConfig[string] extends infer S ? (S extends (infer I)[] ? I : never) : never;

const require = createRequire(import.meta.url);
const apiSidebarPath = './docs/api/typedoc-sidebar.cjs';

/**
 * docusaurus-plugin-typedoc writes this file before the docs plugin reads the sidebars.
 * Its absence means TypeDoc did not run, which must stop the build rather than ship a
 * docs site without its API reference.
 */
function apiSidebarItems(): SidebarItem[] {
  if (!existsSync(new URL(apiSidebarPath, import.meta.url))) {
    throw new Error(
      `${apiSidebarPath} is missing: TypeDoc did not generate the API reference. ` +
        'Check the TypeDoc messages above (a type error in packages/inkwell stops it).',
    );
  }
  return require(apiSidebarPath) as SidebarItem[];
}

function category(label: string, slug: string, description: string, items: SidebarItem[]): SidebarItem {
  return {
    type: 'category',
    label,
    link: {type: 'generated-index', slug: `/category/${slug}`, description},
    items,
  };
}

const sidebars = {
  docs: [
    category('Getting Started', 'getting-started', 'Install Inkwell in a Next.js app and reach the setup form.', [
      'getting-started/prerequisites',
      'getting-started/create-new-project',
      'getting-started/add-to-existing-project',
    ]),
    category('Configuration', 'configuration', 'Choose where content, images and sign-in live, and where the app runs.', [
      category('Data store', 'data-store', 'Where posts, pages and users are kept: a JSON file in development, MongoDB or DynamoDB in production.', [
        'configuration/data-store/mongodb',
        'configuration/data-store/dynamo-db',
      ]),
      category('Host', 'host', 'Run Inkwell on Vercel or on a server of your own.', [
        'configuration/host/vercel',
        'configuration/host/self-hosted',
      ]),
      category('Media storage', 'media-storage', 'Where uploaded images go: a local folder in development, S3 or Cloudinary in production.', [
        'configuration/media-storage/s3',
        'configuration/media-storage/cloudinary',
      ]),
      category('OAuth', 'oauth', 'Let editors sign in with GitHub, Google or Microsoft.', [
        'configuration/oauth/github',
        'configuration/oauth/google',
        'configuration/oauth/microsoft',
      ]),
    ]),
    category('Deploy your site', 'deploy-your-site', 'Put your Inkwell site on the internet.', [
      'deployment/vercel',
      'deployment/self-hosted',
    ]),
    category('Using Inkwell', 'using-inkwell', 'Write and publish content: the editor’s guides.', [
      'using-inkwell/create-a-page',
      'using-inkwell/create-a-blog-post',
      'using-inkwell/markdown-features',
      'using-inkwell/users',
    ]),
    category('API', 'api', 'Every export of @inkwell/cms, generated from its TSDoc comments.', [
      {type: 'doc', id: 'api/globals', label: 'All exports'},
      ...apiSidebarItems(),
    ]),
  ],
} satisfies SidebarsConfig;

export default sidebars;
