import type { Permission } from './permissions';

/** Auth calls of docs/product.md#calls (paths under /api/auth). */
export const DEFAULT_COUNTRY_CODE = '+91';

export interface LoginRequest {
  phone: string;
  country_code: string;
}

export interface RegisterRequest {
  phone: string;
  country_code: string;
  name: string;
  email: string;
}

/** Answer of login, register and resend: the OTP attempt to verify. */
export interface OtpChallenge {
  user_id: number;
  /** ISO 8601 instant after which the OTP is refused. */
  otpExpireAt: string;
}

export interface VerifyRequest {
  otp: string;
  user_id: number;
}

export interface VerifyResult {
  /** Access JWT. */
  token: string;
  refreshToken: string;
  user: StaffUser;
}

export interface ResendRequest {
  phone: string;
  /** The phone's country code, as sent with login/register (the API looks the user up by both). */
  country_code: string;
}

export interface RefreshRequest {
  refreshToken: string;
}

export interface RefreshResult {
  accessToken: string;
  refreshToken: string;
}

export interface LogoutRequest {
  refreshToken: string;
}

/** The signed-in staff member, as `GET /api/auth/me` returns it. */
export interface StaffUser {
  id: number;
  uuid: string;
  name: string;
  email: string | null;
  phone: string;
  country_code: string;
  role: number;
  role_data: { id: number; name: string } | null;
  status: string;
  created_at: string;
  /** What this user may do (from their role); the screens hide everything else. */
  permissions: Permission[];
}

/**
 * One open session of a user (a sign-in on one browser), as `GET /api/me/sessions` and
 * `GET /api/v2/admin/employee/{id}/sessions` list them, most recently used first.
 */
export interface UserSession {
  /** The session id (`sid` of its access tokens). */
  id: string;
  /** The browser's user agent summarised, e.g. "Chrome on Linux"; "Unknown device" when it sent none. */
  device: string;
  /** The user agent as the browser sent it (null when it sent none). */
  user_agent: string | null;
  /** The client address the sign-in came from, as the API saw it (null for sessions opened before it was recorded). */
  client_address: string | null;
  /** When it was signed in (ISO 8601). */
  created_at: string;
  /** Its last sign-in or token refresh (ISO 8601): about every 15 minutes while in use. */
  last_seen_at: string;
  /** The session the request itself was made with. */
  current: boolean;
}

/** Answer of signing out sessions: how many were ended. */
export interface SessionsRevoked {
  revoked: number;
}
