/**
 * Questions readers type into the search box, each with the page (and, where one section
 * answers it, the heading) that answers it best, chosen from the docs' text. `section` is
 * the heading's id; without one, the page as a whole is the answer. `first` marks a question
 * whose answer must be the first result itself, beyond the set's top-1 rate.
 */
export type RelevanceCase = {
  query: string;
  page: string;
  section?: string;
  kind: RelevanceKind;
  /** The answer must be the first result, not only among the first three. */
  first?: true;
};

export type RelevanceKind = 'task' | 'error' | 'variable' | 'api' | 'concept';

export const relevanceCases: readonly RelevanceCase[] = [
  // What an editor or an admin sets out to do.
  {kind: 'task', query: 'publish a post', page: '/docs/using-inkwell/create-a-blog-post', section: 'publish'},
  {
    kind: 'task',
    query: 'add an image to a post',
    page: '/docs/using-inkwell/create-a-blog-post',
    section: 'add-an-image',
  },
  {
    kind: 'task',
    query: 'preview a draft',
    page: '/docs/using-inkwell/create-a-blog-post',
    section: 'save-a-draft-and-preview-it',
  },
  {kind: 'task', query: 'post excerpt', page: '/docs/using-inkwell/create-a-blog-post', section: 'excerpts'},
  {
    kind: 'task',
    query: 'put a page in the menu',
    page: '/docs/using-inkwell/create-a-page',
    section: 'put-the-page-in-the-menu',
  },
  {kind: 'task', query: 'menu order', page: '/docs/using-inkwell/create-a-page', section: 'menu-order'},
  {kind: 'task', query: 'delete a page', page: '/docs/using-inkwell/create-a-page', section: 'delete-a-page'},
  {kind: 'task', query: "change a user's role", page: '/docs/using-inkwell/users', section: 'change-a-role'},
  {kind: 'task', query: 'remove a person', page: '/docs/using-inkwell/users', section: 'remove-a-person'},
  {kind: 'task', query: 'add a person', page: '/docs/using-inkwell/users', section: 'add-a-person'},
  {
    kind: 'task',
    query: 'lost laptop',
    page: '/docs/using-inkwell/users',
    section: 'sign-a-person-out-everywhere',
  },
  {
    kind: 'task',
    query: 'session cookie leaked',
    page: '/docs/using-inkwell/users',
    section: 'for-developers-sessions-and-role-checks',
  },
  {
    kind: 'task',
    query: 'change site title',
    page: '/docs/using-inkwell/settings',
    section: 'change-the-site-title-or-description',
    first: true,
  },
  {kind: 'task', query: 'first admin', page: '/docs/using-inkwell/users', section: 'the-first-admin'},
  {kind: 'task', query: 'footnotes', page: '/docs/using-inkwell/markdown-features', section: 'footnotes'},
  {kind: 'task', query: 'task list', page: '/docs/using-inkwell/markdown-features', section: 'lists-and-task-lists'},
  {
    kind: 'task',
    query: 'syntax highlighting',
    page: '/docs/using-inkwell/markdown-features',
    section: 'code-with-syntax-highlighting',
  },
  {kind: 'task', query: 'allowed HTML', page: '/docs/using-inkwell/markdown-features', section: 'html-that-is-allowed'},
  // What a developer sets out to do.
  {
    kind: 'task',
    query: 'add Inkwell to an existing Next.js app',
    page: '/docs/getting-started/add-to-existing-project',
  },
  {
    kind: 'task',
    query: 'import the stylesheet',
    page: '/docs/getting-started/add-to-existing-project',
    section: 'import-the-stylesheet',
  },
  {
    kind: 'task',
    query: 'show the toolbar on my own pages',
    page: '/docs/getting-started/add-to-existing-project',
    section: 'show-the-toolbar-on-your-own-pages-too',
  },
  {
    kind: 'task',
    query: 'real 404 for unknown paths',
    page: '/docs/getting-started/create-new-project',
    section: 'real-404s-for-unknown-paths',
  },
  {kind: 'task', query: 'node version', page: '/docs/getting-started/prerequisites', section: 'nodejs-20-and-npm'},
  {kind: 'task', query: 'deploy to Vercel', page: '/docs/deployment/vercel'},
  {kind: 'task', query: 'systemd service', page: '/docs/deployment/self-hosted', section: '5-run-it-with-systemd'},
  {
    kind: 'task',
    query: 'certbot HTTPS',
    page: '/docs/deployment/self-hosted',
    section: '6-put-nginx-and-https-in-front',
  },
  {kind: 'task', query: 'backups', page: '/docs/deployment/self-hosted', section: 'backups'},
  {kind: 'task', query: 'preview deployments', page: '/docs/deployment/vercel', section: 'preview-deployments'},
  {
    kind: 'task',
    query: 'Google consent screen',
    page: '/docs/configuration/oauth/google',
    section: 'set-up-the-consent-screen',
  },
  {
    kind: 'task',
    query: 'Microsoft client secret',
    page: '/docs/configuration/oauth/microsoft',
    section: 'create-a-client-secret',
  },
  {
    kind: 'task',
    query: 'create GitHub OAuth app',
    page: '/docs/configuration/oauth/github',
    section: 'create-the-github-oauth-app',
  },
  {
    kind: 'task',
    query: 'DynamoDB Local',
    page: '/docs/configuration/data-store/dynamo-db',
    section: 'develop-against-dynamodb-local',
  },
  {kind: 'task', query: 'S3 CORS', page: '/docs/configuration/media-storage/s3', section: 'cors'},
  {
    kind: 'task',
    query: 'CloudFront private bucket',
    page: '/docs/configuration/media-storage/s3',
    section: '2-let-visitors-read-the-images',
  },
  // Error messages the docs quote, as a reader pastes them.
  {kind: 'error', query: 'redirect_uri_mismatch', page: '/docs/configuration/oauth/google', section: 'troubleshooting'},
  {
    kind: 'error',
    query: 'The redirect_uri is not associated with this application',
    page: '/docs/configuration/oauth/github',
    section: 'troubleshooting',
  },
  {kind: 'error', query: 'AADSTS7000215', page: '/docs/configuration/oauth/microsoft', section: 'troubleshooting'},
  {
    kind: 'error',
    query: 'UnrecognizedClientException',
    page: '/docs/configuration/data-store/dynamo-db',
    section: 'errors-you-may-see',
  },
  {
    kind: 'error',
    query: 'Stale request - reported time is more than 1 hour ago',
    page: '/docs/configuration/media-storage/cloudinary',
    section: 'errors-you-may-see',
  },
  {
    kind: 'error',
    query: 'SignatureDoesNotMatch',
    page: '/docs/configuration/media-storage/s3',
    section: 'errors-you-may-see',
  },
  {
    kind: 'error',
    query: 'MongoDB refused the user name or password',
    page: '/docs/configuration/data-store/mongodb',
    section: 'errors-you-may-see',
  },
  {
    kind: 'error',
    query: 'INKWELL_URL is required in production',
    page: '/docs/configuration/host/self-hosted',
    section: 'inkwell_url-is-required',
  },
  {
    kind: 'error',
    query: 'signed in but stay signed out',
    page: '/docs/deployment/self-hosted',
    section: 'when-something-is-wrong',
  },
  {
    kind: 'error',
    query: 'sign in button missing',
    page: '/docs/category/oauth',
    section: 'when-a-button-is-missing',
  },
  // Environment variables.
  {
    kind: 'variable',
    query: 'INKWELL_SECRET',
    page: '/docs/category/configuration',
    section: 'every-environment-variable',
  },
  {
    kind: 'variable',
    query: 'DYNAMODB_TABLE',
    page: '/docs/configuration/data-store/dynamo-db',
    section: '3-set-the-variables',
  },
  {
    kind: 'variable',
    query: 'MONGODB_URI',
    page: '/docs/configuration/data-store/mongodb',
    section: '2-set-the-variables',
  },
  {
    kind: 'variable',
    query: 'CLOUDINARY_URL',
    page: '/docs/configuration/media-storage/cloudinary',
    section: '2-set-the-variable',
  },
  {
    kind: 'variable',
    query: 'S3_ENDPOINT',
    page: '/docs/configuration/media-storage/s3',
    section: '4-set-the-variables',
  },
  {
    kind: 'variable',
    query: 'MICROSOFT_TENANT_ID',
    page: '/docs/configuration/oauth/microsoft',
    section: 'set-the-variables',
  },
  // API names.
  {kind: 'api', query: 'InkwellRouter', page: '/docs/api/functions/InkwellRouter'},
  {kind: 'api', query: 'MarkdownRenderer', page: '/docs/api/functions/MarkdownRenderer'},
  {kind: 'api', query: 'PostList', page: '/docs/api/functions/PostList'},
  {kind: 'api', query: 'AdminToolbar', page: '/docs/api/functions/AdminToolbar'},
  {kind: 'api', query: 'SetupForm', page: '/docs/api/functions/SetupForm'},
  {kind: 'api', query: 'getSession', page: '/docs/api/variables/InkwellAuth', section: 'getsession'},
  {kind: 'api', query: 'Inkwell.resolve', page: '/docs/api/variables/Inkwell', section: 'resolve'},
  {kind: 'api', query: 'InkwellAuth.getSession', page: '/docs/api/variables/InkwellAuth', section: 'getsession'},
  {kind: 'api', query: 'TooltipProvider', page: '/docs/api/variables/TooltipProvider'},
  // What a newcomer wants to understand.
  {kind: 'concept', query: 'what is Inkwell', page: '/intro', section: 'what-inkwell-is'},
  {
    kind: 'concept',
    query: 'which OAuth provider should I choose',
    page: '/docs/category/oauth',
    section: 'which-provider-to-choose',
  },
  {
    kind: 'concept',
    query: 'which data store',
    page: '/docs/category/data-store',
    section: 'which-data-store-to-choose',
  },
];
