import {randomBytes} from 'node:crypto';

import {describe, expect, it} from 'vitest';
// The library's own list and validator: the generated file must satisfy the real thing.
import {ENV_VARIABLES, loadConfig} from '../../../packages/inkwell/src/config';
import {envFile, envLines} from './envFile';
import {defaultStack, stackGroups, type Stack} from './stack';

/** The names of the variables `envFile(stack)` sets, in order. */
function envVariableNames(stack: Stack): string[] {
  return envLines(stack).flatMap((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
}

/** Every combination of the four choices. */
function allStacks(): Stack[] {
  const stacks: Stack[] = [];
  for (const dataStore of stackGroups['data-store'])
    for (const media of stackGroups.media)
      for (const signIn of stackGroups['sign-in'])
        for (const host of stackGroups.host) stacks.push({'data-store': dataStore, media, 'sign-in': signIn, host});
  return stacks;
}

/** Parses `NAME=value` lines as a dotenv loader would (no quotes are used by the generator). */
function parseEnv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1] !== undefined) env[match[1]] = match[2] ?? '';
  }
  return env;
}

describe('envFile', () => {
  it('writes the file store, local uploads, GitHub, self-hosted stack exactly', () => {
    expect(envFile({...defaultStack, host: 'self-hosted'})).toBe(
      [
        '# Self-hosted: save as .env.production.local next to package.json on the server',
        '# (never commit it). `next start` runs with NODE_ENV=production and reads it.',
        '',
        '# Site: the public address (no trailing slash) and the session signing key.',
        'INKWELL_URL=https://cms.example.com',
        '# 32 random bytes, never words: paste the output of openssl rand -base64 32',
        'INKWELL_SECRET=',
        '',
        '# Data store: one JSON file on the server’s disk (one server process only).',
        'INKWELL_DATA_STORE=file',
        'INKWELL_DATA_FILE=.inkwell/content.json',
        '',
        '# Media storage: uploads are written to a folder and served from /uploads.',
        'INKWELL_MEDIA_STORAGE=local',
        'INKWELL_MEDIA_DIR=public/uploads',
        'INKWELL_MAX_UPLOAD_MB=5',
        '',
        '# Sign-in: a GitHub OAuth app (GitHub → Settings → Developer settings → OAuth Apps).',
        '# Register this callback URL with the provider: https://cms.example.com/api/auth/callback/github',
        'GITHUB_CLIENT_ID=',
        'GITHUB_CLIENT_SECRET=',
        '',
      ].join('\n'),
    );
  });

  it('names the variables of MongoDB, Cloudinary, Microsoft on Vercel', () => {
    const stack: Stack = {'data-store': 'mongodb', media: 'cloudinary', 'sign-in': 'microsoft', host: 'vercel'};
    expect(envVariableNames(stack)).toEqual([
      'INKWELL_URL',
      'INKWELL_SECRET',
      'INKWELL_DATA_STORE',
      'MONGODB_URI',
      'MONGODB_DB',
      'INKWELL_MEDIA_STORAGE',
      'CLOUDINARY_URL',
      'INKWELL_MAX_UPLOAD_MB',
      'MICROSOFT_CLIENT_ID',
      'MICROSOFT_CLIENT_SECRET',
      'MICROSOFT_TENANT_ID',
    ]);
    const text = envFile(stack);
    expect(text).toContain('INKWELL_URL=https://your-project.vercel.app\n');
    expect(text).toContain(
      '# Register this callback URL with the provider: https://your-project.vercel.app/api/auth/callback/microsoft\n',
    );
    expect(text).toContain('Project → Settings → Environment Variables');
  });

  it('sets AWS_REGION once when DynamoDB and S3 share it', () => {
    const names = envVariableNames({'data-store': 'dynamodb', media: 's3', 'sign-in': 'google', host: 'self-hosted'});
    expect(names.filter((name) => name === 'AWS_REGION')).toHaveLength(1);
    expect(names).toEqual(
      expect.arrayContaining(['DYNAMODB_TABLE', 'S3_BUCKET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']),
    );
  });

  it('warns that Vercel keeps neither the file store nor local uploads', () => {
    const text = envFile({...defaultStack, host: 'vercel'});
    expect(text).toContain('# Vercel does not keep files between requests: choose MongoDB or DynamoDB there.');
    expect(text).toContain('# Vercel does not keep uploaded files: choose S3 or Cloudinary there.');
    expect(envFile({...defaultStack, host: 'self-hosted'})).not.toContain('Vercel does not keep');
  });

  for (const stack of allStacks()) {
    const label = Object.values(stack).join(' + ');
    it(`uses only the library's variable names, each once: ${label}`, () => {
      const names = envVariableNames(stack);
      const known: readonly string[] = ENV_VARIABLES;
      expect(names.filter((name) => !known.includes(name))).toEqual([]);
      expect(new Set(names).size).toBe(names.length);
    });

    it(`passes the library's production check once the blanks are filled in: ${label}`, () => {
      const env = parseEnv(envFile(stack));
      // Blank values are the ones the reader pastes in (secrets, client ids).
      const blanks = Object.keys(env).filter((name) => env[name] === '');
      expect(blanks).toEqual(expect.arrayContaining(['INKWELL_SECRET']));
      for (const name of blanks) env[name] = 'a-value-the-reader-pastes-in';
      // What the comment above it says to paste: the output of openssl rand -base64 32.
      env.INKWELL_SECRET = randomBytes(32).toString('base64');
      const config = loadConfig({...env, NODE_ENV: 'production'});
      expect(config.dataStore.kind).toBe(stack['data-store']);
      expect(config.media.kind).toBe(stack.media);
      expect(Object.keys(config.providers)).toEqual([stack['sign-in']]);
      expect(config.url).toBe(env.INKWELL_URL);
    });
  }

  it('with a sentence pasted as the secret, the production check refuses it', () => {
    const env = parseEnv(envFile({...defaultStack, host: 'self-hosted'}));
    env.INKWELL_SECRET = 'a-value-at-least-thirty-two-characters-long';
    env.GITHUB_CLIENT_ID = 'id';
    env.GITHUB_CLIENT_SECRET = 'secret';
    expect(() => loadConfig({...env, NODE_ENV: 'production'})).toThrow(/INKWELL_SECRET is too easy to guess/);
  });

  it('without the secret, the production check names INKWELL_SECRET', () => {
    const env = parseEnv(envFile({...defaultStack, host: 'self-hosted'}));
    expect(() => loadConfig({...env, NODE_ENV: 'production'})).toThrow(/INKWELL_SECRET is required in production/);
  });

  it('starts with where the file goes, as a comment, and ends the file with a newline', () => {
    expect(envLines(defaultStack)[0]).toMatch(/^# Vercel/);
    expect(envFile(defaultStack).endsWith('\n')).toBe(true);
  });
});
