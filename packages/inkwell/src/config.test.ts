import {randomBytes} from 'node:crypto';
import {readFile} from 'node:fs/promises';

import fc from 'fast-check';

import {
  ConfigError,
  DEVELOPMENT_SECRET_MESSAGE,
  ENV_VARIABLES,
  estimateSecretBits,
  INSECURE_DYNAMODB_ENDPOINT_MESSAGE,
  INSECURE_MEDIA_URL_MESSAGE,
  INSECURE_S3_ENDPOINT_MESSAGE,
  INSECURE_URL_MESSAGE,
  MIN_SECRET_BITS,
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
    ['INKWELL_URL', 'not-a-url', /INKWELL_URL must be an absolute http\(s\) URL/],
    ['INKWELL_URL', 'not a url', /INKWELL_URL has a control or white-space character, " ", at character 4: /],
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
    for (const issue of issues) expect(issue.message).toMatch(/is required in production \(NODE_ENV="production"\)/);
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
      'INKWELL_SECRET is required in production (NODE_ENV="Development"): set it to 32+ random characters. Generate one with: openssl rand -base64 32. Development defaults are not used in production.',
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
      // The URL as the parser writes it, which is what image URLs start with.
      expect(loadConfig({...env, NODE_ENV: 'development'}).media).toMatchObject({
        publicUrl: new URL(url).href.replace(/\/$/, ''),
      });
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

describe('URL variables: what is checked is what the URL parser reads', () => {
  const urlVariables = [
    ['INKWELL_URL', 'https://blog.example.com', {}],
    [
      'S3_PUBLIC_URL',
      'https://cdn.example.com',
      {INKWELL_MEDIA_STORAGE: 's3', S3_BUCKET: 'b', AWS_REGION: 'eu-west-1'},
    ],
    [
      'S3_ENDPOINT',
      'https://s3.eu-west-1.amazonaws.com',
      {INKWELL_MEDIA_STORAGE: 's3', S3_BUCKET: 'b', AWS_REGION: 'eu-west-1'},
    ],
    [
      'DYNAMODB_ENDPOINT',
      'http://localhost:8000',
      {INKWELL_DATA_STORE: 'dynamodb', DYNAMODB_TABLE: 't', AWS_REGION: 'eu-west-1'},
    ],
  ] as const;

  // Every class of character a URL parser drops, or that is invisible where it stands: C0 and C1
  // controls (tab, newline and carriage return among them), DEL, Unicode spaces and line
  // separators, and the zero-width and direction marks.
  const invisibleCharacter = fc.oneof(
    fc.integer({min: 0x00, max: 0x1f}).map((code) => String.fromCodePoint(code)),
    fc.constant('\x7f'),
    fc.integer({min: 0x80, max: 0x9f}).map((code) => String.fromCodePoint(code)),
    fc.constantFrom(
      ' ',
      '\u00a0',
      '\u1680',
      '\u2000',
      '\u2007',
      '\u200a',
      '\u2028',
      '\u2029',
      '\u202f',
      '\u205f',
      '\u3000',
    ),
    fc.constantFrom('\u00ad', '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u2060', '\u202e', '\ufeff'),
  );
  const pathPiece = fc.constantFrom('/', 'a', 'blog', '.', '..', '%2e', '%2E', '%2e%2e', '.%2e', 'x', '-');
  const plainUrl = fc
    .tuple(fc.constantFrom(...urlVariables), fc.array(pathPiece, {maxLength: 8}))
    .map(([[variable, base, rest], pieces]) => ({variable, rest, url: `${base}/${pieces.join('')}`}));

  it('refuses a control or white-space character anywhere inside a URL, naming it escaped', {timeout: 60_000}, () => {
    fc.assert(
      fc.property(plainUrl, invisibleCharacter, fc.nat(), ({variable, rest, url}, character, at) => {
        // Inside the value: at either end, white space is trimmed like any other variable's.
        const position = 1 + (at % (url.length - 1));
        const value = url.slice(0, position) + character + url.slice(position);
        const message = issueFor({...rest, [variable]: value}, variable);
        const match =
          /^(\w+) has a control or white-space character, (".*"), at character (\d+): URL parsers drop or misread it, so delete it\. Write the URL plainly, such as (\S+)\.$/.exec(
            message,
          );
        expect(match, message).not.toBeNull();
        const [, named, shown, where] = match ?? [];
        expect(named).toBe(variable);
        // Shown escaped, JSON-style, so the message stays on one line and the character is visible.
        expect(JSON.parse(shown ?? '""')).toBe(character);
        expect(shown).not.toMatch(/[^\x20-\x7e]/);
        expect(Number(where)).toBe(position + 1);
      }),
      {numRuns: 2000},
    );
  });

  it(
    'refuses a control or white-space character anywhere inside a connection string, showing the character, not the value',
    {timeout: 60_000},
    () => {
      const connectionStrings = fc.constantFrom(
        ...([
          [
            'MONGODB_URI',
            'mongodb+srv://inkwell:hunter2@cluster0.example.mongodb.net/blog',
            {INKWELL_DATA_STORE: 'mongodb', MONGODB_DB: 'blog'},
          ],
          ['CLOUDINARY_URL', 'cloudinary://123456:hunter2abc@demo', {INKWELL_MEDIA_STORAGE: 'cloudinary'}],
        ] as const),
      );
      fc.assert(
        fc.property(connectionStrings, invisibleCharacter, fc.nat(), ([variable, url, rest], character, at) => {
          const position = 1 + (at % (url.length - 1));
          const value = url.slice(0, position) + character + url.slice(position);
          const message = issueFor({...rest, [variable]: value}, variable);
          expect(message).toMatch(
            new RegExp(`^${variable} has a control or white-space character, ".+", at character ${position + 1}: `),
          );
          expect(message).not.toContain('hunter2');
        }),
        {numRuns: 1000},
      );
    },
  );

  it.each([
    ['INKWELL_URL', 'https://blog.example.com/.\t./x'],
    ['INKWELL_URL', 'https://blog.example.com/%2e\t%2e/x'],
    ['S3_PUBLIC_URL', 'https://cdn.example.com/%2e\t%2e/x'],
    ['INKWELL_URL', 'https://blog.example.com/blog/%2e\n%2e'],
    ['INKWELL_URL', '\x01https://blog.example.com'],
  ])('refuses %s=%j, which the security review found accepted or misnamed', (variable, value) => {
    expect(issueFor({[variable]: value}, variable)).toMatch(
      new RegExp(`^${variable} has a control or white-space character, "\\\\(?:t|n|u0001)", at character \\d+: `),
    );
  });

  it('uses a URL as the parser writes it out, as the configuration guide shows', () => {
    expect(loadConfig({INKWELL_URL: 'HTTPS://Blog.Example.com/'}).url).toBe('https://blog.example.com');
    expect(loadConfig({INKWELL_URL: 'https://blog.example.com:443/blog/'}).url).toBe('https://blog.example.com/blog');
  });

  it('accepts only URLs whose path the parser reads as written, and returns the parsed URL', {timeout: 60_000}, () => {
    const anyPiece = fc.constantFrom('/', 'a', '.', '..', '%2e', '%2E', '\\', '\t', '\n', '%', 'é', '?q', '#f', '//');
    fc.assert(
      fc.property(
        fc.constantFrom(...urlVariables),
        fc.array(anyPiece, {maxLength: 8}),
        ([variable, base, rest], pieces) => {
          // Read as loadConfig reads every value: white space at either end trimmed.
          const value = `${base}/${pieces.join('')}`.trim();
          let used: string | undefined;
          try {
            const config = loadConfig({...rest, [variable]: value});
            used = {
              INKWELL_URL: config.url,
              S3_PUBLIC_URL: config.media.kind === 's3' ? config.media.publicUrl : undefined,
              S3_ENDPOINT: config.media.kind === 's3' ? config.media.endpoint : undefined,
              DYNAMODB_ENDPOINT: config.dataStore.kind === 'dynamodb' ? config.dataStore.endpoint : undefined,
            }[variable];
          } catch (error) {
            expect(error).toBeInstanceOf(ConfigError);
            return;
          }
          const writtenPath = value.slice(base.length).split(/[?#]/, 1)[0] || '/';
          const parsed = new URL(value);
          // Nothing the parser drops, and no segment it resolves away or splits differently.
          expect(value).not.toMatch(/[\t\n\\]/);
          expect(parsed.pathname.split('/')).toHaveLength(writtenPath.split('/').length);
          expect(parsed.pathname.split('/').slice(1, -1)).not.toContain('');
          // The value the code uses is the parsed URL, written out again.
          expect(used).toBe(`${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`);
        },
      ),
      {numRuns: 3000},
    );
  });
});

describe('the secret policy: the alphabet a secret actually uses', () => {
  // Random draws from a small alphabet: 2, 3 or 4 characters from anywhere in printable ASCII,
  // as long as there are fewer than 2^96 such secrets: C(95, k) alphabets, times k^n strings.
  // At least log2 C(95, k): 95^k / k! counts the ordered choices, each set k! times.
  const log2Alphabets = (k: number) => Math.log2(95 ** k / (k === 2 ? 2 : k === 3 ? 6 : 24));
  const smallAlphabetSecrets = fc
    .uniqueArray(fc.integer({min: 0x21, max: 0x7e}), {minLength: 2, maxLength: 4})
    .chain((codes) => {
      const alphabet = codes.map((code) => String.fromCharCode(code));
      const longest = Math.floor((96 - log2Alphabets(alphabet.length)) / Math.log2(alphabet.length) - 1e-9);
      return fc
        .array(fc.constantFrom(...alphabet), {minLength: 32, maxLength: longest})
        .map((characters) => characters.join(''));
    });

  it('refuses random secrets from a small alphabet that carry under 96 bits', {timeout: 60_000}, () => {
    fc.assert(
      fc.property(fc.noBias(smallAlphabetSecrets), (secret) => {
        expect(issuesOf({...PRODUCTION, INKWELL_SECRET: secret})).toEqual([
          {variable: 'INKWELL_SECRET', message: WEAK_SECRET_MESSAGE},
        ]);
      }),
      {numRuns: 2000},
    );
  });

  it.each([
    ['64 characters of 0 and 1', 64, '01'],
    ['48 characters of 0 and 1', 48, '01'],
    ['40 characters over 0123', 40, '0123'],
  ])('refuses %s, every draw', (_what, length, alphabet) => {
    for (let draw = 0; draw < 200; draw += 1) {
      const secret = Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
      expect(issuesOf({...PRODUCTION, INKWELL_SECRET: secret})).toEqual([
        {variable: 'INKWELL_SECRET', message: WEAK_SECRET_MESSAGE},
      ]);
    }
  });

  it('counts 64 random 0s and 1s as about 70 bits and 40 characters over 0123 as about 88, as the guide says', () => {
    for (let draw = 0; draw < 200; draw += 1) {
      const binary = Array.from(randomBytes(64), (byte) => String(byte % 2)).join('');
      const quaternary = Array.from(randomBytes(40), (byte) => String(byte % 4)).join('');
      expect(estimateSecretBits(binary)).toBeLessThanOrEqual(70);
      expect(estimateSecretBits(quaternary)).toBeLessThanOrEqual(88);
    }
  });

  it(
    'accepts every draw of the documented forms: openssl rand -base64 32, 64 hex and 43 base64url',
    {timeout: 60_000},
    () => {
      const documentedForms = fc.noBias(
        fc.oneof(
          fc.uint8Array({minLength: 32, maxLength: 32}).map((bytes) => Buffer.from(bytes).toString('base64')),
          fc.uint8Array({minLength: 32, maxLength: 32}).map((bytes) => Buffer.from(bytes).toString('hex')),
          fc.uint8Array({minLength: 32, maxLength: 32}).map((bytes) => Buffer.from(bytes).toString('base64url')),
        ),
      );
      fc.assert(
        fc.property(documentedForms, (secret) => {
          expect(secret.length === 44 || secret.length === 64 || secret.length === 43).toBe(true);
          expect(estimateSecretBits(secret)).toBeGreaterThanOrEqual(MIN_SECRET_BITS + 64);
        }),
        {numRuns: 3000},
      );
    },
  );
});

describe('the secret policy: letters beside a dash in random base64url', () => {
  // base64url writes - and _, so random output holds runs of letters beside them; such a run is
  // not one of 8,192 words unless it starts where letters start and is a word's length.
  // Without bias, as a random source draws: fast-check's bias would also try all-zero bytes
  // ("AAAA…") and one letter repeated, which are not random and which the policy rightly refuses.
  const letters = fc.noBias(
    fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'),
      minLength: 13,
      maxLength: 20,
    }),
  );
  const base64url = fc.noBias(
    fc.uint8Array({minLength: 32, maxLength: 32}).map((bytes) => Buffer.from(bytes).toString('base64url')),
  );

  it('keeps the bits of a draw that holds a long run of random letters after a dash', () => {
    expect(estimateSecretBits('NuB8a5VoWWDFGMIWHJXUMAQ-zI3oeRmL-tsnvxprU90')).toBeGreaterThanOrEqual(
      MIN_SECRET_BITS + 64,
    );
    fc.assert(
      fc.property(base64url, letters, fc.constantFrom('-', '_'), (draw, run, separator) => {
        const secret = (draw.slice(0, 43 - run.length - 1) + run + separator).slice(0, 43);
        expect(estimateSecretBits(secret)).toBeGreaterThanOrEqual(MIN_SECRET_BITS + 64);
      }),
      {numRuns: 500},
    );
  });
});

describe('the secret policy: the development key in look-alike characters', () => {
  const developmentKey = 'inkwell-development-secret-do-not-use-in-production';
  // Letters that look like the key's own: fullwidth forms, mathematical letters, and Cyrillic
  // and Greek letters drawn the same way.
  const LOOK_ALIKES: Record<string, readonly string[]> = {
    a: ['\u0430', '\u0251'],
    c: ['\u0441', '\u03f2'],
    d: ['\u0501'],
    e: ['\u0435'],
    i: ['\u0456', '\u0131', '\u03b9'],
    j: ['\u0458'],
    n: ['\u0578'],
    o: ['\u043e', '\u03bf', '\u0585', '0'],
    p: ['\u0440', '\u03c1'],
    r: ['\u0433'],
    s: ['\u0455'],
    u: ['\u057d'],
    v: ['\u03bd', '\u0475'],
    w: ['\u0461', '\u051d'],
  };
  const fullwidth = (character: string) =>
    /[a-z]/.test(character) ? String.fromCodePoint(0xff41 + character.charCodeAt(0) - 0x61) : character;
  const mathematicalBold = (character: string) =>
    /[a-z]/.test(character) ? String.fromCodePoint(0x1d41a + character.charCodeAt(0) - 0x61) : character;
  const lookAlikeKeys = fc
    .tuple(
      fc.array(fc.nat(), {minLength: developmentKey.length, maxLength: developmentKey.length}),
      fc.array(fc.boolean(), {minLength: developmentKey.length, maxLength: developmentKey.length}),
      fc.boolean(),
      fc.constantFrom('', '-2', '!', '\u00a0x'),
    )
    .map(([choices, swaps, upper, suffix]) => {
      const characters = [...developmentKey].map((character, index) => {
        if (!swaps[index]) return character;
        const options = [fullwidth(character), mathematicalBold(character), ...(LOOK_ALIKES[character] ?? [])];
        return options[(choices[index] ?? 0) % options.length] ?? character;
      });
      const key = characters.join('') + suffix;
      return upper ? key.toUpperCase() : key;
    })
    .filter((secret) => secret !== developmentKey && secret !== developmentKey.toUpperCase());

  it(
    'refuses the development key written with fullwidth, mathematical, Cyrillic or Greek look-alikes',
    {timeout: 60_000},
    () => {
      fc.assert(
        fc.property(lookAlikeKeys, (secret) => {
          expect(issuesOf({...PRODUCTION, INKWELL_SECRET: secret})).toEqual([
            {variable: 'INKWELL_SECRET', message: DEVELOPMENT_SECRET_MESSAGE},
          ]);
        }),
        {numRuns: 1000},
      );
    },
  );

  it.each([
    [
      'in fullwidth letters',
      [...developmentKey]
        .map((c) => (/[a-z]/.test(c) ? String.fromCodePoint(0xff41 + c.charCodeAt(0) - 0x61) : c))
        .join(''),
    ],
    ['with a Cyrillic і', developmentKey.replace('i', '\u0456')],
    ['with every i Cyrillic', developmentKey.replaceAll('i', '\u0456')],
  ])('refuses the development key %s', (_how, secret) => {
    expect(issuesOf({...PRODUCTION, INKWELL_SECRET: secret})).toEqual([
      {variable: 'INKWELL_SECRET', message: DEVELOPMENT_SECRET_MESSAGE},
    ]);
  });
});

describe('refusal messages: one line each, values escaped', () => {
  const anyValue = fc.string({unit: 'binary', maxLength: 40});
  const variables = fc.constantFrom('NODE_ENV', ...ENV_VARIABLES);

  it('shows every value escaped, so each problem stays on one line of the error', {timeout: 60_000}, () => {
    fc.assert(
      fc.property(
        fc.dictionary(variables, anyValue, {maxKeys: 6}),
        fc.constantFrom('production', 'production\n', 'Production\r\n', '\u2028production', 'staging\u0000'),
        (env, nodeEnv) => {
          let error: unknown;
          try {
            loadConfig({...env, NODE_ENV: nodeEnv});
          } catch (caught) {
            error = caught;
          }
          if (error === undefined) return;
          expect(error).toBeInstanceOf(ConfigError);
          const {issues, message} = error as ConfigError;
          for (const issue of issues) {
            expect(issue.message, JSON.stringify(issue.message)).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
            expect(issue.message.startsWith(issue.variable) || issue.message.includes(issue.variable)).toBe(true);
          }
          expect(message.split('\n')).toHaveLength(issues.length + 1);
        },
      ),
      {numRuns: 1000},
    );
  });

  it('names NODE_ENV escaped when production requires a variable', () => {
    expect(issueFor({NODE_ENV: 'production\n'}, 'INKWELL_SECRET')).toBe(
      'INKWELL_SECRET is required in production (NODE_ENV="production\\n"): set it to 32+ random characters. Generate one with: openssl rand -base64 32. Development defaults are not used in production.',
    );
  });
});

describe('production: plain-http endpoints', () => {
  const S3 = {...PRODUCTION, INKWELL_MEDIA_STORAGE: 's3', S3_BUCKET: 'b', AWS_REGION: 'eu-west-1'};
  const DYNAMODB = {...PRODUCTION, INKWELL_DATA_STORE: 'dynamodb', DYNAMODB_TABLE: 't', AWS_REGION: 'eu-west-1'};

  it('refuses an http S3_ENDPOINT without S3_PUBLIC_URL, since image URLs would start with it', () => {
    expect(issuesOf({...S3, S3_ENDPOINT: 'http://minio.internal:9000'})).toEqual([
      {variable: 'S3_ENDPOINT', message: INSECURE_S3_ENDPOINT_MESSAGE},
    ]);
  });

  it('accepts an http S3_ENDPOINT behind an https S3_PUBLIC_URL, on localhost, or outside production', () => {
    expect(
      loadConfig({...S3, S3_ENDPOINT: 'http://minio.internal:9000', S3_PUBLIC_URL: 'https://cdn.example.com'}).media,
    ).toMatchObject({endpoint: 'http://minio.internal:9000', publicUrl: 'https://cdn.example.com'});
    expect(loadConfig({...S3, S3_ENDPOINT: 'http://127.0.0.1:9000'}).media).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
    });
    expect(() => loadConfig({...S3, NODE_ENV: 'development', S3_ENDPOINT: 'http://minio.internal:9000'})).not.toThrow();
  });

  it.each(['http://dynamodb.internal:8000', 'http://203.0.113.7:8000', 'HTTP://dynamodb.example.com'])(
    'refuses the remote http DYNAMODB_ENDPOINT %s',
    (endpoint) => {
      expect(issuesOf({...DYNAMODB, DYNAMODB_ENDPOINT: endpoint})).toEqual([
        {variable: 'DYNAMODB_ENDPOINT', message: INSECURE_DYNAMODB_ENDPOINT_MESSAGE},
      ]);
    },
  );

  it.each(['http://localhost:8000', 'http://127.0.0.1:8000', 'http://[::1]:8000', 'https://dynamodb.example.com'])(
    'accepts the DYNAMODB_ENDPOINT %s',
    (endpoint) => {
      expect(loadConfig({...DYNAMODB, DYNAMODB_ENDPOINT: endpoint}).dataStore).toMatchObject({endpoint});
    },
  );
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
