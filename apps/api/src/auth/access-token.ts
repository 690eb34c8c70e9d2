/**
 * Access tokens: plain HS256 JWTs. Claims: `sub` (user id as a string), `sid` (the session: the
 * refresh-token family it was issued for), `role` (role id at issue time, informational: the
 * guard reads the current role from the database), `typ` 'access', `iat`, `exp`. `exp` is
 * required and checked with no clock tolerance; a token of another `typ` or without `sid` is refused.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../http/errors';

export interface AccessClaims {
  userId: number;
  /** Refresh-token family; the guard refuses the token once the family is revoked. */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function signAccessToken(
  key: Uint8Array,
  userId: number,
  role: number,
  sessionId: string,
  ttlSeconds: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, typ: 'access', sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(key);
}

/** Returns the user and session of a valid access token; throws 401 otherwise. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorized('Access token expired');
    throw unauthorized('Invalid access token');
  }
  const userId = Number(payload.sub);
  if (!Number.isInteger(userId) || userId < 1) throw unauthorized('Invalid access token');
  if (payload.typ !== 'access') throw unauthorized('Invalid access token');
  if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) throw unauthorized('Invalid access token');
  return { userId, sessionId: payload.sid };
}
