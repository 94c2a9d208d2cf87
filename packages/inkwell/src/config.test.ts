import {readFile} from 'node:fs/promises';

import {ConfigError, ENV_VARIABLES, loadConfig, type ConfigIssue, type Env} from './config.js';

const SECRET = 'a'.repeat(32);

const PRODUCTION: Env = {
  NODE_ENV: 'production',
  INKWELL_URL: 'https://blog.example.com/',
  INKWELL_SECRET: SECRET,
  INKWELL_DATA_STORE: 'file',
  INKWELL_MEDIA_STORAGE: 'local',
};

function issuesOf(env: Env): ConfigIssue[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).issues];
  }
  throw new Error('loadConfig accepted the environment');
}

function issueFor(env: Env, variable: string): string {
  const issue = issuesOf(env).find((candidate) => candidate.variable === variable);
  expect(issue, `an issue about ${variable}`).toBeDefined();
  return issue?.message ?? '';
}

describe('loadConfig in development', () => {
  it('uses the development defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      url: 'http://localhost:3000',
      production: false,
      apiPath: '/api/inkwell',
      dataStore: {kind: 'file', path: '.inkwell/content.json'},
      media: {kind: 'local', dir: 'public/uploads', maxUploadBytes: 5 * 1024 * 1024},
      providers: {},
    });
    expect(config.secret.length).toBeGreaterThanOrEqual(32);
    expect(config.warnings.some((warning) => warning.includes('INKWELL_SECRET'))).toBe(true);
    expect(config.warnings.some((warning) => warning.includes('GITHUB_CLIENT_ID'))).toBe(true);
  });

  it('reads explicit values, trims the URL and counts blank values as unset', () => {
    const config = loadConfig({
      INKWELL_URL: 'https://example.com/blog/',
      INKWELL_SECRET: SECRET,
      INKWELL_API_PATH: '/cms/api/',
      INKWELL_DATA_FILE: '/var/inkwell/data.json',
      INKWELL_MEDIA_DIR: '',
      INKWELL_MAX_UPLOAD_MB: '2.5',
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      GOOGLE_CLIENT_ID: '  ',
    });
    expect(config.url).toBe('https://example.com/blog');
    expect(config.apiPath).toBe('/cms/api');
    expect(config.dataStore).toEqual({kind: 'file', path: '/var/inkwell/data.json'});
    expect(config.media).toEqual({kind: 'local', dir: 'public/uploads', maxUploadBytes: 2.5 * 1024 * 1024});
    expect(config.providers).toEqual({github: {clientId: 'id', clientSecret: 'secret'}});
    expect(config.warnings).toEqual([]);
  });

  it('offers every provider whose pair is set, with the Microsoft tenant defaulting to common', () => {
    const config = loadConfig({
      GITHUB_CLIENT_ID: 'g',
      GITHUB_CLIENT_SECRET: 'gs',
      GOOGLE_CLIENT_ID: 'o',
      GOOGLE_CLIENT_SECRET: 'os',
      MICROSOFT_CLIENT_ID: 'm',
      MICROSOFT_CLIENT_SECRET: 'ms',
    });
    expect(config.providers).toEqual({
      github: {clientId: 'g', clientSecret: 'gs'},
      google: {clientId: 'o', clientSecret: 'os'},
      microsoft: {clientId: 'm', clientSecret: 'ms', tenantId: 'common'},
    });
    expect(
      loadConfig({MICROSOFT_CLIENT_ID: 'm', MICROSOFT_CLIENT_SECRET: 'ms', MICROSOFT_TENANT_ID: 'contoso'}).providers
        .microsoft?.tenantId,
    ).toBe('contoso');
  });

  it('validates mongodb, dynamodb, s3 and cloudinary settings', () => {
    expect(
      loadConfig({
        INKWELL_DATA_STORE: 'mongodb',
        MONGODB_URI: 'mongodb+srv://u:p@cluster.example.net',
        MONGODB_DB: 'blog',
      }).dataStore,
    ).toEqual({kind: 'mongodb', uri: 'mongodb+srv://u:p@cluster.example.net', database: 'blog'});
    expect(
      loadConfig({
        INKWELL_DATA_STORE: 'dynamodb',
        DYNAMODB_TABLE: 't',
        AWS_REGION: 'eu-west-1',
        DYNAMODB_ENDPOINT: 'http://localhost:8000',
      }).dataStore,
    ).toEqual({kind: 'dynamodb', table: 't', region: 'eu-west-1', endpoint: 'http://localhost:8000'});
    expect(
      loadConfig({
        INKWELL_MEDIA_STORAGE: 's3',
        S3_BUCKET: 'b',
        AWS_REGION: 'us-east-1',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
      }).media,
    ).toEqual({
      kind: 's3',
      bucket: 'b',
      region: 'us-east-1',
      publicUrl: 'https://cdn.example.com',
      maxUploadBytes: 5 * 1024 * 1024,
    });
    expect(
      loadConfig({INKWELL_MEDIA_STORAGE: 'cloudinary', CLOUDINARY_URL: 'cloudinary://123:abc@demo'}).media,
    ).toEqual({
      kind: 'cloudinary',
      apiKey: '123',
      apiSecret: 'abc',
      cloudName: 'demo',
      maxUploadBytes: 5 * 1024 * 1024,
    });
  });
});

describe('loadConfig errors', () => {
  it.each([
    ['INKWELL_URL', 'not a url', /INKWELL_URL must be an absolute http\(s\) URL/],
    ['INKWELL_URL', 'ftp://example.com', /INKWELL_URL must be an absolute http\(s\) URL/],
    ['INKWELL_URL', 'https://example.com/?a=1', /INKWELL_URL must not contain a query string/],
    [
      'INKWELL_SECRET',
      'short',
      /INKWELL_SECRET must be at least 32 characters\. Generate one with: openssl rand -base64 32/,
    ],
    ['INKWELL_API_PATH', 'api/inkwell', /INKWELL_API_PATH must be a path starting with "\/"/],
    ['INKWELL_DATA_STORE', 'postgres', /INKWELL_DATA_STORE must be one of file, mongodb, dynamodb \(got "postgres"\)/],
    ['INKWELL_MEDIA_STORAGE', 'ftp', /INKWELL_MEDIA_STORAGE must be one of local, s3, cloudinary \(got "ftp"\)/],
    ['INKWELL_MAX_UPLOAD_MB', 'five', /INKWELL_MAX_UPLOAD_MB must be a number of megabytes/],
    ['INKWELL_MAX_UPLOAD_MB', '0', /INKWELL_MAX_UPLOAD_MB must be greater than 0/],
    ['MONGODB_URI', 'http://db', /MONGODB_URI must be a MongoDB connection string/],
    ['AWS_REGION', 'Europe', /AWS_REGION must be an AWS region name/],
    ['DYNAMODB_ENDPOINT', 'localhost:8000', /DYNAMODB_ENDPOINT must be an absolute http\(s\) URL/],
    ['S3_ENDPOINT', 'nope', /S3_ENDPOINT must be an absolute http\(s\) URL/],
    ['S3_PUBLIC_URL', 'cdn.example.com', /S3_PUBLIC_URL must be an absolute http\(s\) URL/],
    ['CLOUDINARY_URL', 'https://cloudinary.com', /CLOUDINARY_URL must look like cloudinary:\/\//],
  ])('names %s when it is malformed (%s)', (variable, value, message) => {
    expect(issueFor({[variable]: value}, variable)).toMatch(message);
  });

  it.each([
    ['mongodb', 'MONGODB_URI', {MONGODB_DB: 'blog'}],
    ['mongodb', 'MONGODB_DB', {MONGODB_URI: 'mongodb://localhost'}],
    ['dynamodb', 'DYNAMODB_TABLE', {AWS_REGION: 'eu-west-1'}],
    ['dynamodb', 'AWS_REGION', {DYNAMODB_TABLE: 'content'}],
  ])('requires the %s setting %s', (store, variable, rest) => {
    expect(issueFor({INKWELL_DATA_STORE: store, ...rest}, variable)).toBe(
      `${variable} is required when INKWELL_DATA_STORE=${store}.`,
    );
  });

  it.each([
    ['s3', 'S3_BUCKET', {AWS_REGION: 'eu-west-1'}],
    ['s3', 'AWS_REGION', {S3_BUCKET: 'bucket'}],
    ['cloudinary', 'CLOUDINARY_URL', {}],
  ])('requires the %s setting %s', (media, variable, rest) => {
    expect(issueFor({INKWELL_MEDIA_STORAGE: media, ...rest}, variable)).toBe(
      `${variable} is required when INKWELL_MEDIA_STORAGE=${media}.`,
    );
  });

  it.each([
    ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
    ['GITHUB_CLIENT_SECRET', 'GITHUB_CLIENT_ID'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID'],
    ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    ['MICROSOFT_CLIENT_SECRET', 'MICROSOFT_CLIENT_ID'],
  ])('with only %s set, names the missing %s', (present, missing) => {
    const issues = issuesOf({[present]: 'value'});
    expect(issues).toEqual([
      {
        variable: missing,
        message: `${missing} is required because ${present} is set: set both to offer this sign-in provider, or neither.`,
      },
    ]);
  });

  it('collects every problem into one error, listed in the documented order', () => {
    let error: unknown;
    try {
      loadConfig({INKWELL_SECRET: 'short', GOOGLE_CLIENT_SECRET: 'x', INKWELL_URL: 'nope', INKWELL_DATA_STORE: 'sql'});
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.issues.map((issue) => issue.variable)).toEqual([
      'INKWELL_URL',
      'INKWELL_SECRET',
      'INKWELL_DATA_STORE',
      'GOOGLE_CLIENT_ID',
    ]);
    for (const issue of configError.issues) expect(configError.message).toContain(issue.message);
  });
});

describe('AWS access key', () => {
  it('is accepted as a pair, and a half-set pair names the missing half', () => {
    expect(() => loadConfig({AWS_ACCESS_KEY_ID: 'AKIA0123', AWS_SECRET_ACCESS_KEY: 'secret'})).not.toThrow();
    expect(issueFor({AWS_ACCESS_KEY_ID: 'AKIA0123'}, 'AWS_SECRET_ACCESS_KEY')).toBe(
      'AWS_SECRET_ACCESS_KEY is required because AWS_ACCESS_KEY_ID is set: set both to use an access key (the AWS SDK reads them), or neither.',
    );
  });
});

describe('loadConfig in production', () => {
  it('accepts explicit file and local settings', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.url).toBe('https://blog.example.com');
    expect(config.secret).toBe(SECRET);
    expect(config.dataStore.kind).toBe('file');
    expect(config.media.kind).toBe('local');
  });

  it('refuses every development default at once', () => {
    const issues = issuesOf({NODE_ENV: 'production'});
    expect(issues.map((issue) => issue.variable)).toEqual([
      'INKWELL_URL',
      'INKWELL_SECRET',
      'INKWELL_DATA_STORE',
      'INKWELL_MEDIA_STORAGE',
    ]);
    for (const issue of issues) expect(issue.message).toMatch(/is required in production \(NODE_ENV=production\)/);
    expect(issues[1]?.message).toContain('openssl rand -base64 32');
  });

  it.each(['INKWELL_URL', 'INKWELL_SECRET', 'INKWELL_DATA_STORE', 'INKWELL_MEDIA_STORAGE'])(
    'refuses a missing or blank %s',
    (variable) => {
      for (const value of [undefined, '']) {
        const issues = issuesOf({...PRODUCTION, [variable]: value});
        expect(issues).toHaveLength(1);
        expect(issues[0]?.variable).toBe(variable);
      }
    },
  );

  it('still rejects a short secret in production, with the fix', () => {
    expect(issueFor({...PRODUCTION, INKWELL_SECRET: 'too-short'}, 'INKWELL_SECRET')).toBe(
      'INKWELL_SECRET must be at least 32 characters. Generate one with: openssl rand -base64 32',
    );
  });
});

describe('documentation agreement', () => {
  it('reads exactly the environment variables ARCHITECTURE.md documents', async () => {
    const doc = await readFile(new URL('../ARCHITECTURE.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Environment'), doc.indexOf('## HTTP API'));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const documented = rows.flatMap((row) =>
      [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]),
    );
    expect(new Set(documented)).toEqual(new Set(ENV_VARIABLES));
  });
});
