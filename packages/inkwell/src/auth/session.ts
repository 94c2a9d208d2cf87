/**
 * The session cookie's token: a JWT signed HS256 with `INKWELL_SECRET`, naming the user.
 *
 * The token carries only the user id. `getSession` reads name, email and role from the
 * store each time, so a removed user or a role change takes effect at once instead of
 * when the cookie expires.
 *
 * @module
 */

import {SignJWT, jwtVerify} from 'jose';

export const SESSION_COOKIE = 'inkwell_session';
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// Binding issuer and audience keeps a JWT minted elsewhere with the same secret (say, by
// another app sharing an env file) from passing as an Inkwell session.
const ISSUER = 'inkwell';
const AUDIENCE = 'inkwell:session';

function keyFrom(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export interface SessionToken {
  token: string;
  expiresAt: Date;
}

export async function createSessionToken(userId: string, secret: string, now: Date): Promise<SessionToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + SESSION_MAX_AGE_SECONDS;
  const token = await new SignJWT({})
    .setProtectedHeader({alg: 'HS256', typ: 'JWT'})
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .sign(keyFrom(secret));
  return {token, expiresAt: new Date(expires * 1000)};
}

/** The user id and expiry, or `null` for a token that is expired, tampered with or signed with another key. */
export async function readSessionToken(
  token: string,
  secret: string,
  now: Date,
): Promise<{userId: string; expiresAt: Date} | null> {
  try {
    const {payload} = await jwtVerify(token, keyFrom(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    return {userId: payload.sub, expiresAt: new Date(payload.exp * 1000)};
  } catch {
    // Every verification failure means the same thing to the caller: not signed in.
    return null;
  }
}
