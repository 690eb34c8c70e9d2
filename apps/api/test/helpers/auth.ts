import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import type { ItemResponse, OtpChallenge, VerifyResult } from '@admin/api-client/contract';
import { ADMIN_PHONE, TEST_JWT_SECRET, TEST_OTP } from './server';
import { call } from './http';

/** Signs in through login + verify (FIXED_OTP) and returns the verify answer. */
export async function signIn(base: string, phone = ADMIN_PHONE, countryCode = '+91'): Promise<VerifyResult> {
  const login = await call<ItemResponse<OtpChallenge>>(base, 'POST', '/api/auth/login', {
    body: { phone, country_code: countryCode },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  const verify = await call<ItemResponse<VerifyResult>>(base, 'POST', '/api/auth/verify', {
    body: { otp: TEST_OTP, user_id: login.body.data.user_id },
  });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${JSON.stringify(verify.body)}`);
  return verify.body.data;
}

export interface MintOptions {
  secret?: string;
  /** The session (refresh-token family) the token belongs to; a random one is a session that does not exist. */
  sessionId?: string;
  typ?: string;
}

/** Mints an access token directly (as the browser tests do with JWT_SECRET). */
export function mintToken(userId: number, expiresInSeconds: number, options: MintOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 1, typ: options.typ ?? 'access', sid: options.sessionId ?? randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

/** The session id (`sid`) an access token carries. */
export function sessionOf(accessToken: string): string {
  const { sid } = decodeJwt(accessToken);
  if (typeof sid !== 'string') throw new Error('token has no sid');
  return sid;
}
