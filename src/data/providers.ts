/** One provider the docs cover, with the page that sets it up. */
export interface Provider {
  name: string;
  /** Docs page, relative to the site root. */
  to: string;
  /** What you need from the provider, in a phrase. */
  needs: string;
}

export interface ProviderGroup {
  id: 'data-store' | 'media-storage' | 'oauth' | 'host';
  title: string;
  summary: string;
  providers: Provider[];
}

/** Every provider of the spec, grouped as the configuration docs are. */
export const providerGroups: ProviderGroup[] = [
  {
    id: 'data-store',
    title: 'Data stores',
    summary: 'Where posts, pages, users and site settings are kept. Development uses a JSON file under .inkwell/.',
    providers: [
      {name: 'MongoDB', to: '/docs/configuration/data-store/mongodb', needs: 'A MongoDB connection string and database name'},
      {name: 'DynamoDB', to: '/docs/configuration/data-store/dynamo-db', needs: 'A DynamoDB table and an AWS region'},
    ],
  },
  {
    id: 'media-storage',
    title: 'Media storage',
    summary: 'Where uploaded images go. Development writes them to public/uploads.',
    providers: [
      {name: 'Cloudinary', to: '/docs/configuration/media-storage/cloudinary', needs: 'A Cloudinary account URL'},
      {name: 'S3', to: '/docs/configuration/media-storage/s3', needs: 'An S3 bucket and an AWS region'},
    ],
  },
  {
    id: 'oauth',
    title: 'Sign-in',
    summary: 'How editors sign in. Every provider whose client id and secret are set is offered.',
    providers: [
      {name: 'GitHub', to: '/docs/configuration/oauth/github', needs: 'A GitHub OAuth app'},
      {name: 'Google', to: '/docs/configuration/oauth/google', needs: 'A Google Cloud OAuth client'},
      {name: 'Microsoft', to: '/docs/configuration/oauth/microsoft', needs: 'A Microsoft Entra app registration'},
    ],
  },
  {
    id: 'host',
    title: 'Hosting',
    summary: 'Where your Next.js app with Inkwell runs.',
    providers: [
      {name: 'Vercel', to: '/docs/configuration/host/vercel', needs: 'A Vercel project'},
      {name: 'Self-hosted', to: '/docs/configuration/host/self-hosted', needs: 'A server with Node.js and a reverse proxy'},
    ],
  },
];
