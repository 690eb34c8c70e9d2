/**
 * Access tokens: plain HS256 JWTs. Claims: `sub` (user id as a string), `role` (role id at issue
 * time, informational: the guard reads the current role from the database), `typ` 'access',
 * `iat`, `exp`. `exp` is required and checked with no clock tolerance.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../http/errors';

export async function signAccessToken(key: Uint8Array, userId: number, role: number, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(key);
}

/** Returns the user id of a valid token; throws 401 otherwise. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<number> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId < 1) throw unauthorized('Invalid access token');
    return userId;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorized('Access token expired');
    throw unauthorized('Invalid access token');
  }
}
