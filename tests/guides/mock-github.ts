/**
 * A real OAuth 2 server on 127.0.0.1 (oauth2-mock-server) answering as GitHub does: the
 * authorize redirect with `code` and `state`, the token exchange, `/user` and `/user/emails`.
 * Given the secrets each provider has registered, its token endpoint also refuses another
 * secret as GitHub, Google and Microsoft each do (`oauth-preload.cjs` sends their token
 * requests here with `?provider=`).
 */
import {OAuth2Server, type MutableResponse, type TokenRequestIncomingMessage} from 'oauth2-mock-server';

/** The providers whose token endpoint the mock stands in for. */
export type MockProviderId = 'github' | 'google' | 'microsoft';

/**
 * What each provider answers a token request with a client secret it does not know: GitHub a
 * 200 with the error in the body, Google a 401 `invalid_client`, Microsoft a 401 `invalid_client`
 * whose description starts with its AADSTS code and ends with its trace lines.
 */
export const WRONG_SECRET_ANSWERS: Record<MockProviderId, {status: number; body: Record<string, unknown>}> = {
  github: {
    status: 200,
    body: {
      error: 'incorrect_client_credentials',
      error_description: 'The client_id and/or client_secret passed are incorrect.',
      error_uri:
        'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials',
    },
  },
  google: {status: 401, body: {error: 'invalid_client', error_description: 'Unauthorized'}},
  microsoft: {
    status: 401,
    body: {
      error: 'invalid_client',
      error_description:
        "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '00000000-0000-0000-0000-000000000000'.\r\nTrace ID: 0f6e2b1c-7a3d-4c1e-9b55-0a9e0e2f4d00\r\nCorrelation ID: 5d1c8e3a-2f4b-4e6a-8c7d-1b2a3c4d5e6f\r\nTimestamp: 2026-11-28 15:00:00Z",
      error_codes: [7000215],
      trace_id: '0f6e2b1c-7a3d-4c1e-9b55-0a9e0e2f4d00',
      correlation_id: '5d1c8e3a-2f4b-4e6a-8c7d-1b2a3c4d5e6f',
    },
  },
};

/** The client secret in a token request's Basic `Authorization` header (arctic sends it there). */
function basicSecret(header: string | undefined): string | null {
  const encoded = /^Basic (.+)$/.exec(header ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString();
  return decoded.slice(decoded.indexOf(':') + 1);
}

export interface MockGitHub {
  origin: string;
  /** Who signs in next; `verified: false` reports the email as unverified, as GitHub can. */
  identity: {name: string; email: string; verified?: boolean};
  /** Token requests received: proof the server-side exchange really happened. */
  tokenRequests: number;
  /** The secret each provider has registered; a token request with another is refused as that provider does. */
  registeredSecrets: Partial<Record<MockProviderId, string>>;
  stop(): Promise<void>;
}

export async function startMockGitHub(): Promise<MockGitHub> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const origin = `http://127.0.0.1:${server.address().port}`;
  const mock: MockGitHub = {
    origin,
    identity: {name: 'Ada Lovelace', email: 'ada@example.com'},
    tokenRequests: 0,
    registeredSecrets: {},
    stop: () => server.stop(),
  };
  // The identity is bound to the code at the authorize step and carried in the access token.
  const byCode = new Map<string, MockGitHub['identity']>();
  server.service.on('beforeAuthorizeRedirect', (redirect) => {
    const code = redirect.url.searchParams.get('code');
    if (code) byCode.set(code, {...mock.identity});
  });
  server.service.on('beforeTokenSigning', (token, req) => {
    mock.tokenRequests += 1;
    const identity = byCode.get(String(req.body.code));
    if (identity) token.payload.guide_identity = identity;
  });
  server.service.on('beforeResponse', (response: MutableResponse, req: TokenRequestIncomingMessage) => {
    const provider = (new URL(req.url ?? '/', origin).searchParams.get('provider') ?? 'github') as MockProviderId;
    const registered = mock.registeredSecrets[provider];
    if (registered === undefined || basicSecret(req.headers.authorization) === registered) return;
    const answer = WRONG_SECRET_ANSWERS[provider];
    response.statusCode = answer.status;
    response.body = answer.body;
  });
  server.service.on('beforeUserinfo', (response, req) => {
    const payload = req.headers.authorization?.replace(/^Bearer /, '').split('.')[1];
    const identity = payload
      ? (JSON.parse(Buffer.from(payload, 'base64url').toString()).guide_identity as MockGitHub['identity'] | undefined)
      : undefined;
    if (!identity) {
      response.statusCode = 401;
      response.body = {message: 'Bad credentials'};
      return;
    }
    const kind = new URL(req.url ?? '/', origin).searchParams.get('github');
    if (kind === 'emails') {
      // GitHub answers an array; the mock's type only allows objects, though express sends either.
      response.body = [
        {email: identity.email, primary: true, verified: identity.verified ?? true, visibility: 'private'},
      ] as unknown as Record<string, unknown>;
    } else {
      response.body = {
        login: identity.name.split(' ')[0]?.toLowerCase() ?? 'user',
        id: 1,
        name: identity.name,
        avatar_url: null,
        email: null,
      };
    }
  });
  return mock;
}
