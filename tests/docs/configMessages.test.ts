/**
 * The configuration guide quotes the messages production start-up gives for unsafe values;
 * they must be the library's own words, read from its source, never copied here.
 */
import {readFile} from 'node:fs/promises';

import {describe, expect, it} from 'vitest';

import {
  DEVELOPMENT_SECRET_MESSAGE,
  INSECURE_MEDIA_URL_MESSAGE,
  INSECURE_URL_MESSAGE,
  loadConfig,
  WEAK_SECRET_MESSAGE,
} from '../../packages/inkwell/src/config';

/** The message `loadConfig` gives for `env`, as the library prints it. */
function messageFor(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as {issues: Array<{message: string}>}).issues[0]?.message ?? '';
  }
  throw new Error('loadConfig accepted the environment');
}

describe('docs/configuration/index.md', () => {
  it.each([
    ['the development key', DEVELOPMENT_SECRET_MESSAGE],
    ['a guessable secret', WEAK_SECRET_MESSAGE],
    ['a plain-http INKWELL_URL', INSECURE_URL_MESSAGE],
    ['a plain-http S3_PUBLIC_URL', INSECURE_MEDIA_URL_MESSAGE],
    ['a URL with a password', messageFor({INKWELL_URL: 'https://u:p@blog.example.com'})],
    ['a URL with a ".." segment', messageFor({INKWELL_URL: 'https://blog.example.com/a/../b'})],
    ['an API path with a ".." segment', messageFor({INKWELL_API_PATH: '/api/../inkwell'})],
  ])('quotes the refusal of %s word for word', async (_what, message) => {
    const page = await readFile('docs/configuration/index.md', 'utf8');
    expect(page).toContain(`\`${message}\``);
  });
});
