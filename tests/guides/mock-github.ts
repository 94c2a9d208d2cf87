/**
 * A real OAuth 2 server on 127.0.0.1 (oauth2-mock-server) answering as GitHub does: the
 * authorize redirect with `code` and `state`, the token exchange, `/user` and `/user/emails`.
 */
import {OAuth2Server} from 'oauth2-mock-server';

export interface MockGitHub {
  origin: string;
  /** Who signs in next; `verified: false` reports the email as unverified, as GitHub can. */
  identity: {name: string; email: string; verified?: boolean};
  /** Token requests received: proof the server-side exchange really happened. */
  tokenRequests: number;
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
