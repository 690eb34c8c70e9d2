import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, configureApiClient, tokenStore } from '../api-client';
import { createApiClient } from '../client';
import { errorMessage, OTP_FALLBACK_MESSAGE } from '../errors';
import { startAuthTestServer } from '../testing/auth-test-server';
import type { AuthTestServer } from '../testing/auth-test-server';
import { authApi } from './auth';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthTestServer();
  configureApiClient({ baseURL: server.baseURL });
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('the shared client', () => {
  it('defaults to the local API, and configureApiClient points it at the runtime base', () => {
    expect(createApiClient().http.defaults.baseURL).toBe('http://localhost:3000/api');
    expect(apiClient.defaults.baseURL).toBe(server.baseURL);
  });
});

describe('authApi', () => {
  it('verify posts {otp, user_id} and resolves to the envelope’s data', async () => {
    const result = await authApi.verify({ otp: '123456', user_id: 7 });
    expect(result.token).toMatch(/^access-/);
    expect(result.refreshToken).toMatch(/^refresh-/);
  });

  it('a wrong OTP rejects with the server message and never refreshes the session', async () => {
    tokenStore.setTokens({ accessToken: server.accessToken, refreshToken: server.refreshToken });
    const failure = await authApi.verify({ otp: '000000', user_id: 7 }).catch((error: unknown) => error);
    expect(errorMessage(failure, OTP_FALLBACK_MESSAGE)).toBe('Invalid OTP');
    expect(server.refreshCalls).toBe(0);
    expect(tokenStore.getRefreshToken()).toBe(server.refreshToken);
  });
});
