import {randomBytes} from 'node:crypto';
import {readFile} from 'node:fs/promises';

import fc from 'fast-check';

import {
  ConfigError,
  DEVELOPMENT_SECRET_MESSAGE,
  ENV_VARIABLES,
  INSECURE_MEDIA_URL_MESSAGE,
  INSECURE_URL_MESSAGE,
  WEAK_SECRET_MESSAGE,
  loadConfig,
  type ConfigIssue,
  type Env,
} from './config.js';

// The output of `openssl rand -base64 32`.
const SECRET = 'Jb3v0Qx9ZkR2mW7pLs4T8yNc1Hf6dA5eGu0o3iKq2tM=';

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

  it('refuses the published development key', () => {
    const config = loadConfig({});
    expect(issuesOf({...PRODUCTION, INKWELL_SECRET: config.secret})).toEqual([
      {variable: 'INKWELL_SECRET', message: DEVELOPMENT_SECRET_MESSAGE},
    ]);
  });

  // Secrets people type: repeated characters, alphabet and keyboard runs, repeated words.
  const weakSecrets = [
    'a'.repeat(32),
    'a'.repeat(64),
    's'.repeat(40),
    'ab'.repeat(16),
    '0123456789'.repeat(4),
    'passwordpasswordpasswordpassword',
    'abcdefghijklmnopqrstuvwxyz012345',
    'changeme-changeme-changeme-changeme',
    'aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbb',
    '11111111-1111-1111-1111-111111111111',
    'inkwell-secret-inkwell-secret-inkwell',
    'abcdefghijklmnopqrstuvwxyz0123456789',
    'qwertyuiopasdfghjklzxcvbnm1234567890',
    'Tr0ub4dor&3Tr0ub4dor&3Tr0ub4dor&3',
  ];

  it.each(weakSecrets)('refuses a patterned secret: %s', (secret) => {
    expect(issuesOf({...PRODUCTION, INKWELL_SECRET: secret})).toEqual([
      {variable: 'INKWELL_SECRET', message: WEAK_SECRET_MESSAGE},
    ]);
  });

  it('accepts every one of 2000 secrets from openssl rand -base64 32 and -hex 32', {timeout: 60_000}, () => {
    for (let i = 0; i < 1000; i += 1) {
      for (const secret of [randomBytes(32).toString('base64'), randomBytes(32).toString('hex')]) {
        expect(loadConfig({...PRODUCTION, INKWELL_SECRET: secret}).secret).toBe(secret);
      }
    }
  });

  it('accepts 32 random characters, the shortest secret the policy allows', () => {
    for (const secret of [randomBytes(24).toString('base64'), randomBytes(16).toString('hex')]) {
      expect(secret).toHaveLength(32);
      expect(loadConfig({...PRODUCTION, INKWELL_SECRET: secret}).secret).toBe(secret);
    }
  });

  const DEVELOPMENT_KEY = 'inkwell-development-secret-do-not-use-in-production';

  it.each([
    ['with a trailing newline', `${DEVELOPMENT_KEY}\n`],
    ['with a trailing space', `${DEVELOPMENT_KEY} `],
    ['upper-cased', DEVELOPMENT_KEY.toUpperCase()],
    ['with spaces', DEVELOPMENT_KEY.replaceAll('-', ' ')],
    ['repeated', DEVELOPMENT_KEY.repeat(2)],
    ['with a suffix', `${DEVELOPMENT_KEY}-2`],
  ])('refuses the development key %s', (_how, secret) => {
    expect(issuesOf({...PRODUCTION, INKWELL_SECRET: secret})).toEqual([
      {variable: 'INKWELL_SECRET', message: DEVELOPMENT_SECRET_MESSAGE},
    ]);
  });

  it('uses the secret it checked: surrounding white space removed', () => {
    expect(loadConfig({...PRODUCTION, INKWELL_SECRET: `${SECRET}\n`}).secret).toBe(SECRET);
    expect(loadConfig({INKWELL_SECRET: `  ${SECRET} `}).secret).toBe(SECRET);
  });

  it.each(['Production', 'PRODUCTION', ' production\n', 'staging', 'prod', 'Development', 'TEST', 'development\n'])(
    'treats NODE_ENV=%j as production, as next build and next start do',
    (nodeEnv) => {
      expect(loadConfig({...PRODUCTION, NODE_ENV: nodeEnv}).production).toBe(true);
      const issues = issuesOf({...PRODUCTION, NODE_ENV: nodeEnv, INKWELL_SECRET: DEVELOPMENT_KEY});
      expect(issues).toEqual([{variable: 'INKWELL_SECRET', message: DEVELOPMENT_SECRET_MESSAGE}]);
    },
  );

  it('names the NODE_ENV it read when production requires a variable', () => {
    expect(issuesOf({NODE_ENV: 'Development'}).map((issue) => issue.message)).toContain(
      'INKWELL_SECRET is required in production (NODE_ENV=Development): set it to 32+ random characters. Generate one with: openssl rand -base64 32. Development defaults are not used in production.',
    );
  });

  it.each(['development', 'test', undefined, '', ' '])('treats NODE_ENV=%j as not production', (nodeEnv) => {
    expect(loadConfig({NODE_ENV: nodeEnv}).production).toBe(false);
  });

  it.each(['http://cdn.example.com', 'HTTP://cdn.example.com/media'])(
    'refuses the plain-http S3_PUBLIC_URL %s',
    (url) => {
      const env = {
        ...PRODUCTION,
        INKWELL_MEDIA_STORAGE: 's3',
        S3_BUCKET: 'b',
        AWS_REGION: 'eu-west-1',
        S3_PUBLIC_URL: url,
      };
      expect(issuesOf(env)).toEqual([{variable: 'S3_PUBLIC_URL', message: INSECURE_MEDIA_URL_MESSAGE}]);
      expect(loadConfig({...env, NODE_ENV: 'development'}).media).toMatchObject({publicUrl: url.replace(/\/$/, '')});
    },
  );

  it.each(['http://blog.example.com', 'http://203.0.113.7:3000', 'HTTP://blog.example.com/'])(
    'refuses the plain-http site URL %s',
    (url) => {
      expect(issuesOf({...PRODUCTION, INKWELL_URL: url})).toEqual([
        {variable: 'INKWELL_URL', message: INSECURE_URL_MESSAGE},
      ]);
    },
  );

  it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])(
    'accepts http on the loopback host %s, where browsers keep Secure cookies',
    (url) => {
      expect(loadConfig({...PRODUCTION, INKWELL_URL: url}).url).toBe(url);
    },
  );

  it('outside production, accepts what production refuses', () => {
    expect(() => loadConfig({INKWELL_URL: 'http://blog.example.com', INKWELL_SECRET: 'a'.repeat(32)})).not.toThrow();
  });

  it('still rejects a short secret in production, with the fix', () => {
    expect(issueFor({...PRODUCTION, INKWELL_SECRET: 'too-short'}, 'INKWELL_SECRET')).toBe(
      'INKWELL_SECRET must be at least 32 characters. Generate one with: openssl rand -base64 32',
    );
  });
});

describe('the secret policy: at least 32 characters from a random generator', () => {
  const bytes = (min: number) => fc.uint8Array({minLength: min, maxLength: 64});
  const alphanumeric = fc
    .array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'), {
      minLength: 32,
      maxLength: 64,
    })
    .map((characters) => characters.join(''));
  // Unbiased: fast-check otherwise favours edge cases (all zero bytes, one letter repeated),
  // which no random generator writes and the policy rightly refuses.
  const randomSecrets = fc.noBias(
    fc.oneof(
      // openssl rand -base64 N, from N = 24 (32 characters) up.
      bytes(24).map((value) => Buffer.from(value).toString('base64')),
      bytes(24).map((value) => Buffer.from(value).toString('base64url')),
      // openssl rand -hex N, from N = 16 (32 characters) up.
      bytes(16).map((value) => Buffer.from(value).toString('hex')),
      bytes(16).map((value) => Buffer.from(value).toString('hex').toUpperCase()),
      // A password manager's letters and digits.
      alphanumeric,
    ),
  );

  it('accepts every random secret of the documented form', () => {
    fc.assert(
      fc.property(randomSecrets, (secret) => {
        expect(loadConfig({...PRODUCTION, INKWELL_SECRET: secret}).secret).toBe(secret);
      }),
      {numRuns: 2000},
    );
  });

  const developmentKey = 'inkwell-development-secret-do-not-use-in-production';
  const casing = fc.constantFrom<(value: string) => string>(
    (value) => value,
    (value) => value.toUpperCase(),
    (value) => value.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase()),
  );
  const spacing = fc.constantFrom('-', ' ', '_', '', '.');
  const padding = fc.constantFrom('', ' ', '\n', '\r\n', '\t', ' \n');
  const developmentKeyVariants = fc
    .tuple(casing, spacing, fc.integer({min: 1, max: 3}), padding, fc.string({maxLength: 8}))
    .map(
      ([cased, separator, times, pad, suffix]) =>
        cased(developmentKey).replaceAll('-', separator).repeat(times) + suffix + pad,
    );

  it('refuses the development key in any case, spacing, repetition or padding', () => {
    fc.assert(
      fc.property(developmentKeyVariants, (secret) => {
        expect(issuesOf({...PRODUCTION, INKWELL_SECRET: secret})).toEqual([
          {variable: 'INKWELL_SECRET', message: DEVELOPMENT_SECRET_MESSAGE},
        ]);
      }),
      {numRuns: 500},
    );
  });

  const runs = [
    'abcdefghijklmnopqrstuvwxyz',
    '0123456789',
    'qwertyuiop',
    'asdfghjkl',
    'zxcvbnm',
    '1234567890',
    '1qaz2wsx3edc4rfv5tgb6yhn7ujm',
  ];
  // A short random piece (at most 8 characters, 48 bits) repeated, or runs along the alphabet,
  // the digits or the keyboard, in any order, direction and case, to 32 characters or more.
  const repeatedPieces = fc
    .tuple(fc.string({minLength: 1, maxLength: 8, unit: 'grapheme-ascii'}), fc.integer({min: 2, max: 6}))
    .map(([piece, times]) => piece.repeat(Math.ceil(32 / piece.length) + times - 2))
    .filter((secret) => secret.trim() === secret);
  const typedRuns = fc
    .array(
      fc.tuple(fc.constantFrom(...runs), fc.boolean(), fc.boolean()).map(([run, reversed, upper]) => {
        const ordered = reversed ? [...run].reverse().join('') : run;
        return upper ? ordered.toUpperCase() : ordered;
      }),
      {minLength: 1, maxLength: 4},
    )
    .map((pieces) => pieces.join(''))
    .map((secret) => secret.repeat(Math.ceil(32 / secret.length)));

  it('refuses repeats and alphabet, digit and keyboard runs', () => {
    fc.assert(
      fc.property(fc.oneof(repeatedPieces, typedRuns), (secret) => {
        const issues = issuesOf({...PRODUCTION, INKWELL_SECRET: secret});
        expect(issues).toHaveLength(1);
        expect([WEAK_SECRET_MESSAGE, DEVELOPMENT_SECRET_MESSAGE]).toContain(issues[0]?.message);
      }),
      {numRuns: 1000},
    );
  });
});

describe('the secret policy: phrases', () => {
  const word = fc
    .tuple(
      fc.stringMatching(/^[a-z]{2,12}$/),
      fc.constantFrom<(value: string) => string>(
        (value) => value,
        (value) => value.toUpperCase(),
        (value) => value.charAt(0).toUpperCase() + value.slice(1),
      ),
    )
    .map(([letters, cased]) => cased(letters));
  // Words joined by a separator, to 32 characters or more: a sentence or a passphrase.
  const phrases = fc
    .tuple(fc.array(word, {minLength: 2, maxLength: 16}), fc.constantFrom(' ', '-', '_', '.'))
    .map(([words, separator]) => words.join(separator))
    .filter((phrase) => phrase.length >= 32);

  it('refuses a phrase of words whatever its length', () => {
    fc.assert(
      fc.property(phrases, (secret) => {
        expect(issuesOf({...PRODUCTION, INKWELL_SECRET: secret})).toEqual([
          {variable: 'INKWELL_SECRET', message: WEAK_SECRET_MESSAGE},
        ]);
      }),
      {numRuns: 1000},
    );
    expect(issuesOf({...PRODUCTION, INKWELL_SECRET: 'a-value-at-least-thirty-two-characters-long'})).toEqual([
      {variable: 'INKWELL_SECRET', message: WEAK_SECRET_MESSAGE},
    ]);
  });
});

describe('URL variables', () => {
  const urlVariables = [
    ['INKWELL_URL', {}],
    ['S3_PUBLIC_URL', {INKWELL_MEDIA_STORAGE: 's3', S3_BUCKET: 'b', AWS_REGION: 'eu-west-1'}],
    ['S3_ENDPOINT', {INKWELL_MEDIA_STORAGE: 's3', S3_BUCKET: 'b', AWS_REGION: 'eu-west-1'}],
    ['DYNAMODB_ENDPOINT', {INKWELL_DATA_STORE: 'dynamodb', DYNAMODB_TABLE: 't', AWS_REGION: 'eu-west-1'}],
  ] as const;

  it.each(urlVariables)('%s refuses a user name or password', (variable, rest) => {
    for (const url of ['https://admin:hunter2@example.com', 'https://admin@example.com', 'https://:pw@example.com']) {
      expect(issueFor({...rest, [variable]: url}, variable)).toMatch(
        new RegExp(`^${variable} must not contain a user name or password`),
      );
    }
  });

  it.each(urlVariables)('%s refuses a path that is not normalised', (variable, rest) => {
    for (const url of [
      'https://example.com/a/../b',
      'https://example.com/..',
      'https://example.com/./a',
      'https://example.com/a/%2e%2E/b',
      'https://example.com//a',
      'https://example.com/a\\b',
      'https://example.com\\@evil.example',
    ]) {
      expect(issueFor({...rest, [variable]: url}, variable), url).toMatch(
        new RegExp(`^${variable} must have a plain path`),
      );
    }
  });

  it.each(urlVariables)('%s accepts a plain URL, with a path or a trailing slash', (variable, rest) => {
    for (const url of [
      'https://example.com',
      'https://example.com/',
      'https://example.com/a/b',
      'https://example.com/a/',
    ]) {
      expect(() => loadConfig({...rest, [variable]: url})).not.toThrow();
    }
  });

  it.each(['/api/../inkwell', '/api/inkwell/..', '/./api', '/..'])('INKWELL_API_PATH refuses %s', (path) => {
    expect(issueFor({INKWELL_API_PATH: path}, 'INKWELL_API_PATH')).toBe(
      'INKWELL_API_PATH must not contain "." or ".." segments: browsers resolve them away, so no request would reach the API. Use a plain path such as /api/inkwell.',
    );
  });

  it('INKWELL_API_PATH accepts dots inside a segment', () => {
    expect(loadConfig({INKWELL_API_PATH: '/api/v1.2/inkwell'}).apiPath).toBe('/api/v1.2/inkwell');
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
