/**
 * A wrong client secret, a wrong callback URL and a revoked app, for each provider, answered
 * by a real mock OAuth server the way that provider answers: GitHub with a 200 and an `error`
 * in the body (or, for a suspended app, at the callback), Google with 400/401 and an OAuth error,
 * Microsoft with 400/401 and an `AADSTS…` code in `error_description`. Each must end on a page
 * that names the cause and the fix, and in one server log line, without the secret or the code.
 */

import type {InkwellAuthApi, ProviderId} from '@inkwell/cms';
import type {MutableRedirectUri, MutableResponse} from 'oauth2-mock-server';
import type {MockInstance} from 'vitest';
import {createInkwellAuth} from '../create-inkwell-auth.js';
import {
  TestBrowser,
  createTempStore,
  startMockProvider,
  testConfig,
  type MockProvider,
  type TempStore,
} from './helpers.js';

const APP = 'http://inkwell.test';

let mock: MockProvider;
let temp: TempStore;
let warn: MockInstance<typeof console.warn>;

beforeAll(async () => {
  mock = await startMockProvider();
});

afterAll(async () => {
  await mock.stop();
});

beforeEach(async () => {
  temp = await createTempStore();
  mock.tokenRequests.length = 0;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  warn.mockRestore();
  await temp.cleanup();
});

const MS_TRACE =
  '\r\nTrace ID: 0f6e2b1c-7a3d-4c1e-9b55-0a9e0e2f4d00\r\nCorrelation ID: 5d1c8e3a-2f4b-4e6a-8c7d-1b2a3c4d5e6f\r\nTimestamp: 2026-11-28 15:00:00Z';

/** The provider's answer to the token request, as the real one sends it. */
interface TokenAnswer {
  at: 'token';
  status: number;
  body: Record<string, unknown>;
}

/** The provider's redirect back to the callback with an error instead of a code. */
interface CallbackAnswer {
  at: 'callback';
  error: string;
  description: string;
}

interface Case {
  provider: ProviderId;
  what: string;
  answer: TokenAnswer | CallbackAnswer;
  status: number;
  title: string;
  /** Words the message must hold: the cause and the fix. */
  says: string[];
  /** The provider's code and description the log line must hold. */
  logs: string[];
}

const CASES: Case[] = [
  {
    provider: 'github',
    what: 'a wrong client secret (a 200 with error=incorrect_client_credentials)',
    answer: {
      at: 'token',
      status: 200,
      body: {
        error: 'incorrect_client_credentials',
        error_description: 'The client_id and/or client_secret passed are incorrect.',
        error_uri:
          'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials',
      },
    },
    status: 500,
    title: "GitHub did not accept this site's client secret",
    says: ['(incorrect_client_credentials)', 'generate a new client secret', 'GITHUB_CLIENT_SECRET', 'restart'],
    logs: ['incorrect_client_credentials: The client_id and/or client_secret passed are incorrect.'],
  },
  {
    provider: 'github',
    what: 'a wrong callback URL (a 200 with error=redirect_uri_mismatch)',
    answer: {
      at: 'token',
      status: 200,
      body: {
        error: 'redirect_uri_mismatch',
        error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
      },
    },
    status: 500,
    title: "GitHub did not accept this site's callback URL",
    says: ['http://inkwell.test/api/auth/callback/github', 'Authorization callback URL', 'INKWELL_URL'],
    logs: ['redirect_uri_mismatch: The redirect_uri MUST match the registered callback URL for this application.'],
  },
  {
    provider: 'github',
    what: 'a suspended app (error=application_suspended at the callback)',
    answer: {
      at: 'callback',
      error: 'application_suspended',
      description: 'Your application has been suspended. Contact support@github.com.',
    },
    status: 500,
    title: "GitHub no longer accepts this site's OAuth app",
    says: ['(application_suspended)', 'suspended', 'GITHUB_CLIENT_ID'],
    logs: ['application_suspended: Your application has been suspended. Contact support@github.com.'],
  },
  {
    provider: 'google',
    what: 'a wrong client secret (401 invalid_client)',
    answer: {at: 'token', status: 401, body: {error: 'invalid_client', error_description: 'Unauthorized'}},
    status: 500,
    title: "Google did not accept this site's client secret",
    says: ['(invalid_client)', 'add a new client secret', 'GOOGLE_CLIENT_SECRET'],
    logs: ['invalid_client: Unauthorized'],
  },
  {
    provider: 'google',
    what: 'a wrong redirect URI (400 redirect_uri_mismatch)',
    answer: {at: 'token', status: 400, body: {error: 'redirect_uri_mismatch', error_description: 'Bad Request'}},
    status: 500,
    title: "Google did not accept this site's callback URL",
    says: ['http://inkwell.test/api/auth/callback/google', 'Authorized redirect URIs'],
    logs: ['redirect_uri_mismatch: Bad Request'],
  },
  {
    provider: 'google',
    what: 'a deleted client (401 deleted_client)',
    answer: {
      at: 'token',
      status: 401,
      body: {error: 'deleted_client', error_description: 'The OAuth client was deleted.'},
    },
    status: 500,
    title: "Google no longer accepts this site's OAuth client",
    says: ['(deleted_client)', 'deleted', 'GOOGLE_CLIENT_ID'],
    logs: ['deleted_client: The OAuth client was deleted.'],
  },
  {
    provider: 'microsoft',
    what: 'a wrong client secret (401 invalid_client, AADSTS7000215)',
    answer: {
      at: 'token',
      status: 401,
      body: {
        error: 'invalid_client',
        error_description: `AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app 'ms-client'.${MS_TRACE}`,
        error_codes: [7000215],
      },
    },
    status: 500,
    title: "Microsoft did not accept this site's client secret",
    says: ['(AADSTS7000215)', 'copy its Value (not its Secret ID)', 'MICROSOFT_CLIENT_SECRET'],
    logs: ['invalid_client: AADSTS7000215: Invalid client secret provided.', 'Trace ID: 0f6e2b1c'],
  },
  {
    provider: 'microsoft',
    what: 'an expired client secret (401 invalid_client, AADSTS7000222)',
    answer: {
      at: 'token',
      status: 401,
      body: {
        error: 'invalid_client',
        error_description: `AADSTS7000222: The provided client secret keys for app 'ms-client' are expired. Visit the Azure portal to create new keys for your app.${MS_TRACE}`,
        error_codes: [7000222],
      },
    },
    status: 500,
    title: "This site's Microsoft client secret has expired",
    says: ['(AADSTS7000222)', 'expired', 'MICROSOFT_CLIENT_SECRET'],
    logs: ['invalid_client: AADSTS7000222: The provided client secret keys'],
  },
  {
    provider: 'microsoft',
    what: 'a wrong redirect URI (400 invalid_grant, AADSTS500112)',
    answer: {
      at: 'token',
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: `AADSTS500112: The reply address 'http://inkwell.test/api/auth/callback/microsoft' does not match the reply address 'https://blog.example.com/api/auth/callback/microsoft' provided when requesting Authorization code.${MS_TRACE}`,
        error_codes: [500112],
      },
    },
    status: 500,
    title: "Microsoft did not accept this site's callback URL",
    says: ['http://inkwell.test/api/auth/callback/microsoft', 'Web redirect URIs', '(AADSTS500112)'],
    logs: ['invalid_grant: AADSTS500112: The reply address'],
  },
  {
    provider: 'microsoft',
    what: 'an app not found in the directory (400 unauthorized_client, AADSTS700016)',
    answer: {
      at: 'token',
      status: 400,
      body: {
        error: 'unauthorized_client',
        error_description: `AADSTS700016: Application with identifier 'ms-client' was not found in the directory 'Contoso'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant.${MS_TRACE}`,
        error_codes: [700016],
      },
    },
    status: 500,
    title: "Microsoft no longer accepts this site's app registration",
    says: ['(AADSTS700016)', 'MICROSOFT_CLIENT_ID', 'Microsoft Entra admin center'],
    logs: ['unauthorized_client: AADSTS700016: Application with identifier'],
  },
];

function makeAuth(): InkwellAuthApi {
  return createInkwellAuth(testConfig(), {store: temp.store, providers: mock.endpoints});
}

/** Makes the mock answer the next sign-in as `answer` says, once. */
function answerNextWith(answer: TokenAnswer | CallbackAnswer): void {
  if (answer.at === 'token') {
    mock.server.service.once('beforeResponse', (response: MutableResponse) => {
      response.statusCode = answer.status;
      response.body = answer.body;
    });
    return;
  }
  mock.server.service.once('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', answer.error);
    redirect.url.searchParams.set('error_description', answer.description);
  });
}

describe.each(CASES)('$provider, $what', (failure) => {
  it('ends on a page naming the cause and the fix, without the secret or the code', async () => {
    const auth = makeAuth();
    answerNextWith(failure.answer);
    const browser = new TestBrowser(APP, (request) => auth.handler(request));

    const responses = await browser.navigate(`${APP}/api/auth/signin/${failure.provider}`);
    const page = responses.at(-1);
    const callback = new URL(responses.at(-2)?.headers.get('location') ?? '');
    const code = callback.searchParams.get('code');
    const html = (await page?.text()) ?? '';

    expect(page?.status).toBe(failure.status);
    expect(html).toContain(`<h1>${failure.title.replace(/'/g, '&#39;')}</h1>`);
    for (const words of failure.says) expect(html).toContain(words.replace(/'/g, '&#39;'));
    const secret = testConfig().providers[failure.provider]?.clientSecret ?? '';
    expect(html).not.toContain(secret);
    if (code) expect(html).not.toContain(code);
    expect(await temp.store.users.count()).toBe(0);
  });

  it('writes one line to the server log: the provider, its code and description, not the secret or the code', async () => {
    const auth = makeAuth();
    answerNextWith(failure.answer);
    const browser = new TestBrowser(APP, (request) => auth.handler(request));

    const responses = await browser.navigate(`${APP}/api/auth/signin/${failure.provider}`);
    const code = new URL(responses.at(-2)?.headers.get('location') ?? '').searchParams.get('code');

    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).not.toContain('\n');
    const label = {github: 'GitHub', google: 'Google', microsoft: 'Microsoft'}[failure.provider];
    expect(line.startsWith(`[inkwell] Sign-in with ${label} failed (${failure.status}): `)).toBe(true);
    for (const words of failure.logs) expect(line).toContain(words);
    expect(line).not.toContain(testConfig().providers[failure.provider]?.clientSecret ?? '');
    if (code) expect(line).not.toContain(code);
  });
});

it('still says an expired code is expired: GitHub answers bad_verification_code in a 200', async () => {
  const auth = makeAuth();
  answerNextWith({
    at: 'token',
    status: 200,
    body: {error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.'},
  });
  const browser = new TestBrowser(APP, (request) => auth.handler(request));
  const page = (await browser.navigate(`${APP}/api/auth/signin/github`)).at(-1);
  expect(page?.status).toBe(400);
  expect(await page?.text()).toContain(
    'GitHub refused the sign-in code (bad_verification_code). It may have expired: start signing in again.',
  );
});

it('logs a sign-in the site refuses itself, with its reason', async () => {
  const auth = makeAuth();
  const browser = new TestBrowser(APP, (request) => auth.handler(request));
  const first = await browser.request(`${APP}/api/auth/signin/google`);
  const state = new URL(first.headers.get('location') ?? '').searchParams.get('state') ?? '';
  await browser.request(`${APP}/api/auth/callback/google?code=abc&state=${state}x`);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]?.[0])).toMatch(
    /^\[inkwell\] Sign-in with Google failed \(400\): Sign-in could not be verified: The state returned by Google/,
  );
});
