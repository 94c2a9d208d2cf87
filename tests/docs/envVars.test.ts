/**
 * The docs and the library name the same environment variables: every variable a docs page
 * names is one `@inkwell/cms` reads (or belongs to a commented outside namespace), and every
 * variable the library reads is documented, in the configuration reference table and so on
 * the site. The library's list is read from its source, never copied here.
 */
import {describe, expect, it} from 'vitest';
import {ENV_VARIABLES} from '../../packages/inkwell/src/config';
import {isExternalVariable, referenceTableVariables, variableTokens} from './envVars';
import {envSourceFiles, readSource} from './sources';

const library: readonly string[] = ENV_VARIABLES;
/** The page with the full reference, and the heading of its table. */
const referencePage = 'docs/configuration/index.md';
const referenceHeading = 'Every environment variable';

describe('variableTokens, isExternalVariable and referenceTableVariables', () => {
  it('knows the outside namespaces, and nothing of Inkwell’s', () => {
    expect(['NODE_ENV', 'AWS_ACCESS_KEY_ID', 'VERCEL_URL', 'NEXT_PUBLIC_X', 'PORT'].every(isExternalVariable)).toBe(
      true,
    );
    expect(['AWS_REGION', 'INKWELL_URL', 'GITHUB_TOKEN', 'MONGODB_URL'].some(isExternalVariable)).toBe(false);
  });

  it('finds variable-shaped tokens, once each', () => {
    expect(
      variableTokens('Set `INKWELL_URL` and INKWELL_URL=x, then GITHUB_CLIENT_ID. Not URL, not Inkwell_x.'),
    ).toEqual(['INKWELL_URL', 'GITHUB_CLIENT_ID']);
  });

  it('reads the first code cell of each row under the heading, up to the next heading', () => {
    const markdown = [
      '## Every environment variable',
      '| Variable | Meaning |',
      '|---|---|',
      '| `INKWELL_URL` | The address |',
      '| `S3_BUCKET`, `AWS_REGION` | ignored after the first |',
      '### Sub-heading keeps going',
      '| `MONGODB_DB` | x |',
      '## Next',
      '| `NOT_THIS` | x |',
    ].join('\n');
    expect(referenceTableVariables(markdown, 'Every environment variable')).toEqual([
      'INKWELL_URL',
      'S3_BUCKET',
      'MONGODB_DB',
    ]);
  });
});

describe('environment variables in the docs', () => {
  const files = envSourceFiles();
  const named = new Map<string, string[]>();
  for (const file of files) {
    for (const token of variableTokens(readSource(file))) named.set(token, [...(named.get(token) ?? []), file]);
  }

  it('every variable a page names is one the library reads', () => {
    const unknown = [...named.entries()]
      .filter(([name]) => !library.includes(name) && !isExternalVariable(name))
      .map(([name, where]) => `${name} (in ${where.join(', ')})`);
    expect(
      unknown,
      'These look like environment variables but @inkwell/cms does not read them. Fix the name, add the variable to ' +
        'the library (packages/inkwell/src/config.ts), or, for another tool’s variable, add its namespace with a reason ' +
        'to externalVariables in tests/docs/envVars.ts.',
    ).toEqual([]);
  });

  it('every variable the library reads is named in the docs', () => {
    expect(library.filter((name) => !named.has(name))).toEqual([]);
  });

  it(`the reference table in ${referencePage} lists exactly the library's variables, in its order`, () => {
    expect(referenceTableVariables(readSource(referencePage), referenceHeading)).toEqual([...library]);
  });
});
