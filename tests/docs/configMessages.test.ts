/**
 * The configuration and self-hosting guides quote the messages Inkwell prints for unsafe or
 * missing settings and for refused requests; they must be the library's own words, read from
 * its source or produced by it, never copied here.
 */
import {readdir, readFile} from 'node:fs/promises';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  ConfigError,
  DEVELOPMENT_SECRET_MESSAGE,
  INSECURE_DYNAMODB_ENDPOINT_MESSAGE,
  INSECURE_MEDIA_URL_MESSAGE,
  INSECURE_S3_ENDPOINT_MESSAGE,
  INSECURE_URL_MESSAGE,
  loadConfig,
  WEAK_SECRET_MESSAGE,
} from '../../packages/inkwell/src/config';
import {CROSS_SITE_SIGN_OUT_MESSAGE, crossSiteWriteMessage} from '../../packages/inkwell/src/server/http/same-origin';
import {STARTUP_REFUSED} from '../../packages/inkwell/src/startup';

/** A production environment with nothing wrong; each case below changes one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  INKWELL_URL: 'https://blog.example.com',
  INKWELL_SECRET: 'q3yJ0m1cVbT8xw5Zr2Lk9HsGd4Fa7NpE6uXoYiWc',
  INKWELL_DATA_STORE: 'file',
  INKWELL_MEDIA_STORAGE: 'local',
};

/** The message `loadConfig` gives for `env`, as the library prints it. */
function messageFor(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    const issues = (error as {issues: Array<{message: string}>}).issues;
    expect(issues).toHaveLength(1);
    return issues[0]?.message ?? '';
  }
  throw new Error('loadConfig accepted the environment');
}

/** Whether `page` quotes `message` whole, in backticks or emphasis, not as part of a longer sentence. */
function quotes(page: string, message: string): boolean {
  for (let at = page.indexOf(message); at !== -1; at = page.indexOf(message, at + 1)) {
    const before = page[at - 1] ?? '';
    const after = page[at + message.length] ?? '';
    if ('`*'.includes(before) && before !== '' && '`*'.includes(after) && after !== '') return true;
  }
  return false;
}

/** How the library shows `nodeEnv` in a message: `NODE_ENV=` and the value, quoted and escaped. */
function shownNodeEnv(nodeEnv: string): string {
  const message = messageFor({...PRODUCTION, NODE_ENV: nodeEnv, INKWELL_SECRET: undefined});
  return /NODE_ENV="(?:[^"\\]|\\.)*"/.exec(message)?.[0] ?? message;
}

const WWW = 'https://www.blog.example.com';

/** Each page, and the messages it quotes: what the message is about, and the message. */
const PAGES: Array<[string, Array<[string, string]>]> = [
  [
    'docs/configuration/index.md',
    [
      ['the development key', DEVELOPMENT_SECRET_MESSAGE],
      ['a guessable secret', WEAK_SECRET_MESSAGE],
      ['a plain-http INKWELL_URL', INSECURE_URL_MESSAGE],
      ['a plain-http S3_PUBLIC_URL', INSECURE_MEDIA_URL_MESSAGE],
      ['a plain-http S3_ENDPOINT without S3_PUBLIC_URL', INSECURE_S3_ENDPOINT_MESSAGE],
      ['a plain-http DYNAMODB_ENDPOINT on another machine', INSECURE_DYNAMODB_ENDPOINT_MESSAGE],
      ['a URL with a tab in it', messageFor({INKWELL_URL: 'https://blog.example.com/.\t./x'})],
      ['a URL with a password', messageFor({INKWELL_URL: 'https://u:p@blog.example.com'})],
      ['a URL with a ".." segment', messageFor({INKWELL_URL: 'https://blog.example.com/a/../b'})],
      ['an API path with a ".." segment', messageFor({INKWELL_API_PATH: '/api/../inkwell'})],
      ['a short secret', messageFor({INKWELL_SECRET: 'short'})],
      ['a NODE_ENV with a newline, escaped', shownNodeEnv('production\n')],
      ['the start-up refusal', STARTUP_REFUSED],
    ],
  ],
  [
    'docs/configuration/host/self-hosted.md',
    [
      ['a missing INKWELL_URL', messageFor({...PRODUCTION, INKWELL_URL: undefined})],
      ['a save from another address', crossSiteWriteMessage(WWW)],
      ['a sign-out from another address', CROSS_SITE_SIGN_OUT_MESSAGE],
    ],
  ],
  [
    'docs/configuration/media-storage/s3.md',
    [
      ['a plain-http S3_PUBLIC_URL', INSECURE_MEDIA_URL_MESSAGE],
      ['a plain-http S3_ENDPOINT without S3_PUBLIC_URL', INSECURE_S3_ENDPOINT_MESSAGE],
      ['a missing S3_BUCKET', messageFor({INKWELL_MEDIA_STORAGE: 's3', AWS_REGION: 'eu-west-1'})],
    ],
  ],
  [
    'docs/deployment/self-hosted.md',
    [
      ['the start-up refusal', STARTUP_REFUSED],
      ['a missing INKWELL_SECRET', `  - ${messageFor({...PRODUCTION, INKWELL_SECRET: undefined})}`],
      ['a save from another address', crossSiteWriteMessage(WWW)],
      ['a sign-out from another address', CROSS_SITE_SIGN_OUT_MESSAGE],
    ],
  ],
  [
    'docs/configuration/media-storage/cloudinary.md',
    [['a missing CLOUDINARY_URL', messageFor({INKWELL_MEDIA_STORAGE: 'cloudinary'})]],
  ],
  [
    'docs/configuration/data-store/mongodb.md',
    [['a missing MONGODB_URI', messageFor({INKWELL_DATA_STORE: 'mongodb', MONGODB_DB: 'inkwell'})]],
  ],
  [
    'docs/configuration/data-store/dynamo-db.md',
    [
      ['a missing DYNAMODB_TABLE', messageFor({INKWELL_DATA_STORE: 'dynamodb', AWS_REGION: 'eu-west-1'})],
      ['a plain-http DYNAMODB_ENDPOINT on another machine', INSECURE_DYNAMODB_ENDPOINT_MESSAGE],
    ],
  ],
  ['docs/deployment/vercel.md', [['a missing INKWELL_SECRET', messageFor({...PRODUCTION, INKWELL_SECRET: undefined})]]],
];

describe.each(PAGES)('%s', (file, cases) => {
  it.each(cases)('quotes the message for %s word for word', async (_what, message) => {
    const page = await readFile(file, 'utf8');
    expect(quotes(page, message), message).toBe(true);
  });
});

it("no page quotes a message on the same line as the error's heading, which the library prints on a line of its own", async () => {
  const heading = 'Inkwell configuration is invalid:';
  expect(new ConfigError([{variable: 'INKWELL_URL', message: 'x'}]).message.split('\n')[0]).toBe(heading);
  const pages = (await readdir('docs', {recursive: true}))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => join('docs', name));
  expect(pages.length).toBeGreaterThan(20);
  const wrong: string[] = [];
  for (const file of pages) {
    const text = await readFile(file, 'utf8');
    for (const line of text.split('\n')) if (new RegExp(`${heading} \\S`).test(line)) wrong.push(`${file}: ${line}`);
  }
  expect(wrong).toEqual([]);
});
