// Signing in for the browser tests: through the reference API (fixed dev OTP), then handed to the
// browser as the localStorage the shell reads (docs/session.md). Each test signs in afresh, so no two
// tests share a rotating refresh token.
import { SignJWT } from 'jose';
import { apiUrl, FIXED_OTP, JWT_SECRET, shellUrl } from './suite';

/** The seeded admin (apps/api seed): phone and country code. */
export const ADMIN = { phone: '9999999999', country_code: '+91', name: 'Asha Admin' } as const;

/** Other seeded staff by role (apps/api/README.md, "Signing in"); country code +91. */
export const STAFF_PHONES = {
  manager: '9810000000',
  operations: '9810000001',
  compliance: '9810000002',
  support: '9810000003',
  secondCompliance: '9810000008',
  /** The seed's other active Admin (created by nobody): the second Admin that confirms grants journeys ask for. */
  secondAdmin: '9810000004',
} as const;

/** localStorage keys of the session (libs/api-client TOKEN_STORAGE_KEYS). */
export const KEYS = {
  accessToken: 'admin.accessToken',
  refreshToken: 'admin.refreshToken',
  walletAddress: 'admin.walletAddress',
} as const;

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  userId: number;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}

/** login + verify with the fixed OTP, as the sign-in page does (the seeded admin unless another phone is given). */
export async function signInViaApi(phone: string = ADMIN.phone): Promise<ApiSession> {
  const challenge = await post<{ user_id: number }>('/auth/login', { phone, country_code: ADMIN.country_code });
  const verified = await post<{ token: string; refreshToken: string }>('/auth/verify', {
    otp: FIXED_OTP,
    user_id: challenge.user_id,
  });
  return { accessToken: verified.token, refreshToken: verified.refreshToken, userId: challenge.user_id };
}

/** Revokes a refresh token on the server (as a logout elsewhere, or an admin, would). */
export async function revokeViaApi(refreshToken: string): Promise<void> {
  await post('/auth/logout', { refreshToken });
}

/** An access token the API rejects as expired: signed with the API's test secret, `exp` in the past. */
export async function expiredAccessToken(userId: number, role = 1): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/** Playwright storage state holding these tokens for the shell's origin. */
export function storageStateWith(tokens: { accessToken?: string; refreshToken?: string; walletAddress?: string }) {
  const localStorage = Object.entries(tokens)
    .filter((entry): entry is [keyof typeof KEYS, string] => typeof entry[1] === 'string')
    .map(([key, value]) => ({ name: KEYS[key], value }));
  return { cookies: [], origins: [{ origin: shellUrl, localStorage }] };
}

export const SIGNED_OUT = { cookies: [], origins: [] };
