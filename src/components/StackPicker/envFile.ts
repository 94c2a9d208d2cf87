/** The `.env` file for a stack, under the library's real names; pure, so the test feeds it to `loadConfig`. */
import type {Stack, StackGroup} from './stack';

function exampleUrl(host: Stack['host']): string {
  return host === 'vercel' ? 'https://your-project.vercel.app' : 'https://cms.example.com';
}

/** Where the file goes for the host, then the site's own variables. */
function hostLines(stack: Stack): string[] {
  return [
    ...(stack.host === 'vercel'
      ? [
          '# Vercel: add each variable under Project → Settings → Environment Variables',
          '# (Production), or import this file there. Vercel sets NODE_ENV=production.',
        ]
      : [
          '# Self-hosted: save as .env.production.local next to package.json on the server',
          '# (never commit it). `next start` runs with NODE_ENV=production and reads it.',
        ]),
    '',
    '# Site: the public address (no trailing slash) and the session signing key.',
    `INKWELL_URL=${exampleUrl(stack.host)}`,
    '# 32 random bytes, never words: paste the output of openssl rand -base64 32',
    'INKWELL_SECRET=',
  ];
}

function dataStoreLines(stack: Stack): string[] {
  switch (stack['data-store']) {
    case 'file':
      return [
        '# Data store: one JSON file on the server’s disk (one server process only).',
        ...(stack.host === 'vercel'
          ? ['# Vercel does not keep files between requests: choose MongoDB or DynamoDB there.']
          : []),
        'INKWELL_DATA_STORE=file',
        'INKWELL_DATA_FILE=.inkwell/content.json',
      ];
    case 'mongodb':
      return [
        '# Data store: MongoDB. Copy the connection string from your MongoDB provider.',
        'INKWELL_DATA_STORE=mongodb',
        'MONGODB_URI=mongodb+srv://USER:PASSWORD@cluster0.example.mongodb.net',
        'MONGODB_DB=inkwell',
      ];
    case 'dynamodb':
      return [
        '# Data store: DynamoDB. Credentials come from the AWS credentials chain',
        '# (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the role the server runs as).',
        'INKWELL_DATA_STORE=dynamodb',
        'DYNAMODB_TABLE=inkwell',
        'AWS_REGION=eu-west-1',
      ];
  }
}

function mediaLines(stack: Stack): string[] {
  const shared = stack['data-store'] === 'dynamodb';
  switch (stack.media) {
    case 'local':
      return [
        '# Media storage: uploads are written to a folder and served from /uploads.',
        ...(stack.host === 'vercel' ? ['# Vercel does not keep uploaded files: choose S3 or Cloudinary there.'] : []),
        'INKWELL_MEDIA_STORAGE=local',
        'INKWELL_MEDIA_DIR=public/uploads',
        'INKWELL_MAX_UPLOAD_MB=5',
      ];
    case 's3':
      return [
        '# Media storage: an S3 bucket.',
        'INKWELL_MEDIA_STORAGE=s3',
        'S3_BUCKET=my-site-uploads',
        // One AWS_REGION serves DynamoDB and S3; writing it twice would make the second win silently.
        ...(shared ? ['# AWS_REGION (above) is the bucket’s region too.'] : ['AWS_REGION=eu-west-1']),
        'INKWELL_MAX_UPLOAD_MB=5',
      ];
    case 'cloudinary':
      return [
        '# Media storage: Cloudinary. Copy the API environment variable from the Cloudinary dashboard.',
        'INKWELL_MEDIA_STORAGE=cloudinary',
        'CLOUDINARY_URL=cloudinary://API_KEY:API_SECRET@CLOUD_NAME',
        'INKWELL_MAX_UPLOAD_MB=5',
      ];
  }
}

/** Each sign-in provider's lines: what to create, then its variables. */
const signInSections: Record<Stack['sign-in'], [string, ...string[]]> = {
  github: [
    '# Sign-in: a GitHub OAuth app (GitHub → Settings → Developer settings → OAuth Apps).',
    'GITHUB_CLIENT_ID=',
    'GITHUB_CLIENT_SECRET=',
  ],
  google: [
    '# Sign-in: a Google Cloud OAuth client ID of type "Web application".',
    'GOOGLE_CLIENT_ID=',
    'GOOGLE_CLIENT_SECRET=',
  ],
  microsoft: [
    '# Sign-in: a Microsoft Entra app registration.',
    'MICROSOFT_CLIENT_ID=',
    'MICROSOFT_CLIENT_SECRET=',
    '# common: work, school and personal accounts. Or your directory (tenant) ID.',
    'MICROSOFT_TENANT_ID=common',
  ],
};

function signInLines(stack: Stack): string[] {
  const provider = stack['sign-in'];
  const [intro, ...variables] = signInSections[provider];
  const callbackUrl = `${exampleUrl(stack.host)}/api/auth/callback/${provider}`;
  return [intro, `# Register this callback URL with the provider: ${callbackUrl}`, ...variables];
}

/** Each group's part of the file, in the order the configuration guide lists them. */
const sections = {host: hostLines, 'data-store': dataStoreLines, media: mediaLines, 'sign-in': signInLines};

/** The part of the `.env` file one group's choice writes, for the whole `stack` (the callback URL needs the host). */
export function envSection(group: StackGroup, stack: Stack): string[] {
  return sections[group](stack);
}

/** The lines of the `.env` file for `stack`, in the order the configuration guide lists them. */
export function envLines(stack: Stack): string[] {
  return Object.values(sections).flatMap((lines, index) => [...(index > 0 ? [''] : []), ...lines(stack)]);
}

export function envText(lines: readonly string[]): string {
  return `${lines.join('\n')}\n`;
}

export function envFile(stack: Stack): string {
  return envText(envLines(stack));
}
