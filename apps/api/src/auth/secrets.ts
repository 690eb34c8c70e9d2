/** Random secrets and their stored hashes. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Opaque refresh token; only its sha-256 is stored. */
export const newRefreshToken = () => `rt_${randomBytes(32).toString('base64url')}`;

/**
 * The successor a refresh token rotates to: derived from it with the server secret, so a replay of
 * the token inside the reuse window can be answered with the very same successor without storing
 * any token in clear. Unguessable without the secret, like a random one.
 */
export const successorRefreshToken = (key: Uint8Array, token: string) =>
  `rt_${createHmac('sha256', key).update(`refresh-successor:${token}`).digest('base64url')}`;

/** Six digits from a CSPRNG. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** OTPs are stored as an HMAC bound to the user, keyed with the server secret. */
export const otpHash = (key: Uint8Array, userId: number, otp: string) =>
  createHmac('sha256', key).update(`${userId}:${otp}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Constant-time comparison of two secrets of any length (their sha-256 digests are compared). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
