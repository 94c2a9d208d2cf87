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
import {getDescriptor} from '../../packages/inkwell/src/auth/providers';
import {refusalError} from '../../packages/inkwell/src/auth/sign-in-failure';
import type {ProviderId} from '../../packages/inkwell/src/types';

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

/**
 * The heading and the message of the page a refused sign-in shows, as the library makes them
 * for the site at `PRODUCTION.INKWELL_URL`, for each refusal a provider's troubleshooting quotes.
 */
function signInPages(id: ProviderId, refusals: Array<[string, string, string | null]>): Array<[string, string]> {
  return refusals.flatMap(([what, code, description]) => {
    const error = refusalError(
      getDescriptor(id),
      {code, description},
      `${PRODUCTION.INKWELL_URL}/api/auth/callback/${id}`,
    );
    return [
      [`the heading for ${what}`, error.title],
      [`the message for ${what}`, error.message],
    ] satisfies Array<[string, string]>;
  });
}

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
  // GitHub answers a refused exchange with a 200 and these codes; a suspended app comes back to the callback.
  [
    'docs/configuration/oauth/github.md',
    signInPages('github', [
      ['a wrong client secret', 'incorrect_client_credentials', null],
      ['a wrong callback URL', 'redirect_uri_mismatch', null],
      ['a suspended app', 'application_suspended', null],
      ['an expired code', 'bad_verification_code', null],
    ]),
  ],
  [
    'docs/configuration/oauth/google.md',
    signInPages('google', [
      ['a wrong client secret', 'invalid_client', 'Unauthorized'],
      ['a wrong redirect URI', 'redirect_uri_mismatch', 'Bad Request'],
      ['a deleted client', 'deleted_client', 'The OAuth client was deleted.'],
      ['an expired code', 'invalid_grant', 'Bad Request'],
    ]),
  ],
  // Microsoft names the problem in the AADSTS code that starts error_description.
  [
    'docs/configuration/oauth/microsoft.md',
    signInPages('microsoft', [
      ['a wrong client secret', 'invalid_client', 'AADSTS7000215: Invalid client secret provided.'],
      ['an expired client secret', 'invalid_client', 'AADSTS7000222: The provided client secret keys are expired.'],
      ['a wrong redirect URI', 'invalid_grant', 'AADSTS500112: The reply address does not match.'],
      ['an app not in the directory', 'unauthorized_client', 'AADSTS700016: Application was not found.'],
      ['an expired code', 'invalid_grant', 'AADSTS70008: The provided authorization code has expired.'],
    ]),
  ],
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
