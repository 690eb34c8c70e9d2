import { authApi, tokenStore } from '@admin/api-client';
import type { VerifyResult } from '@admin/api-client';
import { clearServerState } from '@admin/auth/singletons';

/**
 * Stores the tokens of a verified OTP. Verify's `data.token` is the access token: it is stored once,
 * under the access-token key, not duplicated as a separate "auth token" (see docs/session.md).
 * The cache is emptied first: nothing fetched before this sign-in belongs to the new user.
 */
export function startSession(result: Pick<VerifyResult, 'token' | 'refreshToken'>): void {
  clearServerState();
  tokenStore.setTokens({ accessToken: result.token, refreshToken: result.refreshToken });
}

/**
 * Signs out: clears the tokens at once (every tab follows through the storage event) and every
 * fetched answer (the next user of this page must not see them), then asks the API to revoke the
 * refresh token. The revocation is best effort: signing out never waits on it.
 */
export function endSession(): Promise<void> {
  const refreshToken = tokenStore.getRefreshToken();
  tokenStore.clearTokens();
  clearServerState();
  if (!refreshToken) return Promise.resolve();
  return authApi.logout({ refreshToken }).catch(() => undefined);
}
