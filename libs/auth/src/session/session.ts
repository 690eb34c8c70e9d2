import { authApi, tokenStore } from '@admin/api-client';
import type { VerifyResult } from '@admin/api-client';

/**
 * Stores the tokens of a verified OTP. Verify's `data.token` is the access token: it is stored once,
 * under the access-token key, not duplicated as a separate "auth token" (see docs/session.md).
 */
export function startSession(result: Pick<VerifyResult, 'token' | 'refreshToken'>): void {
  tokenStore.setTokens({ accessToken: result.token, refreshToken: result.refreshToken });
}

/**
 * Signs out: clears the tokens at once (every tab follows through the storage event), then asks the
 * API to revoke the refresh token. The revocation is best effort: signing out never waits on it.
 */
export function endSession(): Promise<void> {
  const refreshToken = tokenStore.getRefreshToken();
  tokenStore.clearTokens();
  if (!refreshToken) return Promise.resolve();
  return authApi.logout({ refreshToken }).catch(() => undefined);
}
