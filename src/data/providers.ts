/** One provider the docs cover, with the page that sets it up. */
export interface Provider {
  name: string;
  /** Docs page, relative to the site root. */
  to: string;
  /** What you need from the provider, in a phrase. */
  needs: string;
  /** The environment variables that turn it on, by their names in `@inkwell/cms`. */
  variables: string[];
}

export interface ProviderGroup {
  id: 'data-store' | 'media-storage' | 'oauth' | 'host';
  title: string;
  summary: string;
  /** What works with no account at all, while you develop; absent when nothing does. */
  development?: string;
  providers: Provider[];
}

/**
 * Every provider of the spec, grouped as the configuration docs are. The strings are English
 * source text: the page passes each through `translate()` with a stable id.
 */
export const providerGroups: ProviderGroup[] = [
  {
    id: 'data-store',
    title: 'Data stores',
    summary: 'Where posts, pages, users and site settings are kept. Choose one.',
    development: 'While you develop: a JSON file under .inkwell/ (INKWELL_DATA_STORE=file), the default.',
    providers: [
      {
        name: 'MongoDB',
        to: '/docs/configuration/data-store/mongodb',
        needs: 'A MongoDB database (MongoDB Atlas or your own) and its connection string.',
        variables: ['INKWELL_DATA_STORE=mongodb', 'MONGODB_URI', 'MONGODB_DB'],
      },
      {
        name: 'DynamoDB',
        to: '/docs/configuration/data-store/dynamo-db',
        needs: 'An AWS account, a DynamoDB table and credentials that may use it.',
        variables: ['INKWELL_DATA_STORE=dynamodb', 'DYNAMODB_TABLE', 'AWS_REGION'],
      },
    ],
  },
  {
    id: 'media-storage',
    title: 'Media storage',
    summary: 'Where uploaded images go. Choose one.',
    development: 'While you develop: the public/uploads folder (INKWELL_MEDIA_STORAGE=local), the default.',
    providers: [
      {
        name: 'Cloudinary',
        to: '/docs/configuration/media-storage/cloudinary',
        needs: 'A Cloudinary account and its API environment variable.',
        variables: ['INKWELL_MEDIA_STORAGE=cloudinary', 'CLOUDINARY_URL'],
      },
      {
        name: 'S3',
        to: '/docs/configuration/media-storage/s3',
        needs: 'An S3 bucket (or an S3-compatible service) and credentials that may write to it.',
        variables: ['INKWELL_MEDIA_STORAGE=s3', 'S3_BUCKET', 'AWS_REGION'],
      },
    ],
  },
  {
    id: 'oauth',
    title: 'Sign-in',
    summary: 'How editors sign in. Offer one or more: every provider whose client ID and secret are set gets a button.',
    providers: [
      {
        name: 'GitHub',
        to: '/docs/configuration/oauth/github',
        needs: 'A GitHub OAuth app, in your account or organization settings.',
        variables: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
      },
      {
        name: 'Google',
        to: '/docs/configuration/oauth/google',
        needs: 'A Google Cloud project with an OAuth consent screen and a web client.',
        variables: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      },
      {
        name: 'Microsoft',
        to: '/docs/configuration/oauth/microsoft',
        needs: 'A Microsoft Entra app registration with a client secret.',
        variables: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET', 'MICROSOFT_TENANT_ID'],
      },
    ],
  },
  {
    id: 'host',
    title: 'Hosting',
    summary: 'Where your Next.js app with Inkwell runs. Choose one.',
    development: 'While you develop: npm run dev on your computer, at http://localhost:3000.',
    providers: [
      {
        name: 'Vercel',
        to: '/docs/configuration/host/vercel',
        needs: 'A Vercel account and a project linked to your repository. Needs a database and media storage in the cloud.',
        variables: ['INKWELL_URL', 'INKWELL_SECRET'],
      },
      {
        name: 'Self-hosted',
        to: '/docs/configuration/host/self-hosted',
        needs: 'A server with Node.js 20+, a reverse proxy with HTTPS, and a way to keep the app running.',
        variables: ['INKWELL_URL', 'INKWELL_SECRET'],
      },
    ],
  },
];
