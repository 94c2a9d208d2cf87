/**
 * Writes the `.env` file for a stack: every variable `@inkwell/cms` needs for that choice,
 * under the library's real names, with a comment saying where each value comes from.
 *
 * Pure (no React, no browser APIs) so it is unit-tested, and the test feeds its output to the
 * library's own `loadConfig`.
 */
import type {Stack, StackGroup} from './stack';

/** One line of the file: a comment, a `NAME=value` pair, or a blank separator. */
export type EnvLine =
  {kind: 'comment'; text: string} | {kind: 'variable'; name: string; value: string} | {kind: 'blank'};

const comment = (text: string): EnvLine => ({kind: 'comment', text});
const variable = (name: string, value = ''): EnvLine => ({kind: 'variable', name, value});
const blank: EnvLine = {kind: 'blank'};

/** The public address the example uses for each host. */
export function exampleUrl(host: Stack['host']): string {
  return host === 'vercel' ? 'https://your-project.vercel.app' : 'https://cms.example.com';
}

/** The callback URL to register with a sign-in provider. */
export function callbackUrl(host: Stack['host'], provider: Stack['sign-in']): string {
  return `${exampleUrl(host)}/api/auth/callback/${provider}`;
}

function siteLines(stack: Stack): EnvLine[] {
  return [
    comment('Site: the public address (no trailing slash) and the session signing key.'),
    variable('INKWELL_URL', exampleUrl(stack.host)),
    comment('32 random bytes, never words: paste the output of openssl rand -base64 32'),
    variable('INKWELL_SECRET'),
  ];
}

function dataStoreLines(stack: Stack): EnvLine[] {
  switch (stack['data-store']) {
    case 'file':
      return [
        comment('Data store: one JSON file on the server’s disk (one server process only).'),
        ...(stack.host === 'vercel'
          ? [comment('Vercel does not keep files between requests: choose MongoDB or DynamoDB there.')]
          : []),
        variable('INKWELL_DATA_STORE', 'file'),
        variable('INKWELL_DATA_FILE', '.inkwell/content.json'),
      ];
    case 'mongodb':
      return [
        comment('Data store: MongoDB. Copy the connection string from your MongoDB provider.'),
        variable('INKWELL_DATA_STORE', 'mongodb'),
        variable('MONGODB_URI', 'mongodb+srv://USER:PASSWORD@cluster0.example.mongodb.net'),
        variable('MONGODB_DB', 'inkwell'),
      ];
    case 'dynamodb':
      return [
        comment('Data store: DynamoDB. Credentials come from the AWS credentials chain'),
        comment('(AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the role the server runs as).'),
        variable('INKWELL_DATA_STORE', 'dynamodb'),
        variable('DYNAMODB_TABLE', 'inkwell'),
        variable('AWS_REGION', 'eu-west-1'),
      ];
  }
}

function mediaLines(stack: Stack): EnvLine[] {
  const shared = stack['data-store'] === 'dynamodb';
  switch (stack.media) {
    case 'local':
      return [
        comment('Media storage: uploads are written to a folder and served from /uploads.'),
        ...(stack.host === 'vercel'
          ? [comment('Vercel does not keep uploaded files: choose S3 or Cloudinary there.')]
          : []),
        variable('INKWELL_MEDIA_STORAGE', 'local'),
        variable('INKWELL_MEDIA_DIR', 'public/uploads'),
        variable('INKWELL_MAX_UPLOAD_MB', '5'),
      ];
    case 's3':
      return [
        comment('Media storage: an S3 bucket.'),
        variable('INKWELL_MEDIA_STORAGE', 's3'),
        variable('S3_BUCKET', 'my-site-uploads'),
        // One AWS_REGION serves DynamoDB and S3; writing it twice would make the second win silently.
        ...(shared
          ? [comment('AWS_REGION (above) is the bucket’s region too.')]
          : [variable('AWS_REGION', 'eu-west-1')]),
        variable('INKWELL_MAX_UPLOAD_MB', '5'),
      ];
    case 'cloudinary':
      return [
        comment('Media storage: Cloudinary. Copy the API environment variable from the Cloudinary dashboard.'),
        variable('INKWELL_MEDIA_STORAGE', 'cloudinary'),
        variable('CLOUDINARY_URL', 'cloudinary://API_KEY:API_SECRET@CLOUD_NAME'),
        variable('INKWELL_MAX_UPLOAD_MB', '5'),
      ];
  }
}

function signInLines(stack: Stack): EnvLine[] {
  const provider = stack['sign-in'];
  const callback = comment(`Register this callback URL with the provider: ${callbackUrl(stack.host, provider)}`);
  switch (provider) {
    case 'github':
      return [
        comment('Sign-in: a GitHub OAuth app (GitHub → Settings → Developer settings → OAuth Apps).'),
        callback,
        variable('GITHUB_CLIENT_ID'),
        variable('GITHUB_CLIENT_SECRET'),
      ];
    case 'google':
      return [
        comment('Sign-in: a Google Cloud OAuth client ID of type "Web application".'),
        callback,
        variable('GOOGLE_CLIENT_ID'),
        variable('GOOGLE_CLIENT_SECRET'),
      ];
    case 'microsoft':
      return [
        comment('Sign-in: a Microsoft Entra app registration.'),
        callback,
        variable('MICROSOFT_CLIENT_ID'),
        variable('MICROSOFT_CLIENT_SECRET'),
        comment('common: work, school and personal accounts. Or your directory (tenant) ID.'),
        variable('MICROSOFT_TENANT_ID', 'common'),
      ];
  }
}

/** Where the file goes for each host, as the file's first comment. */
function headerLines(stack: Stack): EnvLine[] {
  return stack.host === 'vercel'
    ? [
        comment('Vercel: add each variable under Project → Settings → Environment Variables'),
        comment('(Production), or import this file there. Vercel sets NODE_ENV=production.'),
      ]
    : [
        comment('Self-hosted: save as .env.production.local next to package.json on the server'),
        comment('(never commit it). `next start` runs with NODE_ENV=production and reads it.'),
      ];
}

/**
 * The part of the `.env` file one group's choice writes: for the host, where the file goes
 * and the site's address; for the others, their variables. Each is written for the whole
 * `stack`, since a choice's lines can depend on another's (the callback URL on the host).
 */
export function envSection(group: StackGroup, stack: Stack): EnvLine[] {
  switch (group) {
    case 'host':
      return [...headerLines(stack), blank, ...siteLines(stack)];
    case 'data-store':
      return dataStoreLines(stack);
    case 'media':
      return mediaLines(stack);
    case 'sign-in':
      return signInLines(stack);
  }
}

/** The lines of the `.env` file for `stack`, in the order the configuration guide lists them. */
export function envLines(stack: Stack): EnvLine[] {
  return [
    ...envSection('host', stack),
    blank,
    ...envSection('data-store', stack),
    blank,
    ...envSection('media', stack),
    blank,
    ...envSection('sign-in', stack),
  ];
}

/** Lines of a `.env` file as text ending in a newline. */
export function envText(lines: readonly EnvLine[]): string {
  return `${lines
    .map((line) => {
      switch (line.kind) {
        case 'comment':
          return `# ${line.text}`;
        case 'variable':
          return `${line.name}=${line.value}`;
        case 'blank':
          return '';
      }
    })
    .join('\n')}\n`;
}

/** The `.env` file for `stack`, as text ending in a newline. */
export function envFile(stack: Stack): string {
  return envText(envLines(stack));
}

/** The names of the variables `envFile(stack)` sets, in order. */
export function envVariableNames(stack: Stack): string[] {
  return envLines(stack).flatMap((line) => (line.kind === 'variable' ? [line.name] : []));
}
