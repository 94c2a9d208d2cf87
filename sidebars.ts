import {createRequire} from 'node:module';
import {existsSync} from 'node:fs';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItem = SidebarsConfig[string] extends infer S ? (S extends (infer I)[] ? I : never) : never;

const require = createRequire(import.meta.url);
const apiSidebarPath = './docs/api/typedoc-sidebar.cjs';

/** TypeDoc writes this file before the sidebars are read: without it, the build stops. */
function apiSidebarItems(): SidebarItem[] {
  if (!existsSync(new URL(apiSidebarPath, import.meta.url))) {
    throw new Error(
      `${apiSidebarPath} is missing: TypeDoc did not generate the API reference. ` +
        'Check the TypeDoc messages above (a type error in packages/inkwell stops it).',
    );
  }
  return require(apiSidebarPath) as SidebarItem[];
}

/** A category whose index is a doc with `slug: /category/<name>`: the spec's route, with an overview. */
function category(label: string, indexDocId: string, items: SidebarItem[]): SidebarItem {
  return {type: 'category', label, link: {type: 'doc', id: indexDocId}, items};
}

const sidebars = {
  docs: [
    category('Getting started', 'getting-started/index', [
      'getting-started/prerequisites',
      'getting-started/create-new-project',
      'getting-started/add-to-existing-project',
    ]),
    category('Configuration', 'configuration/index', [
      category('Data store', 'configuration/data-store/index', [
        'configuration/data-store/mongodb',
        'configuration/data-store/dynamo-db',
      ]),
      category('Host', 'configuration/host/index', ['configuration/host/vercel', 'configuration/host/self-hosted']),
      category('Media storage', 'configuration/media-storage/index', [
        'configuration/media-storage/s3',
        'configuration/media-storage/cloudinary',
      ]),
      category('OAuth', 'configuration/oauth/index', [
        'configuration/oauth/github',
        'configuration/oauth/google',
        'configuration/oauth/microsoft',
      ]),
    ]),
    category('Deploy your site', 'deployment/index', ['deployment/vercel', 'deployment/self-hosted']),
    category('Using Inkwell', 'using-inkwell/index', [
      'using-inkwell/create-a-page',
      'using-inkwell/create-a-blog-post',
      'using-inkwell/markdown-features',
      'using-inkwell/media',
      'using-inkwell/users',
      'using-inkwell/settings',
    ]),
    category('API', 'api-reference', [{type: 'doc', id: 'api/globals', label: 'All exports'}, ...apiSidebarItems()]),
  ],
} satisfies SidebarsConfig;

export default sidebars;
