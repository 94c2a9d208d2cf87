/**
 * The configuration guide quotes the messages production start-up gives for unsafe values;
 * they must be the library's own words, read from its source, never copied here.
 */
import {readFile} from 'node:fs/promises';

import {describe, expect, it} from 'vitest';

import {DEVELOPMENT_SECRET_MESSAGE, INSECURE_URL_MESSAGE, WEAK_SECRET_MESSAGE} from '../../packages/inkwell/src/config';

describe('docs/configuration/index.md', () => {
  it.each([
    ['the development key', DEVELOPMENT_SECRET_MESSAGE],
    ['a guessable secret', WEAK_SECRET_MESSAGE],
    ['a plain-http INKWELL_URL', INSECURE_URL_MESSAGE],
  ])('quotes the refusal of %s word for word', async (_what, message) => {
    const page = await readFile('docs/configuration/index.md', 'utf8');
    expect(page).toContain(`\`${message}\``);
  });
});
