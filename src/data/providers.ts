import {translate} from '@docusaurus/Translate';

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
 * Every provider of the spec, grouped as the configuration docs are; ids and messages written
 * out, so `docusaurus write-translations` can extract them.
 */
export const providerGroups: ProviderGroup[] = [
  {
    id: 'data-store',
    title: translate({id: 'providers.data-store.title', message: 'Data stores'}),
    summary: translate({
      id: 'providers.data-store.summary',
      message: 'Where posts, pages, users and site settings are kept. Choose one.',
    }),
    development: translate({
      id: 'providers.data-store.development',
      message: 'While you develop: a JSON file under `.inkwell/` (`INKWELL_DATA_STORE=file`), the default.',
    }),
    providers: [
      {
        name: 'MongoDB',
        to: '/docs/configuration/data-store/mongodb',
        needs: translate({
          id: 'providers.data-store.MongoDB.needs',
          message: 'A MongoDB database (MongoDB Atlas or your own) and its connection string.',
        }),
        variables: ['INKWELL_DATA_STORE=mongodb', 'MONGODB_URI', 'MONGODB_DB'],
      },
      {
        name: 'DynamoDB',
        to: '/docs/configuration/data-store/dynamo-db',
        needs: translate({
          id: 'providers.data-store.DynamoDB.needs',
          message: 'An AWS account, a DynamoDB table and credentials that may use it.',
        }),
        variables: ['INKWELL_DATA_STORE=dynamodb', 'DYNAMODB_TABLE', 'AWS_REGION'],
      },
    ],
  },
  {
    id: 'media-storage',
    title: translate({id: 'providers.media-storage.title', message: 'Media storage'}),
    summary: translate({id: 'providers.media-storage.summary', message: 'Where uploaded images go. Choose one.'}),
    development: translate({
      id: 'providers.media-storage.development',
      message: 'While you develop: the `public/uploads` folder (`INKWELL_MEDIA_STORAGE=local`), the default.',
    }),
    providers: [
      {
        name: 'Cloudinary',
        to: '/docs/configuration/media-storage/cloudinary',
        needs: translate({
          id: 'providers.media-storage.Cloudinary.needs',
          message: 'A Cloudinary account and its API environment variable.',
        }),
        variables: ['INKWELL_MEDIA_STORAGE=cloudinary', 'CLOUDINARY_URL'],
      },
      {
        name: 'S3',
        to: '/docs/configuration/media-storage/s3',
        needs: translate({
          id: 'providers.media-storage.S3.needs',
          message: 'An S3 bucket (or an S3-compatible service) and credentials that may write to it.',
        }),
        variables: ['INKWELL_MEDIA_STORAGE=s3', 'S3_BUCKET', 'AWS_REGION'],
      },
    ],
  },
  {
    id: 'oauth',
    title: translate({id: 'providers.oauth.title', message: 'Sign-in'}),
    summary: translate({
      id: 'providers.oauth.summary',
      message:
        'How editors sign in. Offer one or more: every provider whose client ID and secret are set gets a button.',
    }),
    providers: [
      {
        name: 'GitHub',
        to: '/docs/configuration/oauth/github',
        needs: translate({
          id: 'providers.oauth.GitHub.needs',
          message: 'A GitHub OAuth app, in your account or organization settings.',
        }),
        variables: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
      },
      {
        name: 'Google',
        to: '/docs/configuration/oauth/google',
        needs: translate({
          id: 'providers.oauth.Google.needs',
          message: 'A Google Cloud project with an OAuth consent screen and a web client.',
        }),
        variables: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      },
      {
        name: 'Microsoft',
        to: '/docs/configuration/oauth/microsoft',
        needs: translate({
          id: 'providers.oauth.Microsoft.needs',
          message: 'A Microsoft Entra app registration with a client secret.',
        }),
        variables: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET', 'MICROSOFT_TENANT_ID'],
      },
    ],
  },
  {
    id: 'host',
    title: translate({id: 'providers.host.title', message: 'Hosting'}),
    summary: translate({
      id: 'providers.host.summary',
      message: 'Where your Next.js app with Inkwell runs. Choose one.',
    }),
    development: translate({
      id: 'providers.host.development',
      message: 'While you develop: `npm run dev` on your computer, at `http://localhost:3000`.',
    }),
    providers: [
      {
        name: 'Vercel',
        to: '/docs/configuration/host/vercel',
        needs: translate({
          id: 'providers.host.Vercel.needs',
          message:
            'A Vercel account and a project linked to your repository. Needs a database and media storage in the cloud.',
        }),
        variables: ['INKWELL_URL', 'INKWELL_SECRET'],
      },
      {
        name: 'Self-hosted',
        to: '/docs/configuration/host/self-hosted',
        needs: translate({
          id: 'providers.host.Self-hosted.needs',
          message: 'A server with Node.js 20+, a reverse proxy with HTTPS, and a way to keep the app running.',
        }),
        variables: ['INKWELL_URL', 'INKWELL_SECRET'],
      },
    ],
  },
];
