import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, authApi, SessionExpiredError, tokenStore } from '@admin/api-client';
import { isSessionExpiredError } from '@admin/api-client/contract';
import { endSession, startSession } from '../session/session';
import { queryClient, shouldRetry } from './query-client';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const answered = (status: number) =>
  new AxiosError(
    'Request failed',
    'ERR_BAD_RESPONSE',
    config,
    {},
    { status, statusText: '', data: {}, headers: {}, config },
  );

/** An adapter failing every request with `status` (the client's interceptors still run). */
const answerWith =
  (status: number): AxiosAdapter =>
  async (request) => {
    const response = { status, statusText: '', data: { message: 'no' }, headers: {}, config: request };
    throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', request, {}, response);
  };

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('shouldRetry', () => {
  it('never retries a 4xx or an expired session', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(shouldRetry(0, answered(status))).toBe(false);
    expect(shouldRetry(0, new SessionExpiredError())).toBe(false);
  });

  it('retries a 5xx or a network failure once', () => {
    expect(shouldRetry(0, answered(503))).toBe(true);
    expect(shouldRetry(1, answered(503))).toBe(false);
    expect(shouldRetry(0, new AxiosError('Network Error', 'ERR_NETWORK', config))).toBe(true);
    expect(shouldRetry(1, new AxiosError('Network Error', 'ERR_NETWORK', config))).toBe(false);
  });
});

describe('the shared query client', () => {
  it('is emptied by endSession', async () => {
    vi.spyOn(authApi, 'logout').mockResolvedValue(undefined);
    startSession({ token: 'jwt-a', refreshToken: 'r-a' });
    queryClient.setQueryData(['auth', 'me'], { name: 'First user' });
    queryClient.setQueryData(['orders', 'list', { page: 1 }], { items: [1, 2] });
    await endSession();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('is emptied when the session expires (the API refused to renew it)', async () => {
    tokenStore.setTokens({ accessToken: 'jwt-a', refreshToken: 'r-a' });
    queryClient.setQueryData(['orders', 'list', { page: 1 }], { items: [1, 2] });
    // The data call answers 401, and so does the refresh: the session cannot be renewed.
    const adapter = apiClient.defaults.adapter;
    apiClient.defaults.adapter = answerWith(401);
    const failure = await apiClient.get('/orders').catch((error: unknown) => error);
    apiClient.defaults.adapter = adapter;
    expect(isSessionExpiredError(failure)).toBe(true);
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(queryClient.getQueryData(['orders', 'list', { page: 1 }])).toBeUndefined();
  });

  it('is emptied when another tab signs out', () => {
    tokenStore.setTokens({ accessToken: 'jwt-a', refreshToken: 'r-a' });
    queryClient.setQueryData(['auth', 'me'], { name: 'First user' });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin.accessToken' }));
    expect(queryClient.getQueryData(['auth', 'me'])).toBeUndefined();
  });

  it('is emptied when a new session starts, and kept across a token refresh', () => {
    tokenStore.setTokens({ accessToken: 'jwt-a', refreshToken: 'r-a' });
    queryClient.setQueryData(['auth', 'me'], { name: 'First user' });
    tokenStore.setTokens({ accessToken: 'jwt-a2', refreshToken: 'r-a2' });
    expect(queryClient.getQueryData(['auth', 'me'])).toEqual({ name: 'First user' });
    startSession({ token: 'jwt-b', refreshToken: 'r-b' });
    expect(queryClient.getQueryData(['auth', 'me'])).toBeUndefined();
  });
});
